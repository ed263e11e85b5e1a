import { countPendingFor } from '../../data/sync/pending-count';
import { countPrivatePending, removePrivateData } from '../../data/sync/private-data';
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

/** The signed-in member's private changes not yet on the server (lost if they remove them). */
export async function privatePendingWrites(): Promise<number> {
  const uid = getSession()?.uid;
  return uid ? countPrivatePending(uid) : 0;
}

/**
 * Signs out and removes the member's to-dos, bookmarks and drafts from this device (a shared
 * one): the next person signing in here sees nothing of them. Signs out first, so nothing syncs
 * them back in between.
 */
export async function signOutRemovingPrivateData(): Promise<void> {
  const uid = getSession()?.uid;
  await signOut();
  if (uid) await removePrivateData(uid);
  notify('auth.privateDataRemoved');
}
