import { comment as commentRule } from '../../../lib/validation';
import { db } from '../../local/database';
import { MENTIONS_MAX } from '../../model/mention';
import { mentionsIn } from '../../model/mention-writing';
import { newDocId } from '../ids';
import { LocalWriteError, localWrite, postWrite } from '../local-write';
import { enqueue } from '../outbox';
import type { Moderation, PostAuthor } from './post-commands';

/**
 * Comments on the post `postId`, offline too; returns the comment's id. The `@[uid]` tokens of
 * its text mention those members (at most MENTIONS_MAX), who are notified with it.
 */
export function addComment(author: PostAuthor, postId: string, text: string): Promise<string> {
  return addToThread(author, postId, text, undefined);
}

/**
 * Replies to the top-level comment `parentId` (one level: a reply is not answered), offline too:
 * the reply row, the post's and the parent's counts move on the device at once, and the entry
 * replays in the post's lane, after the parent's own entry if it is still waiting. Returns the
 * reply's id.
 */
export function addReply(
  author: PostAuthor,
  postId: string,
  parentId: string,
  text: string,
): Promise<string> {
  return addToThread(author, postId, text, parentId);
}

/** A comment (no `parentId`) or a reply: checked, then its row and entry in one transaction. */
async function addToThread(
  author: PostAuthor,
  postId: string,
  text: string,
  parentId: string | undefined,
): Promise<string> {
  const error = commentRule(text);
  if (error) throw new LocalWriteError(error);
  const commentId = newDocId();
  const { uid, displayName, photoURL } = author;
  await postWrite(postId, [db.posts, db.comments, db.outbox], async () => {
    const [post, parent] = await Promise.all([
      db.posts.get(postId),
      parentId === undefined ? undefined : db.comments.get(parentId),
    ]);
    if (!post) throw new LocalWriteError('posts.error.missing');
    if (parentId !== undefined) {
      if (parent?.postId !== postId) throw new LocalWriteError('posts.reply.error.parentMissing');
      if (parent.parentId !== undefined) throw new LocalWriteError('posts.reply.error.nested');
    }
    const clean = text.trim();
    // The members it mentions are those its tokens name (model/mention.ts), never the writer.
    const mentions = mentionsIn(clean, uid);
    if (mentions.length > MENTIONS_MAX) throw new LocalWriteError('posts.mention.error.tooMany');
    const payload = {
      text: clean,
      author: { displayName, photoURL },
      ...(mentions.length > 0 ? { mentions } : {}),
    };
    await enqueue(
      uid,
      parentId === undefined
        ? { op: 'comment.add', postId, commentId, payload }
        : { op: 'comment.reply', postId, commentId, parentId, payload },
      { summary: clean },
    );
  });
  return commentId;
}

/**
 * Deletes the member's own comment, or (`asAdmin`) anyone's: an admin may delete one this device
 * has not mirrored (from the admin's list), passing its text for the sync page.
 */
export async function deleteComment(
  uid: string,
  postId: string,
  commentId: string,
  { asAdmin = false, text = '' }: Moderation & { text?: string } = {},
): Promise<void> {
  await localWrite([db.posts, db.comments, db.outbox], async () => {
    const row = await db.comments.get(commentId);
    if (!asAdmin && row?.uid !== uid) throw new LocalWriteError('posts.error.notOwner');
    await enqueue(
      uid,
      { op: 'comment.delete', postId, commentId, payload: {} },
      { summary: row?.text ?? text },
    );
  });
}

/**
 * Edits the member's own comment. Like a post edit, the entry carries the version the edit was
 * made against; the server applies it only on top of that version, and reports a conflict
 * otherwise. A second edit while the first waits builds on the first.
 */
export async function editComment(uid: string, commentId: string, text: string): Promise<void> {
  const error = commentRule(text);
  if (error) throw new LocalWriteError(error);
  const clean = text.trim();
  await localWrite([db.comments, db.outbox], async () => {
    const row = await db.comments.get(commentId);
    if (!row) throw new LocalWriteError('posts.error.missing');
    if (row.uid !== uid) throw new LocalWriteError('posts.error.notOwner');
    if (row.text === clean) return;
    await enqueue(
      uid,
      { op: 'comment.edit', postId: row.postId, commentId, payload: { text: clean } },
      { summary: clean, baseVersion: row.version },
    );
  });
}
