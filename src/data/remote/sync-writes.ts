import {
  Timestamp,
  collection,
  doc,
  getDocsFromServer,
  increment,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { samePostContent, type Author, type PostContent } from '../model/post';
import { DISPLAY_NAME_MAX, storablePhotoURL } from '../model/user';
import { firebaseAuth, firestore } from './firebase';
import { searchTokensOf } from '../search/search-tokens.mjs';
import { commentVersionOf } from './mirror-listeners';
import { postFromFirestore } from './posts';

// Replays one outbox entry. Every write runs in a transaction that first reads what it writes:
// - that read is what makes a replay idempotent (the like exists, the todo carries this entry's
//   key, the post is already at base version + 1 with this content), and
// - Firestore rejects a transaction whose reads changed before its commit, so a stale attempt
//   (from a tab that closed mid-replay) can never land on top of a newer one.
// Counters move only together with the document they count, guarded by its existence, as
// firestore.rules demand; they move with increment(), so the rules compare them with the
// server's current value, not with what this transaction happened to read. Timestamps the server
// keeps are the server's (serverTimestamp()); when the member wrote something is `writtenAt`.

/** An error with a Firestore-style code, for conditions found before the server is asked. */
export class SyncWriteError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SyncWriteError';
  }
}

const applied = (version: number | null = null): ApplyOutcome => ({ kind: 'applied', version });
const alreadyApplied = (version: number | null = null): ApplyOutcome => ({
  kind: 'already-applied',
  version,
});
const GONE: ApplyOutcome = { kind: 'gone' };

function numberField(data: DocumentData | undefined, field: string): number {
  const value = data?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function postContent(id: string, data: DocumentData): PostContent {
  const { title, category, tags, content } = postFromFirestore(id, data);
  return { title, category, tags, content };
}

type Refs = (path: string) => DocumentReference;

/** How far back firestore.rules accept `writtenAt` (30 days; a day of margin for clocks). */
const WRITTEN_AT_WINDOW_MS = 29 * 24 * 3_600_000;

/** When the member wrote it (the entry's time), within what the rules accept. */
export function writtenAt(entryCreatedAt: number, now = Date.now()): Timestamp {
  return Timestamp.fromMillis(Math.min(now, Math.max(entryCreatedAt, now - WRITTEN_AT_WINDOW_MS)));
}

/**
 * The author shown on what the member writes: their users document's name and photo, which is
 * what firestore.rules check. Read in the transaction, after its other reads (so the rules and
 * this write see the same document); `fix` writes what the rules need first: the document of an
 * account that has none, or a photo from before the rules (which falls back to the identicon).
 */
export interface Writer {
  author: Author;
  fix: () => void;
}

async function readWriter(tx: Transaction, ref: Refs, uid: string): Promise<Writer> {
  const user = ref(`users/${uid}`);
  const data = (await tx.get(user)).data();
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
 * Reads one document from the server in a read-only transaction: a direct read, which does not
 * wait on the listen channel (that may be backing off on a flaky network).
 */
function readFromServer(db: Firestore, path: string) {
  return runTransaction(db, (tx) => tx.get(doc(db, path)));
}

async function applyTodo(tx: Transaction, ref: Refs, entry: OutboxEntry): Promise<ApplyOutcome> {
  if (entry.op !== 'todo.create' && entry.op !== 'todo.update' && entry.op !== 'todo.delete') {
    throw new SyncWriteError('invalid-argument', `not a to-do entry: ${entry.op}`);
  }
  const todo = ref(entry.target);
  const snapshot = await tx.get(todo);
  const data = snapshot.data();
  switch (entry.op) {
    case 'todo.create': {
      if (snapshot.exists()) return alreadyApplied(numberField(data, 'version') || 1);
      const { text, done, order, createdAt } = entry.payload;
      const at = Timestamp.fromMillis(createdAt);
      tx.set(todo, {
        text,
        done,
        order,
        createdAt: at,
        updatedAt: at,
        version: 1,
        mutationId: entry.key,
      });
      return applied(1);
    }
    case 'todo.update': {
      // Deleted on another device: deleting wins over an edit of what is gone.
      if (!snapshot.exists()) return GONE;
      const version = numberField(data, 'version') || 1;
      if (data?.mutationId === entry.key) return alreadyApplied(version);
      // To-dos are last-writer-wins: no base-version check, but each change counts once.
      tx.update(todo, {
        ...entry.payload.change,
        updatedAt: Timestamp.fromMillis(entry.payload.updatedAt),
        version: version + 1,
        mutationId: entry.key,
      });
      return applied(version + 1);
    }
    case 'todo.delete':
      if (!snapshot.exists()) return alreadyApplied();
      tx.delete(todo);
      return applied();
  }
}

async function applyPost(tx: Transaction, ref: Refs, entry: OutboxEntry): Promise<ApplyOutcome> {
  if (entry.op !== 'post.create' && entry.op !== 'post.edit' && entry.op !== 'post.delete') {
    throw new SyncWriteError('invalid-argument', `not a post entry: ${entry.op}`);
  }
  const post = ref(entry.target);
  const snapshot = await tx.get(post);
  const data = snapshot.data();
  const version = numberField(data, 'version') || 1;
  switch (entry.op) {
    case 'post.create': {
      if (snapshot.exists()) {
        if (data?.uid === entry.uid) return alreadyApplied(version);
        throw new SyncWriteError('already-exists', `${entry.target} belongs to someone else`);
      }
      // A deleted post's id is never used again: firestore.rules refuse the create (the
      // tombstone is not read here, to keep this transaction's reads to the one document).
      const { author, fix } = await readWriter(tx, ref, entry.uid);
      const { title, category, tags, content } = entry.payload;
      fix();
      tx.set(post, {
        title,
        category,
        tags,
        content,
        searchTokens: searchTokensOf({ title, tags, content }),
        uid: entry.uid,
        author,
        hits: 0,
        likeCount: 0,
        commentCount: 0,
        bookmarkCount: 0,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        writtenAt: writtenAt(entry.createdAt),
        version: 1,
      });
      return applied(1);
    }
    case 'post.edit': {
      if (!data) return { kind: 'conflict', serverVersion: null, server: null };
      const base = entry.baseVersion ?? 0;
      const { title, category, tags, content } = entry.payload;
      if (version === base) {
        // A pinned notice moved to another category is unpinned with it (firestore.rules).
        const unpin =
          data.pinned === true && category !== 'notice'
            ? { pinned: false, pinnedAt: serverTimestamp() }
            : {};
        tx.update(post, {
          title,
          category,
          tags,
          content,
          searchTokens: searchTokensOf({ title, tags, content }),
          updatedAt: serverTimestamp(),
          version: base + 1,
          ...unpin,
        });
        return applied(base + 1);
      }
      const server = postContent(snapshot.id, data);
      // Our own edit, applied before its acknowledgement was lost.
      if (version === base + 1 && samePostContent(server, entry.payload))
        return alreadyApplied(version);
      return { kind: 'conflict', serverVersion: version, server };
    }
    case 'post.delete': {
      if (!data) return alreadyApplied();
      if (version !== entry.baseVersion) {
        return { kind: 'conflict', serverVersion: version, server: postContent(snapshot.id, data) };
      }
      // The tombstone goes in the same commit: the id is never used again, nothing more can be
      // added under it, and its comments, likes and views follow (clearDeletedPost).
      tx.delete(post);
      tx.set(ref(`deletedPosts/${snapshot.id}`), {
        uid: String(data.uid ?? ''),
        deletedBy: entry.uid,
        deletedAt: serverTimestamp(),
      });
      return applied();
    }
  }
}

/**
 * The author edits their comment's text, versioned like a post edit: applied only on top of the
 * version it was made against, a conflict otherwise (the member chooses on the sync page).
 */
async function applyCommentEdit(
  tx: Transaction,
  ref: Refs,
  entry: OutboxEntry,
): Promise<ApplyOutcome> {
  if (entry.op !== 'comment.edit') throw new SyncWriteError('invalid-argument', entry.op);
  const comment = ref(entry.target);
  const snapshot = await tx.get(comment);
  const data = snapshot.data();
  if (!data) return { kind: 'conflict', serverVersion: null, server: null, serverText: null };
  const version = commentVersionOf(data);
  const base = entry.baseVersion ?? 1;
  const { text } = entry.payload;
  if (version === base) {
    tx.update(comment, { text, edited: true, updatedAt: serverTimestamp(), version: base + 1 });
    return applied(base + 1);
  }
  const serverText = typeof data.text === 'string' ? data.text : '';
  // Our own edit, applied before its acknowledgement was lost.
  if (version === base + 1 && serverText === text) return alreadyApplied(version);
  return { kind: 'conflict', serverVersion: version, server: null, serverText };
}

/** Pins or unpins a notice. Not versioned: a pin never conflicts with an edit of the content. */
async function applyPin(tx: Transaction, ref: Refs, entry: OutboxEntry): Promise<ApplyOutcome> {
  if (entry.op !== 'post.pin') throw new SyncWriteError('invalid-argument', entry.op);
  const post = ref(entry.target);
  const snapshot = await tx.get(post);
  const data = snapshot.data();
  if (!data) return GONE;
  const version = numberField(data, 'version') || 1;
  const { pinned } = entry.payload;
  if ((data.pinned === true) === pinned) return alreadyApplied(version);
  tx.update(post, { pinned, pinnedAt: serverTimestamp() });
  return applied(version);
}

type CountedField = 'likeCount' | 'bookmarkCount' | 'commentCount';

/**
 * Creates or deletes a document counted by `field` on its post, moving the counter with it by
 * increment(±1). The post is read before the transaction (`postExists`), not in it: others'
 * views and likes change the post all the time, and a transaction that read it would lose the
 * race to each of them. The counted document is read in it, which keeps a replay idempotent.
 */
async function applyCounted(
  tx: Transaction,
  ref: Refs,
  entry: OutboxEntry,
  field: CountedField,
  postExists: boolean,
  create: ((author: Author | null) => DocumentData) | null,
  { withAuthor = false }: { withAuthor?: boolean } = {},
): Promise<ApplyOutcome> {
  const post = ref(entry.lane);
  const counted = ref(entry.target);
  const countedSnapshot = await tx.get(counted);
  const names = field === 'commentCount' ? { lastCommentId: counted.id } : {};
  if (create) {
    if (countedSnapshot.exists()) return alreadyApplied();
    if (!postExists) {
      // What the member wrote is not dropped unseen: the sync page says why it stopped.
      if (field === 'commentCount')
        throw new SyncWriteError('post-deleted', `${entry.lane} was deleted`);
      return GONE;
    }
    const writer = withAuthor ? await readWriter(tx, ref, entry.uid) : null;
    writer?.fix();
    tx.set(counted, create(writer?.author ?? null));
    tx.update(post, { [field]: increment(1), ...names });
    return applied();
  }
  if (!countedSnapshot.exists()) return alreadyApplied();
  tx.delete(counted);
  // Of a deleted post the counted document goes without a counter to move (see the rules).
  if (postExists) tx.update(post, { [field]: increment(-1), ...names });
  return applied();
}

function applyInTransaction(
  tx: Transaction,
  db: Firestore,
  entry: OutboxEntry,
  postExists: boolean,
): Promise<ApplyOutcome> {
  const ref: Refs = (path) => doc(db, path);
  switch (entry.op) {
    case 'todo.create':
    case 'todo.update':
    case 'todo.delete':
      return applyTodo(tx, ref, entry);
    case 'post.create':
    case 'post.edit':
    case 'post.delete':
      return applyPost(tx, ref, entry);
    case 'post.pin':
      return applyPin(tx, ref, entry);
    case 'post.like':
      return applyCounted(tx, ref, entry, 'likeCount', postExists, () => ({
        createdAt: serverTimestamp(),
      }));
    case 'post.unlike':
      return applyCounted(tx, ref, entry, 'likeCount', postExists, null);
    case 'bookmark.add': {
      const { postCreatedAt, title, category, tags, author } = entry.payload;
      return applyCounted(tx, ref, entry, 'bookmarkCount', postExists, () => ({
        title,
        category,
        tags,
        author: {
          displayName: author.displayName.slice(0, DISPLAY_NAME_MAX),
          // A photo the rules would not accept (written before them) shows as the identicon.
          photoURL: /^https?:\/\/[^/]+\/v0\/b\//.test(author.photoURL) ? author.photoURL : '',
        },
        postCreatedAt: Timestamp.fromMillis(postCreatedAt),
        createdAt: serverTimestamp(),
      }));
    }
    case 'bookmark.remove':
      return applyCounted(tx, ref, entry, 'bookmarkCount', postExists, null);
    case 'comment.add':
      return applyCounted(
        tx,
        ref,
        entry,
        'commentCount',
        postExists,
        (author) => ({
          text: entry.payload.text,
          uid: entry.uid,
          author,
          createdAt: serverTimestamp(),
          writtenAt: writtenAt(entry.createdAt),
        }),
        { withAuthor: true },
      );
    case 'comment.edit':
      return applyCommentEdit(tx, ref, entry);
    case 'comment.delete':
      return applyCounted(tx, ref, entry, 'commentCount', postExists, null);
    case 'image.upload':
      throw new SyncWriteError('invalid-argument', 'uploads go through uploadImage');
  }
}

/** Writes per commit when clearing a deleted post (Firestore allows 500). */
const CLEAR_CHUNK = 400;

/**
 * Deletes what hangs off a deleted post (comments, likes, views) in commits of CLEAR_CHUNK,
 * until none is left. The post is gone for readers from its own commit; nothing can be added
 * under it since (the tombstone), so this ends. Run again, it carries on where it stopped.
 */
export async function clearDeletedPost(db: Firestore, postId: string): Promise<number> {
  let removed = 0;
  for (const name of ['comments', 'likes', 'views']) {
    for (;;) {
      // From the server, never the cache: a client that believes it is offline answers getDocs
      // from its cache, where the likes may be missing, and the clearing would stop with them
      // left behind under the deleted post while its entry was acknowledged.
      const page = await getDocsFromServer(
        query(collection(db, 'posts', postId, name), limit(CLEAR_CHUNK)),
      );
      if (page.empty) break;
      const batch = writeBatch(db);
      page.docs.forEach((child) => batch.delete(child.ref));
      await batch.commit();
      removed += page.size;
    }
  }
  return removed;
}

/** What firestore.rules let only members with a verified email write. */
const NEEDS_VERIFIED = new Set(['post.create', 'post.edit', 'comment.add', 'comment.edit']);

const COUNTED_OPS = new Set([
  'post.like',
  'post.unlike',
  'bookmark.add',
  'bookmark.remove',
  'comment.add',
  'comment.delete',
]);

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
  if (NEEDS_VERIFIED.has(entry.op) && !user.emailVerified) {
    // Perhaps verified since (in another tab, from the email): ask Auth, then use a token that
    // says so, as firestore.rules read it from the token.
    await user.reload();
    if (!user.emailVerified)
      throw new SyncWriteError('unverified', 'posting and commenting need a verified email');
    await user.getIdToken(true);
  }
  const db = firestore();
  const postExists = COUNTED_OPS.has(entry.op)
    ? (await readFromServer(db, entry.lane)).exists()
    : false;
  const outcome = await runTransaction(db, (tx) => {
    signal?.throwIfAborted();
    return applyInTransaction(tx, db, entry, postExists);
  });
  if (entry.op === 'post.delete') {
    // Also when the post was already gone: a replay finishes a clearing that was cut short.
    const tombstone = await readFromServer(db, `deletedPosts/${entry.postId}`);
    if (tombstone.exists()) await clearDeletedPost(db, entry.postId);
  }
  return outcome;
}
