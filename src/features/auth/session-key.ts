/**
 * Where the session is saved in localStorage (session.ts). Its own module so the app's first
 * script can tell a member's first visit from a visitor's without the session's code.
 */
export const SESSION_STORAGE_KEY = 'auth/user';
