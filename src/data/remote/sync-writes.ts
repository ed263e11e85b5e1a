import {
  Timestamp,
  collection,
  doc,
  getDocs,
  increment,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { DISPLAY_NAME_MAX, storablePhotoURL } from '../model/user';
import { COUNTING_OPS, VERIFIED_OPS, applyRemote, type ServerTransaction } from '../sync/ops';
import type { Writer } from '../sync/ops/types';
import { SyncWriteError } from '../sync/ops/shared';
import { liteFirestore, readDocumentFromServer } from './direct-reads';
import { firebaseAuth } from './firebase';

// Replays one outbox entry. What each operation writes is defined with the operation
// (../sync/ops/); here it runs in a Firestore transaction that first reads what it writes. It
// goes through Firestore Lite (plain requests, see direct-reads.ts): a replay needs no listen
// channel, and this module depends on nothing that exists only in a page.
// - that read is what makes a replay idempotent (the like exists, the todo carries this entry's
//   key, the post is already at base version + 1 with this content), and
// - Firestore rejects a transaction whose reads changed before its commit, so a stale attempt
//   (from a tab that closed mid-replay) can never land on top of a newer one.
// Counters move only together with the document they count, guarded by its existence, as
// firestore.rules demand; they move with increment(), so the rules compare them with the
// server's current value, not with what this transaction happened to read. Timestamps the server
// keeps are the server's (serverTimestamp()); when the member wrote something is `writtenAt`.

export { SyncWriteError };

/**
 * The author shown on what the member writes: their users document's name and photo, which is
 * what firestore.rules check. Read directly, not in the transaction: the users document is read
 * by every post and comment the member replays, on lanes side by side, and by the rules; a
 * transaction's read would lock it against them all (and against the member saving their
 * profile). `fix` writes what the rules need first: the document of an account that has none,
 * or a photo from before the rules (which falls back to the identicon). Should the member rename
 * themselves between this read and the commit, the rules refuse it and the write is tried once
 * more with a fresh read (see applyMutation).
 */
async function readWriter(tx: Transaction, db: Firestore, uid: string): Promise<Writer> {
  const user = doc(db, `users/${uid}`);
  const { data } = await readDocumentFromServer(`users/${uid}`);
  if (!data) {
    const account = firebaseAuth().currentUser;
    const email = account?.email ?? '';
    const displayName = (account?.displayName || email.split('@')[0] || '').slice(
      0,
      DISPLAY_NAME_MAX,
    );
    const author = { displayName, photoURL: '' };
    return {
      author,
      fix: () => tx.set(user, { ...author, email, language: 'ko', createdAt: serverTimestamp() }),
    };
  }
  const displayName = typeof data.displayName === 'string' ? data.displayName : '';
  const stored = typeof data.photoURL === 'string' ? data.photoURL : '';
  const photoURL = storablePhotoURL(uid, stored);
  return {
    author: { displayName, photoURL },
    fix: () => {
      if (photoURL !== stored || typeof data.displayName !== 'string')
        tx.update(user, { displayName, photoURL });
    },
  };
}

/**
 * A Firestore transaction as the operations see it (ServerTransaction): paths for references,
 * the SDK's field values, and the writer read as the rules will check it.
 */
function serverTransaction(db: Firestore, tx: Transaction): ServerTransaction {
  const ref = (path: string) => doc(db, path);
  return {
    async get(path) {
      const snapshot = await tx.get(ref(path));
      return { id: snapshot.id, exists: snapshot.exists(), data: snapshot.data() };
    },
    set: (path, data) => void tx.set(ref(path), data),
    update: (path, data) => void tx.update(ref(path), data),
    delete: (path) => void tx.delete(ref(path)),
    writer: (uid) => readWriter(tx, db, uid),
    serverTime: serverTimestamp,
    increment,
    timestamp: (ms) => Timestamp.fromMillis(ms),
  };
}

/** Writes per commit when clearing a deleted post (Firestore allows 500). */
const CLEAR_CHUNK = 400;

/**
 * Deletes what hangs off a deleted post (comments, likes, views) in commits of CLEAR_CHUNK,
 * until none is left. The post is gone for readers from its own commit; nothing can be added
 * under it since (the tombstone), so this ends. Run again, it carries on where it stopped.
 */
export async function clearDeletedPost(postId: string): Promise<number> {
  const db = liteFirestore();
  let removed = 0;
  for (const name of ['comments', 'likes', 'views']) {
    for (;;) {
      // Lite reads only the server (it has no cache): offline, this fails and the entry stays,
      // never reporting the post cleared with its likes left behind.
      const page = await getDocs(query(collection(db, 'posts', postId, name), limit(CLEAR_CHUNK)));
      if (page.empty) break;
      const batch = writeBatch(db);
      page.docs.forEach((child) => batch.delete(child.ref));
      await batch.commit();
      removed += page.size;
    }
  }
  return removed;
}

/**
 * Sends one entry as its member. `signal` stops the transaction from being retried by the SDK
 * once the replayer has given up on this attempt, so an old attempt never re-runs later.
 */
export async function applyMutation(
  entry: OutboxEntry,
  signal?: AbortSignal,
): Promise<ApplyOutcome> {
  const user = firebaseAuth().currentUser;
  if (!user || user.isAnonymous || user.uid !== entry.uid) {
    throw new SyncWriteError(
      'unauthenticated',
      'the entry belongs to a member who is not signed in',
    );
  }
  if (VERIFIED_OPS.has(entry.op) && !user.emailVerified) {
    // Perhaps verified since (in another tab, from the email): ask Auth, then use a token that
    // says so, as firestore.rules read it from the token.
    await user.reload();
    if (!user.emailVerified)
      throw new SyncWriteError('unverified', 'posting and commenting need a verified email');
    await user.getIdToken(true);
  }
  const db = liteFirestore();
  const postExists = COUNTING_OPS.has(entry.op)
    ? (await readDocumentFromServer(entry.lane)).data !== undefined
    : false;
  let readAuthor = false;
  const attempt = () =>
    runTransaction(db, (tx) => {
      signal?.throwIfAborted();
      const server = serverTransaction(db, tx);
      const writer = server.writer;
      server.writer = (uid) => {
        readAuthor = true;
        return writer(uid);
      };
      return applyRemote(entry, server, { postExists });
    });
  let outcome: ApplyOutcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // The author was read outside the transaction: a rename in between is refused by the
    // rules once; the second try reads the new name. Anything else refused is refused again.
    if (!readAuthor || (error as { code?: string }).code !== 'permission-denied') throw error;
    outcome = await attempt();
  }
  if (entry.op === 'post.delete') {
    // Also when the post was already gone: a replay finishes a clearing that was cut short.
    const tombstone = await readDocumentFromServer(`deletedPosts/${entry.postId}`);
    if (tombstone.data) await clearDeletedPost(entry.postId);
  }
  return outcome;
}
