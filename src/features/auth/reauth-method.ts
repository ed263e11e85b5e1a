/** How a member proves it is them again before their account is deleted. */
export type ReauthMethod = 'password' | 'google';

/** What the member gives to sign in again: their password, or Google's popup. */
export type ReauthProof = { method: 'password'; password: string } | { method: 'google' };

/**
 * The provider to sign in again with: the one the member signed in with this time, else a linked
 * one (password first: it needs no popup). A member who signed up with Google has no password.
 */
export function reauthMethodOf(current: string | null, linked: readonly string[]): ReauthMethod {
  if (current === 'google.com') return 'google';
  if (current === 'password') return 'password';
  if (linked.includes('password')) return 'password';
  if (linked.includes('google.com')) return 'google';
  return 'password';
}
