import { countPendingFor } from '../../data/sync/pending-count';
import { notify } from '../../lib/notifications';
import { signOut } from './auth-commands';
import { getSession } from './session';

/** Writes waiting for the server that belong to the signed-in member (0 when signed out). */
export async function pendingWrites(): Promise<number> {
  const uid = getSession()?.uid;
  return uid ? countPendingFor(uid) : 0;
}

/**
 * Signs out and says 1013. Pending writes are kept on the device for this member and replay
 * after they sign in again; the caller warns first when there are any.
 */
export async function signOutAndSay(): Promise<void> {
  await signOut();
  notify('msg.1013');
}
