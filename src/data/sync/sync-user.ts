import { atom } from 'jotai/vanilla';
import { appStore } from '../../lib/app-store';

// Who the sync engine works for. The accounts code sets it from Firebase Auth (not from the
// stored session, which exists before Auth has restored the member's token), so replays always
// carry that member's credentials. Tiny on purpose: it is imported by first-paint code.

export const syncUserAtom = atom<string | null>(null);

/** Call with the uid when Firebase Auth reports a signed-in member, and with null on sign-out. */
export function setSyncUser(uid: string | null): void {
  appStore.set(syncUserAtom, uid);
}
