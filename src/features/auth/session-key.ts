/**
 * Where the session is saved in localStorage (session.ts). Its own module so the app's first
 * script can tell a member's first visit from a visitor's without the session's code.
 */
export const SESSION_STORAGE_KEY = 'auth/user';

/** Whether a session is saved in this browser; false when storage cannot be read (it may throw). */
export function hasSavedSession(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
