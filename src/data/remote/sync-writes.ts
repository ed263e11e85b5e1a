import {
  Timestamp,
  collection,
  doc,
  getDocs,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { samePostContent, type PostContent } from '../model/post';
import { firebaseAuth, firestore } from './firebase';
import { searchTokensOf } from '../search/search-tokens.mjs';
import { postFromFirestore } from './posts';

// Replays one outbox entry. Every write runs in a transaction that first reads what it writes:
// - that read is what makes a replay idempotent (the like exists, the todo carries this entry's
//   key, the post is already at base version + 1 with this content), and
// - Firestore rejects a transaction whose reads changed before its commit, so a stale attempt
//   (from a tab that closed mid-replay) can never land on top of a newer one.
// Counters move only together with the document they count, guarded by its existence, as
// firestore.rules demand.

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

async function applyPost(
  tx: Transaction,
  ref: Refs,
  entry: OutboxEntry,
  children: readonly DocumentReference[],
): Promise<ApplyOutcome> {
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
      const { title, category, tags, content, author } = entry.payload;
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
        version: 1,
      });
      return applied(1);
    }
    case 'post.edit': {
      if (!data) return { kind: 'conflict', serverVersion: null, server: null };
      const base = entry.baseVersion ?? 0;
      const { title, category, tags, content } = entry.payload;
      if (version === base) {
        tx.update(post, {
          title,
          category,
          tags,
          content,
          searchTokens: searchTokensOf({ title, tags, content }),
          updatedAt: serverTimestamp(),
          version: base + 1,
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
      tx.delete(post);
      // Its comments and likes go with it, in the same commit (firestore.rules allow the author
      // and admins exactly that), so none is left behind pointing at nothing.
      children.forEach((child) => tx.delete(child));
      return applied();
    }
  }
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

/** Creates or deletes a document counted by `field` on its post, moving the counter with it. */
async function applyCounted(
  tx: Transaction,
  ref: Refs,
  entry: OutboxEntry,
  field: 'likeCount' | 'bookmarkCount' | 'commentCount',
  create: DocumentData | null,
): Promise<ApplyOutcome> {
  const post = ref(entry.lane);
  const counted = ref(entry.target);
  const [postSnapshot, countedSnapshot] = [await tx.get(post), await tx.get(counted)];
  const count = numberField(postSnapshot.data(), field);
  if (create) {
    if (countedSnapshot.exists()) return alreadyApplied();
    if (!postSnapshot.exists()) return GONE;
    tx.set(counted, create);
    tx.update(post, { [field]: count + 1 });
    return applied();
  }
  if (!countedSnapshot.exists()) return alreadyApplied();
  tx.delete(counted);
  // Of a deleted post the counted document may go without a counter to move (see the rules).
  if (postSnapshot.exists()) tx.update(post, { [field]: Math.max(0, count - 1) });
  return applied();
}

function applyInTransaction(
  tx: Transaction,
  db: Firestore,
  entry: OutboxEntry,
  children: readonly DocumentReference[],
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
      return applyPost(tx, ref, entry, children);
    case 'post.pin':
      return applyPin(tx, ref, entry);
    case 'post.like':
      return applyCounted(tx, ref, entry, 'likeCount', { createdAt: serverTimestamp() });
    case 'post.unlike':
      return applyCounted(tx, ref, entry, 'likeCount', null);
    case 'bookmark.add': {
      const { postCreatedAt, ...summary } = entry.payload;
      return applyCounted(tx, ref, entry, 'bookmarkCount', {
        ...summary,
        postCreatedAt: Timestamp.fromMillis(postCreatedAt),
        createdAt: serverTimestamp(),
      });
    }
    case 'bookmark.remove':
      return applyCounted(tx, ref, entry, 'bookmarkCount', null);
    case 'comment.add':
      return applyCounted(tx, ref, entry, 'commentCount', {
        text: entry.payload.text,
        uid: entry.uid,
        author: entry.payload.author,
        createdAt: serverTimestamp(),
      });
    case 'comment.delete':
      return applyCounted(tx, ref, entry, 'commentCount', null);
    case 'image.upload':
      throw new SyncWriteError('invalid-argument', 'uploads go through uploadImage');
  }
}

/** A transaction holds at most 500 writes: the post itself, and this many of its children. */
const MAX_CHILDREN = 499;

/** The comments and likes of a post, to delete with it (read just before its transaction). */
async function postChildren(db: Firestore, postId: string): Promise<DocumentReference[]> {
  const [comments, likes] = await Promise.all([
    getDocs(collection(db, 'posts', postId, 'comments')),
    getDocs(collection(db, 'posts', postId, 'likes')),
  ]);
  return [...comments.docs, ...likes.docs].map((d) => d.ref).slice(0, MAX_CHILDREN);
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
  if (!user || user.uid !== entry.uid) {
    throw new SyncWriteError(
      'unauthenticated',
      'the entry belongs to a member who is not signed in',
    );
  }
  const db = firestore();
  const children = entry.op === 'post.delete' ? await postChildren(db, entry.postId) : [];
  return runTransaction(db, (tx) => {
    signal?.throwIfAborted();
    return applyInTransaction(tx, db, entry, children);
  });
}
