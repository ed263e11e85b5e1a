import type { ApplyOutcome, EntryMeta, Mutation, Operation } from '../../model/outbox';
import type { Author } from '../../model/post';
import type { BudgetKind } from '../../model/write-budget';

// The shape every outbox operation has (one module per operation in this folder, registered in
// index.ts). The server side is written against ServerTransaction, not the Firebase SDK, so these
// modules stay out of the lazily loaded Firebase chunk and can run against any store that reads
// before it writes: a Firestore transaction (../../remote/sync-writes.ts) or the tests'
// in-memory server.

export type MutationOf<K extends Operation> = Extract<Mutation, { op: K }>;
export type EntryOf<K extends Operation> = EntryMeta & MutationOf<K>;

/** A document as a transaction read it. */
export interface ServerSnapshot {
  id: string;
  exists: boolean;
  data: Record<string, unknown> | undefined;
}

/** The author shown on what the member writes, read as firestore.rules will check it. */
export interface Writer {
  author: Author;
  /** Writes what the rules need first (a missing users document, an old photo). */
  fix: () => void;
}

/**
 * The server's side of one apply: reads first, then writes, all committed together or not at
 * all. A shared transaction or batch may carry several entries' writes.
 */
export interface ServerTransaction {
  get(path: string): Promise<ServerSnapshot>;
  set(path: string, data: Record<string, unknown>): void;
  /**
   * Writes the fields given (nested maps merged field by field), keeping the others; creates the
   * document when it is not there. With increments, one write serves a first and a later change
   * without reading the document (a report's summary, which its writer may not read).
   */
  merge(path: string, data: Record<string, unknown>): void;
  update(path: string, data: Record<string, unknown>): void;
  delete(path: string): void;
  /** The member's author as their users document says, read from the server just now. */
  writer(uid: string): Promise<Writer>;
  /** The server's clock at commit. */
  serverTime(): unknown;
  /** Moves a counter by `by` relative to the server's current value. */
  increment(by: number): unknown;
  /** A timestamp from epoch milliseconds. */
  timestamp(ms: number): unknown;
  /** The server's time now, as this device reckons it (epoch milliseconds). */
  now(): number;
}

/** What the server knew before the transaction (read outside it, see CountedField). */
export interface ServerContext {
  /** For entries that move a post's counter: whether the post exists. */
  postExists: boolean;
  /** And whether a moderator hid it (nothing is added under hidden content). */
  postHidden?: boolean;
  /**
   * For those entries: the post as the server had it (null: it is not there), whose author and
   * title a notification names (notices.ts).
   */
  post?: Record<string, unknown> | null;
  /**
   * For a reply: the comment it answers, as the server had it (null: it is not there), read
   * before the transaction like the post, so others' replies to it cannot void the commit.
   */
  parent?: Record<string, unknown> | null;
  /**
   * For entries a write budget counts: the member's users document as the server had it (null:
   * there is none), which says whether they are an admin and since when they are a member. It is
   * also the author the rules check, so the writer reads it from here.
   */
  member?: Record<string, unknown> | null;
}

/** The post counter an operation moves together with the document it writes. */
export type CountedField = 'likeCount' | 'bookmarkCount' | 'commentCount';

/** An acknowledged entry, as settle sees it. */
export interface Acknowledgement<K extends Operation> {
  /** The entry as it was sent (local image references replaced by their URLs). */
  sent: EntryOf<K>;
  /** The document the change needed no longer exists. */
  gone: boolean;
  /** The server's version after it (versioned documents), else null. */
  version: number | null;
  /** An image upload's URL. */
  downloadURL?: string;
}

export interface OpDefinition<K extends Operation> {
  /** The path of the document (or Storage object) the entry writes. */
  target(mutation: MutationOf<K>, uid: string): string;
  /** The ordering lane (see the README): entries of one lane replay strictly in order. */
  lane(mutation: MutationOf<K>, uid: string): string;
  /**
   * Applies it on the device, inside the command's transaction, right after the entry is
   * appended: the rows show the change at once, `pending` until the server has it.
   */
  applyLocal(entry: EntryOf<K>): Promise<void>;
  /**
   * Sent to Storage (an image's upload, or a slot's freeing), not in a Firestore transaction:
   * alone, never in a batch, with an upload's longer time limit.
   */
  upload?: true;
  /** firestore.rules let only members with a verified email write it. */
  needsVerifiedEmail?: true;
  /** The member's private data, removed with it from a shared device. */
  private?: true;
  /** Creates its document: discarding it discards what its lane made on top of it. */
  createsDocument?: true;
  /** Deletes its target document (see noteRemovedHere in ../mirror-writes.ts). */
  removesDocument?: true;
  /** The post counter it moves (the post is read before the transaction). */
  counts?: CountedField;
  /**
   * The write budget that counts it (../../model/write-budget.ts): its member's budget document
   * moves in the same commit (./budget.ts), or it waits until its window allows it.
   */
  budget?: BudgetKind;
  /** A reply's parent comment, read before the transaction with the post (ServerContext). */
  answers?(mutation: MutationOf<K>): string;
  /**
   * The entry as it goes to the server, given the URLs of uploaded images (only posts show
   * images); the same entry when nothing changes.
   */
  prepare?(entry: EntryOf<K>, urls: ReadonlyMap<string, string>): EntryOf<K>;
  /** Applies it on the server inside `tx`: reads, then writes; answers what happened. */
  applyRemote(
    entry: EntryOf<K>,
    tx: ServerTransaction,
    context: ServerContext,
  ): Promise<ApplyOutcome>;
  /** Records the acknowledgement on the device (the entry is already deleted, same transaction). */
  settle(entry: EntryOf<K>, ack: Acknowledgement<K>): Promise<void>;
  /** Undoes on the device what the discarded entry did there; returns the paths to re-read. */
  undo(entry: EntryOf<K>): Promise<string[]>;
}

export type OpTable = { readonly [K in Operation]: OpDefinition<K> };
