import { commentAnchor } from './comment';

// Notifications: one document per recipient and event, `users/{uid}/notifications/{id}`, written
// by the actor's own client in the same commit as the event (a comment, a reply, a mention, a
// like), and tied to it by firestore.rules: the event must be created in that commit, by the
// writer, and point at the recipient. Only the recipient reads them, marks them read, or deletes
// them (docs/notifications.md).

/** What happened: a comment on my post, a reply to my comment, a mention of me, a like of my post. */
export type NotificationKind = 'comment' | 'reply' | 'mention' | 'like';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'comment',
  'reply',
  'mention',
  'like',
];

/** The list's page, and the window of the newest the app listens to. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** Size bounds, as firestore.rules check them. */
export const NOTIFICATION_NAME_MAX = 64;
export const NOTIFICATION_TITLE_MAX = 200;

export interface Notification {
  /** Made from the event (notificationIdOf), so a replayed commit writes the same document. */
  id: string;
  /** The recipient. */
  uid: string;
  kind: NotificationKind;
  /** Who did it: the comment's or reply's author, the liker. */
  actor: string;
  /** Their name when they did it (a copy, as a comment keeps its author's). */
  actorName: string;
  postId: string;
  /** The post's title when it happened. */
  postTitle: string;
  /** The comment or reply it is about (absent for a like, and for a post's mention). */
  commentId?: string;
  /** The server's time of the event's commit. */
  createdAt: Date;
  read: boolean;
}

export const notificationsPath = (uid: string) => `users/${uid}/notifications`;
export const notificationPath = (uid: string, id: string) => `users/${uid}/notifications/${id}`;

/**
 * A notification's id, one per recipient and event: a comment's or reply's (whatever it says to
 * the recipient: a reply, a comment on their post or a mention, once), a post's mention of them,
 * and a member's like of a post. A like undone and given again writes the same one.
 */
export function notificationIdOf(
  event:
    | { kind: 'comment'; commentId: string }
    | { kind: 'post'; postId: string }
    | { kind: 'like'; postId: string; actor: string },
): string {
  switch (event.kind) {
    case 'comment':
      return `c_${event.commentId}`;
    case 'post':
      return `p_${event.postId}`;
    case 'like':
      return `l_${event.postId}_${event.actor}`;
  }
}

/** Who hears of a new post: each member it mentions, once, never its author. */
export function postRecipients({
  actor,
  mentions = [],
}: {
  actor: string;
  mentions?: readonly string[];
}): string[] {
  return [...new Set(mentions)].filter((uid) => uid && uid !== actor);
}

/** Who hears of a new comment or reply, and as what: each member once, never its author. */
export function commentRecipients({
  actor,
  postAuthor,
  parentAuthor,
  mentions = [],
}: {
  actor: string;
  /** The post's author (heard of top-level comments). */
  postAuthor: string | undefined;
  /** A reply's parent comment's author (heard of replies to it); undefined for a comment. */
  parentAuthor?: string | undefined;
  mentions?: readonly string[];
}): Array<{ uid: string; kind: NotificationKind }> {
  const recipients = new Map<string, NotificationKind>();
  const add = (uid: string | undefined, kind: NotificationKind) => {
    if (uid && uid !== actor && !recipients.has(uid)) recipients.set(uid, kind);
  };
  if (parentAuthor !== undefined) add(parentAuthor, 'reply');
  else add(postAuthor, 'comment');
  for (const uid of mentions) add(uid, 'mention');
  return [...recipients].map(([uid, kind]) => ({ uid, kind }));
}

/** The document written for a recipient (without its server time, which the caller adds). */
export function notificationFields(event: {
  kind: NotificationKind;
  actor: string;
  actorName: string;
  postId: string;
  postTitle: string;
  commentId?: string;
}): Record<string, unknown> {
  return {
    kind: event.kind,
    actor: event.actor,
    actorName: event.actorName.slice(0, NOTIFICATION_NAME_MAX),
    postId: event.postId,
    postTitle: event.postTitle.slice(0, NOTIFICATION_TITLE_MAX),
    ...(event.commentId !== undefined ? { commentId: event.commentId } : {}),
    read: false,
  };
}

/**
 * Which words a line says: its kind's, but a mention in a post itself (no comment) has its own
 * ("… mentioned you in their post …").
 */
export type NotificationWording = NotificationKind | 'postMention';

export const notificationWording = (
  n: Pick<Notification, 'kind' | 'commentId'>,
): NotificationWording =>
  n.kind === 'mention' && n.commentId === undefined ? 'postMention' : n.kind;

/** Where tapping a notification leads: the post, at the comment it is about (if any). */
export function notificationUrl(n: Pick<Notification, 'postId' | 'commentId'>): string {
  const post = `/posts/${encodeURIComponent(n.postId)}`;
  return n.commentId === undefined ? post : `${post}#${commentAnchor(n.commentId)}`;
}

/**
 * One line of the list: a notification, or a post's likes taken together ("3 people liked …"):
 * likes are one document each (one per member and post, tied to that like), grouped here.
 */
export interface NotificationItem<N extends Notification = Notification> {
  /** The newest notification of the item (a like group's newest like). */
  head: N;
  /** Every notification the item stands for (one, or a post's likes). */
  members: N[];
  /** How many people: the likes of a group, 1 otherwise. */
  count: number;
  unread: boolean;
}

/**
 * The list's lines from notifications newest first: each post's likes in one line, where its
 * newest like stands. `likesOf` gives every like of a post the device holds (a group counts them
 * all, also those past the page).
 */
export function notificationItems<N extends Notification>(
  newestFirst: readonly N[],
  likesOf: (postId: string) => readonly N[] = (postId) =>
    newestFirst.filter((n) => n.kind === 'like' && n.postId === postId),
): NotificationItem<N>[] {
  const items: NotificationItem<N>[] = [];
  const grouped = new Set<string>();
  for (const n of newestFirst) {
    if (n.kind !== 'like') {
      items.push({ head: n, members: [n], count: 1, unread: !n.read });
      continue;
    }
    if (grouped.has(n.postId)) continue;
    grouped.add(n.postId);
    const likes = likesOf(n.postId);
    const members = likes.length > 0 ? [...likes] : [n];
    items.push({
      head: n,
      members,
      count: members.length,
      unread: members.some((like) => !like.read),
    });
  }
  return items;
}

/**
 * How many lines of the list are unread (a post's likes count once), leaving out those whose
 * actor the member muted (they show collapsed, and call for nobody's attention).
 */
export function unreadItemCount(
  unread: readonly Pick<Notification, 'kind' | 'postId' | 'actor'>[],
  isMuted: (uid: string) => boolean = () => false,
): number {
  const likedPosts = new Set<string>();
  let count = 0;
  for (const n of unread) {
    if (isMuted(n.actor)) continue;
    if (n.kind !== 'like') count += 1;
    else if (!likedPosts.has(n.postId)) {
      likedPosts.add(n.postId);
      count += 1;
    }
  }
  return count;
}

/**
 * Moderation's hook: a notification leaves the list (and the system's notifications) when what it
 * points at is hidden. `hidden` is the device's copy of the post or comment it is about, as a
 * moderator's `hidden` flag will mark it; gone or unknown content keeps it.
 */
export function pointsAtHidden(post: object | undefined, comment: object | undefined): boolean {
  const hidden = (row: object | undefined) =>
    (row as { hidden?: unknown } | undefined)?.hidden === true;
  return hidden(post) || hidden(comment);
}
