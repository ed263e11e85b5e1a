import { isHiddenData } from '../../model/moderation';
import type { ApplyOutcome, Mutation, Operation, OutboxEntry } from '../../model/outbox';
import { bookmarkAdd } from './bookmark-add';
import { withinBudget } from './budget';
import { bookmarkRemove } from './bookmark-remove';
import { commentAdd } from './comment-add';
import { commentDelete } from './comment-delete';
import { commentEdit } from './comment-edit';
import { commentReply } from './comment-reply';
import { contentHide } from './content-hide';
import { imageFree } from './image-free';
import { imageUpload } from './image-upload';
import { muteAdd } from './mute-add';
import { muteRemove } from './mute-remove';
import { notificationRead } from './notification-read';
import { postCreate } from './post-create';
import { postDelete } from './post-delete';
import { postEdit } from './post-edit';
import { postLike } from './post-like';
import { postPin } from './post-pin';
import { postUnlike } from './post-unlike';
import { reportAdd } from './report-add';
import { reportDismiss } from './report-dismiss';
import { todoCreate } from './todo-create';
import { todoDelete } from './todo-delete';
import { todoUpdate } from './todo-update';
import type {
  Acknowledgement,
  OpDefinition,
  OpTable,
  ServerContext,
  ServerTransaction,
} from './types';

// Every outbox operation, each defined once in its own module. A new operation is added to
// Mutation (../../model/outbox.ts) and here; the compiler then names anything missing.

export const OPS = {
  'todo.create': todoCreate,
  'todo.update': todoUpdate,
  'todo.delete': todoDelete,
  'post.create': postCreate,
  'post.edit': postEdit,
  'post.delete': postDelete,
  'post.pin': postPin,
  'post.like': postLike,
  'post.unlike': postUnlike,
  'bookmark.add': bookmarkAdd,
  'bookmark.remove': bookmarkRemove,
  'comment.add': commentAdd,
  'comment.reply': commentReply,
  'comment.edit': commentEdit,
  'comment.delete': commentDelete,
  'image.upload': imageUpload,
  'image.free': imageFree,
  'mute.add': muteAdd,
  'mute.remove': muteRemove,
  'notification.read': notificationRead,
  'report.add': reportAdd,
  'content.hide': contentHide,
  'report.dismiss': reportDismiss,
} as const satisfies OpTable;

/**
 * The definition of an entry's operation, typed for that entry. (TypeScript cannot follow the
 * link between `entry.op` and the table's key through a union, hence the one cast, here.)
 */
export function opOf(entry: { op: Operation }): OpDefinition<Operation> {
  return OPS[entry.op] as unknown as OpDefinition<Operation>;
}

/** The path of the document (or Storage object) an entry writes. */
export const entryTarget = (mutation: Mutation, uid: string): string =>
  opOf(mutation).target(mutation, uid);

/** The ordering lane of an entry (see the README). */
export const entryLane = (mutation: Mutation, uid: string): string =>
  opOf(mutation).lane(mutation, uid);

/** The entry as it goes to the server, with the uploaded images' URLs swapped in. */
export const prepareEntry = (entry: OutboxEntry, urls: ReadonlyMap<string, string>): OutboxEntry =>
  opOf(entry).prepare?.(entry, urls) ?? entry;

/**
 * Applies an entry on the server inside `tx` (see ServerTransaction); one a write budget counts
 * moves its member's budget with it, or waits (./budget.ts).
 */
export function applyRemote(
  entry: OutboxEntry,
  tx: ServerTransaction,
  context: ServerContext,
): Promise<ApplyOutcome> {
  const op = opOf(entry);
  const apply = (within: ServerTransaction) => op.applyRemote(entry, within, context);
  return op.budget ? withinBudget(entry, op.budget, tx, context, apply) : apply(tx);
}

export const settleOnDevice = (
  entry: OutboxEntry,
  ack: Acknowledgement<Operation>,
): Promise<void> => opOf(entry).settle(entry, ack);

export const undoOnDevice = (entry: OutboxEntry): Promise<string[]> => opOf(entry).undo(entry);

/**
 * What the server knew before the transaction (ServerContext), with `read` reading a document
 * from the server (undefined: not there): the post of an entry that moves its counter, the
 * comment a reply answers, and the member's users document for an entry a budget counts.
 */
export async function serverContextOf(
  entry: OutboxEntry,
  read: (path: string) => Promise<Record<string, unknown> | undefined>,
): Promise<ServerContext> {
  const op = opOf(entry);
  const answered = op.answers?.(entry);
  const [post, parent, member] = await Promise.all([
    op.counts !== undefined ? read(entry.lane) : undefined,
    answered !== undefined ? read(answered) : undefined,
    op.budget !== undefined ? read(`users/${entry.uid}`) : undefined,
  ]);
  return {
    postExists: post !== undefined,
    ...(op.counts !== undefined ? { post: post ?? null } : {}),
    ...(isHiddenData(post) ? { postHidden: true } : {}),
    ...(answered !== undefined ? { parent: parent ?? null } : {}),
    ...(op.budget !== undefined ? { member: member ?? null } : {}),
  };
}

/** Operations with a flag set, for filters over stored entries. */
function opsWhere(flag: (op: OpDefinition<Operation>) => boolean): ReadonlySet<Operation> {
  return new Set((Object.keys(OPS) as Operation[]).filter((op) => flag(opOf({ op }))));
}

/** Operations that carry a member's private data (to-dos, bookmarks, mutes, notifications). */
export const PRIVATE_OPS = opsWhere((op) => op.private === true);
/** Operations that move a post's counter: busy posts make them lose races to others' writes. */
export const COUNTING_OPS = opsWhere((op) => op.counts !== undefined);
/** Operations that delete their target document. */
export const REMOVING_OPS = opsWhere((op) => op.removesDocument === true);
/** Operations a write budget counts (OpDefinition.budget). */
export const BUDGETED_OPS = opsWhere((op) => op.budget !== undefined);
/** Operations firestore.rules accept only from members with a verified email. */
export const VERIFIED_OPS = opsWhere((op) => op.needsVerifiedEmail === true);

export type { Acknowledgement, OpDefinition, ServerContext, ServerTransaction } from './types';
