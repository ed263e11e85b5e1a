/**
 * Where the session is saved in localStorage (session.ts). Its own module so the app's first
 * script can tell a member's first visit from a visitor's without the session's code.
 */
export const SESSION_STORAGE_KEY = 'auth/user';

/**
 * Whether a member's session is saved in this browser: a value with a member's uid, not the
 * text `null` that older versions left on signing out. False when storage cannot be read (it
 * may throw).
 */
export function hasSavedSession(): boolean {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return false;
    const saved = JSON.parse(raw) as { uid?: unknown } | null;
    return typeof saved?.uid === 'string' && saved.uid !== '';
  } catch {
    return false;
  }
}
