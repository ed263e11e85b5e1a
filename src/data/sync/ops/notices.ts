import {
  commentRecipients,
  notificationFields,
  notificationIdOf,
  notificationPath,
  postRecipients,
} from '../../model/notification';
import type { Author } from '../../model/post';
import type { Notices } from './shared';
import { textOf } from './shared';
import type { EntryOf, ServerContext, ServerTransaction } from './types';

// The notifications an event's commit writes beside it (src/data/model/notification.ts): the
// actor's client writes them, in the same commit, so firestore.rules can tie each to its event.
// Their ids come from the event, so a replay (which finds the event there and writes nothing)
// never doubles one. The post's author and title come from the post as read before the
// transaction (ServerContext.post), a reply's parent's author from the parent read with it; a new
// post's title from the post itself.

/** The post's author and title as the server had them, or null (not there, not read). */
function postOf(context: ServerContext): { uid: string; title: string } | null {
  const post = context.post;
  if (!post) return null;
  const uid = textOf(post.uid);
  return uid ? { uid, title: textOf(post.title) } : null;
}

/**
 * A new comment's or reply's notifications: to the post's author (a comment), the parent's author
 * (a reply), and each member it mentions; never to its own author.
 */
export function commentNotices(
  entry: EntryOf<'comment.add'> | EntryOf<'comment.reply'>,
  tx: ServerTransaction,
  context: ServerContext,
  mentions: readonly string[] = [],
): Notices {
  return {
    created(author: Author | null) {
      const post = postOf(context);
      if (!post || !author) return;
      const recipients = commentRecipients({
        actor: entry.uid,
        postAuthor: post.uid,
        parentAuthor: entry.op === 'comment.reply' ? textOf(context.parent?.uid) : undefined,
        mentions,
      });
      const id = notificationIdOf({ kind: 'comment', commentId: entry.commentId });
      for (const { uid, kind } of recipients) {
        tx.set(notificationPath(uid, id), {
          ...notificationFields({
            kind,
            actor: entry.uid,
            actorName: author.displayName,
            postId: entry.postId,
            postTitle: post.title,
            commentId: entry.commentId,
          }),
          createdAt: tx.serverTime(),
        });
      }
    },
  };
}

/**
 * A new post's notifications: to each member it mentions (`p_{postId}`, no comment), never to its
 * author. `author` is the writer as the commit writes them.
 */
export function postNotices(
  entry: EntryOf<'post.create'>,
  tx: ServerTransaction,
  author: Author,
): void {
  const id = notificationIdOf({ kind: 'post', postId: entry.postId });
  for (const uid of postRecipients({ actor: entry.uid, mentions: entry.payload.mentions })) {
    tx.set(notificationPath(uid, id), {
      ...notificationFields({
        kind: 'mention',
        actor: entry.uid,
        actorName: author.displayName,
        postId: entry.postId,
        postTitle: entry.payload.title,
      }),
      createdAt: tx.serverTime(),
    });
  }
}

/**
 * A post's or comment's `mentions` field, when it mentions anyone (written with it, kept on its
 * row).
 */
export function mentionsOf(
  entry: EntryOf<'comment.add'> | EntryOf<'comment.reply'> | EntryOf<'post.create'>,
): {
  mentions?: string[];
} {
  const mentions = entry.payload.mentions ?? [];
  return mentions.length > 0 ? { mentions: [...mentions] } : {};
}

/** The like's notification to the post's author (none of a like of one's own post). */
function likeNoticePath(entry: EntryOf<'post.like'> | EntryOf<'post.unlike'>, to: string): string {
  return notificationPath(
    to,
    notificationIdOf({ kind: 'like', postId: entry.postId, actor: entry.uid }),
  );
}

/** Whether a like of this post notifies anyone: its author is someone else. */
export function likeNotifies(entry: { uid: string }, context: ServerContext): boolean {
  const post = postOf(context);
  return post !== null && post.uid !== entry.uid;
}

export function likeNotices(
  entry: EntryOf<'post.like'> | EntryOf<'post.unlike'>,
  tx: ServerTransaction,
  context: ServerContext,
): Notices {
  const post = postOf(context);
  const notifies = likeNotifies(entry, context);
  return {
    created(author: Author | null) {
      if (!post || !notifies || !author) return;
      tx.set(likeNoticePath(entry, post.uid), {
        ...notificationFields({
          kind: 'like',
          actor: entry.uid,
          actorName: author.displayName,
          postId: entry.postId,
          postTitle: post.title,
        }),
        createdAt: tx.serverTime(),
      });
    },
    deleted() {
      if (post && notifies) tx.delete(likeNoticePath(entry, post.uid));
    },
  };
}

/**
 * The notifications a comment or reply sent, deleted in the commit that hides it: who they went
 * to is computed again from the comment as the server has it (its author, parent, mentions) and
 * its post's author, so a notification never leads to what a moderator hid.
 */
export function hiddenCommentNotices(
  tx: ServerTransaction,
  commentId: string,
  comment: Record<string, unknown>,
  postAuthor: string | undefined,
  parentAuthor: string | undefined,
): void {
  const mentions = Array.isArray(comment.mentions)
    ? comment.mentions.filter((uid): uid is string => typeof uid === 'string')
    : [];
  const recipients = commentRecipients({
    actor: textOf(comment.uid),
    postAuthor,
    parentAuthor: typeof comment.parentId === 'string' ? (parentAuthor ?? '') : undefined,
    mentions,
  });
  const id = notificationIdOf({ kind: 'comment', commentId });
  for (const { uid } of recipients) tx.delete(notificationPath(uid, id));
}

/**
 * The notifications a post's mentions sent, deleted in the commit that hides it (its `mentions`
 * as the server has them). Its likes' and comments' stay with their recipients: opening one reads
 * that the post was hidden.
 */
export function hiddenPostNotices(
  tx: ServerTransaction,
  postId: string,
  post: Record<string, unknown>,
): void {
  const mentions = Array.isArray(post.mentions)
    ? post.mentions.filter((uid): uid is string => typeof uid === 'string')
    : [];
  const id = notificationIdOf({ kind: 'post', postId });
  for (const uid of mentions) if (uid !== post.uid) tx.delete(notificationPath(uid, id));
}
