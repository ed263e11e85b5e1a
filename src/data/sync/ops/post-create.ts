import { db } from '../../local/database';
import { imageSlotsIn } from '../../model/image-slots';
import { postTextFields } from '../../search/search-tokens.mjs';
import {
  alreadyApplied,
  applied,
  ON_POST,
  settlePostWrite,
  SyncWriteError,
  versionOf,
  withImageUrls,
  writtenAtMillis,
} from './shared';
import { mentionsOf, postNotices } from './notices';
import type { OpDefinition } from './types';

/**
 * A new post, version 1, under an id made on the device, with a notification to each member it
 * mentions in the same commit (notices.ts).
 */
export const postCreate: OpDefinition<'post.create'> = {
  ...ON_POST,
  /** The new post shows on the board at once, pending, with its counters at zero. */
  async applyLocal(entry) {
    const { postId, uid, payload } = entry;
    const { author, title, category, tags, content } = payload;
    const at = new Date(entry.createdAt);
    await db.posts.add({
      kind: 'post',
      id: postId,
      title,
      category,
      tags,
      content,
      ...mentionsOf(entry),
      uid,
      author,
      hits: 0,
      likeCount: 0,
      commentCount: 0,
      bookmarkCount: 0,
      createdAt: at,
      updatedAt: at,
      version: 1,
      pinnedAt: null,
      pending: true,
    });
  },
  needsVerifiedEmail: true,
  createsDocument: true,
  budget: 'post',
  prepare: withImageUrls,
  async applyRemote(entry, tx) {
    const post = await tx.get(entry.target);
    if (post.exists) {
      if (post.data?.uid === entry.uid) return alreadyApplied(versionOf(post));
      throw new SyncWriteError('already-exists', `${entry.target} belongs to someone else`);
    }
    // A deleted post's id is never used again: firestore.rules refuse the create (the
    // tombstone is not read here, to keep this transaction's reads to the one document).
    const { author, fix } = await tx.writer(entry.uid);
    fix();
    tx.set(entry.target, {
      ...postTextFields(entry.payload),
      ...mentionsOf(entry),
      // The member's image slots it shows: what keeps them from being taken for orphans.
      images: imageSlotsIn(entry.payload.content, entry.uid),
      uid: entry.uid,
      author,
      hits: 0,
      likeCount: 0,
      commentCount: 0,
      bookmarkCount: 0,
      createdAt: tx.serverTime(),
      updatedAt: tx.serverTime(),
      writtenAt: tx.timestamp(writtenAtMillis(entry.createdAt)),
      version: 1,
      // Until a moderator hides it: the board's and search's queries ask for `hidden == false`.
      hidden: false,
    });
    // A replay found the post above and wrote nothing: each member is told once.
    postNotices(entry, tx, author);
    return applied(1);
  },
  settle: (entry, { sent, version }) => settlePostWrite(entry, sent.payload.content, version),
  async undo(entry) {
    await db.posts.delete(entry.postId);
    return [];
  },
};
