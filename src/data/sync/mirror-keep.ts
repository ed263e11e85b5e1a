import { Dexie } from 'dexie';
import { db } from '../local/database';
import type { PostRow } from '../model/local-rows';
import { CATEGORIES, isPinned } from '../model/post';
import { postPath } from './entry-paths';
import { pathsWithEntries } from './outbox';
import { parseDocumentPath } from '../model/document-paths';
import { appStore } from '../../lib/app-store';
import { syncUserAtom } from './sync-user';
import { DEFAULT_DEVICE_BUDGET, readDeviceBudget } from './device-budget';

// What the device keeps for reading offline, and how much of it. Always kept: the newest posts
// of each category (what the mirror listens to), every bookmarked post, the member's own posts,
// pinned notices, and any post with changes waiting in the outbox. Everything else (posts read
// from board pages or search results, posts opened long ago) stays while the budget allows;
// over it, the least recently read go first, with their comments.

export const MIRROR_KEEP = {
  /** Posts the device keeps at most, beyond those always kept, unless the member chose more. */
  budget: DEFAULT_DEVICE_BUDGET,
  /** The newest posts of each category always kept (the mirror's listeners hold as many). */
  newestPerCategory: 20,
} as const;

/** Why a row is always kept, or null when it may be evicted. */
export type KeepReason = 'newest' | 'bookmarked' | 'own' | 'pinned' | 'pending';

/** A post the plan lets go, with when it was last read as the plan saw it (none: never opened). */
export interface PlannedEviction {
  id: string;
  readAt?: number;
}

/**
 * How many posts go: those beyond the always kept and the budget. `total` counts every post on
 * the device, `kept` those always kept.
 */
export function postsOverBudget(total: number, kept: number, budget: number): number {
  return Math.max(0, total - kept - budget);
}

/**
 * The next posts to let go, least recently read first: from `ordered` (the device's posts in that
 * order, a page of them), those not always kept and not yet planned, until `room` are planned.
 * Returns them in order; an empty page or a full plan ends the walk.
 */
export function takeEvictable(
  ordered: readonly PlannedEviction[],
  {
    kept,
    planned,
    room,
  }: {
    kept: Pick<ReadonlySet<string>, 'has'>;
    planned: Pick<ReadonlySet<string>, 'has'>;
    room: number;
  },
): PlannedEviction[] {
  const taken: PlannedEviction[] = [];
  for (const entry of ordered) {
    if (taken.length >= room) break;
    if (kept.has(entry.id) || planned.has(entry.id)) continue;
    taken.push(entry);
  }
  return taken;
}

/** Counts each reason once per post, the first reason that applies (pending before the rest). */
export function countReasons(
  reasons: ReadonlyArray<readonly [KeepReason, readonly string[]]>,
): Map<string, KeepReason> {
  const kept = new Map<string, KeepReason>();
  for (const [reason, ids] of reasons)
    for (const id of ids) if (!kept.has(id)) kept.set(id, reason);
  return kept;
}

/** Posts removed per transaction, so a write the member makes never waits long. */
const EVICT_CHUNK = 100;
/** Keys read per step of the plan's walk down an index. */
const PLAN_PAGE = 1_000;

/** Lets input and rendering in between two chunks. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The ids among `ids` that the device holds. */
const held = (ids: readonly string[]) =>
  db.posts.where(':id').anyOf(ids).primaryKeys() as Promise<string[]>;

/**
 * The posts always kept and why, read from indexes alone (never a read of every row): the newest
 * of each category, the pinned notices, the member's own posts, their bookmarks and the posts
 * with changes waiting in the outbox.
 */
async function keptPosts(): Promise<Map<string, KeepReason>> {
  const uid = appStore.get(syncUserAtom);
  const [newest, pinned, own, bookmarks, guarded] = await Promise.all([
    Promise.all(
      CATEGORIES.map(
        (category) =>
          db.posts
            .where('[kind+category+createdAt]')
            .between(['post', category, Dexie.minKey], ['post', category, Dexie.maxKey])
            .reverse()
            .limit(MIRROR_KEEP.newestPerCategory)
            .primaryKeys() as Promise<string[]>,
      ),
    ),
    db.posts.orderBy('pinnedAt').primaryKeys() as Promise<string[]>,
    uid === null ? [] : (db.posts.where('uid').equals(uid).primaryKeys() as Promise<string[]>),
    db.bookmarks.toArray(),
    pathsWithEntries(),
  ]);
  const waiting = [...guarded].flatMap((path) => {
    const target = parseDocumentPath(path);
    return target?.kind === 'post' ? [target.postId] : [];
  });
  const [pending, bookmarked] = await Promise.all([
    held(waiting),
    held(bookmarks.map((bookmark) => bookmark.postId)),
  ]);
  return countReasons([
    ['pending', pending],
    ['bookmarked', bookmarked],
    ['own', own],
    ['pinned', pinned],
    ['newest', newest.flat()],
  ]);
}

/**
 * The device's posts least recently read first, a page at a time: those never opened (oldest
 * change first, the `[kind+updatedAt]` index), then the opened ones (the `readAt` index).
 */
async function* leastRecentlyRead(): AsyncGenerator<PlannedEviction[]> {
  const opened = new Set((await db.posts.orderBy('readAt').primaryKeys()) as string[]);
  const unread = db.posts
    .where('[kind+updatedAt]')
    .between(['post', Dexie.minKey], ['post', Dexie.maxKey]);
  for (let offset = 0; ; offset += PLAN_PAGE) {
    const ids = (await unread.clone().offset(offset).limit(PLAN_PAGE).primaryKeys()) as string[];
    yield ids.filter((id) => !opened.has(id)).map((id) => ({ id }));
    if (ids.length < PLAN_PAGE) break;
  }
  for (let offset = 0; ; offset += PLAN_PAGE) {
    const page = await db.transaction('r', db.posts, async () => {
      const range = db.posts.orderBy('readAt').offset(offset).limit(PLAN_PAGE);
      const [keys, ids] = await Promise.all([range.clone().keys(), range.primaryKeys()]);
      return ids.map((id, i) => ({ id: id as string, readAt: keys[i] as number }));
    });
    yield page;
    if (page.length < PLAN_PAGE) break;
  }
}

/** What the last keep pass found and did, kept on the device (`meta`) for the sync page. */
export interface KeepPass {
  /** When it ended (ms since the epoch), and how long it took from its first read. */
  at: number;
  tookMs: number;
  budget: number;
  posts: number;
  removed: number;
}

const KEEP_PASS_KEY = 'mirror:keep';

/** The last keep pass on this device, if one ran. */
export async function readKeepPass(): Promise<KeepPass | undefined> {
  return (await db.meta.get(KEEP_PASS_KEY))?.value as KeepPass | undefined;
}

/**
 * Removes the least recently read posts over the budget (and their comments), never a row with
 * changes waiting, a bookmark, the member's own post, a pinned notice or the newest of a
 * category. Returns how many posts went.
 *
 * The plan comes from indexes: the posts' count, the always kept ones' keys, and the keys in
 * least recently read order as far as the plan needs. The removal goes in chunks of
 * EVICT_CHUNK posts, each its own short transaction that checks its rows again (a row read,
 * bookmarked, written or made the member's meanwhile stays), with input and rendering let in
 * between: a large copy never holds a member's write or a frame back for long. Each pass is
 * recorded (readKeepPass).
 */
export async function enforceMirrorBudget(budget?: number): Promise<number> {
  const startedAt = performance.now();
  budget ??= await readDeviceBudget();
  const total = await db.posts.count();
  // Within the budget, nothing can be over it: the posts always kept are not read (at 100,000
  // posts, reading them is a long task of its own).
  const kept = total > budget ? await keptPosts() : new Map<string, KeepReason>();
  const over = postsOverBudget(total, kept.size, budget);
  const planned: PlannedEviction[] = [];
  const plannedIds = new Set<string>();
  if (over > 0) {
    for await (const page of leastRecentlyRead()) {
      for (const entry of takeEvictable(page, {
        kept,
        planned: plannedIds,
        room: over - planned.length,
      })) {
        planned.push(entry);
        plannedIds.add(entry.id);
      }
      if (planned.length >= over) break;
      await pause();
    }
  }
  let removed = 0;
  for (let start = 0; start < planned.length; start += EVICT_CHUNK) {
    await pause();
    removed += await evictChunk(planned.slice(start, start + EVICT_CHUNK));
  }
  const pass: KeepPass = {
    at: Date.now(),
    tookMs: Math.round(performance.now() - startedAt),
    budget,
    posts: total - removed,
    removed,
  };
  await db.meta.put({ key: KEEP_PASS_KEY, value: pass });
  return removed;
}

/** Removes the planned rows still as they were planned, with their comments. */
function evictChunk(planned: readonly PlannedEviction[]): Promise<number> {
  return db.transaction('rw', [db.posts, db.comments, db.bookmarks, db.outbox], async () => {
    const ids = planned.map((entry) => entry.id);
    const [rows, bookmarks, guarded] = await Promise.all([
      db.posts.bulkGet(ids),
      db.bookmarks.toArray(),
      pathsWithEntries(),
    ]);
    const bookmarked = new Set(bookmarks.map((bookmark) => bookmark.postId));
    const uid = appStore.get(syncUserAtom);
    const gone = rows
      .filter(
        (row, i): row is PostRow =>
          row !== undefined &&
          !row.pending &&
          row.readAt === planned[i]!.readAt &&
          !guarded.has(postPath(row.id)) &&
          !bookmarked.has(row.id) &&
          !(uid !== null && row.uid === uid) &&
          !isPinned(row),
      )
      .map((row) => row.id);
    await db.posts.bulkDelete(gone);
    if (gone.length === 0) return 0;
    // Their comments, found in one walk of the index over each post's range.
    const comments = await db.comments
      .where('[postId+createdAt]')
      .inAnyRange(
        gone.map((postId) => [
          [postId, Dexie.minKey],
          [postId, Dexie.maxKey],
        ]),
      )
      .primaryKeys();
    await db.comments.bulkDelete(comments);
    return gone.length;
  });
}

let timer: ReturnType<typeof setTimeout> | null = null;
let due = Infinity;

/**
 * Runs the budget a little after a burst of mirrored pages (board, search) or a change of the
 * member's choice, once: at the earliest time asked for.
 */
export function scheduleMirrorBudget(delayMs = 5_000): void {
  const at = Date.now() + delayMs;
  if (timer !== null) {
    if (at >= due) return;
    clearTimeout(timer);
  }
  due = at;
  timer = setTimeout(() => {
    timer = null;
    due = Infinity;
    enforceMirrorBudget().catch((error: unknown) => console.warn('mirror: budget', error));
  }, delayMs);
}

export interface MirrorUsage {
  posts: number;
  kept: Record<KeepReason, number>;
  /** Posts a member opened on this device. */
  opened: number;
  comments: number;
  /**
   * The rows' size as stored data (JSON), estimated from a sample of each table: a close lower
   * bound of their size on disk.
   */
  bytes: number;
  budget: number;
}

/** Rows whose stored size stands for a table's average. */
const SIZE_SAMPLE = 200;

async function estimatedBytes(table: typeof db.posts | typeof db.comments, count: number) {
  if (count === 0) return 0;
  const sample = (await table.limit(SIZE_SAMPLE).toArray()) as object[];
  const sampled = sample.reduce((sum, row) => sum + JSON.stringify(row).length, 0);
  return Math.round((sampled / sample.length) * count);
}

/** What the device holds for reading offline, for the sync page: read from counts and indexes. */
export async function mirrorUsage(): Promise<MirrorUsage> {
  const [posts, comments, opened, reasons, budget] = await Promise.all([
    db.posts.count(),
    db.comments.count(),
    db.posts.orderBy('readAt').count(),
    keptPosts(),
    readDeviceBudget(),
  ]);
  const kept: Record<KeepReason, number> = {
    newest: 0,
    bookmarked: 0,
    own: 0,
    pinned: 0,
    pending: 0,
  };
  reasons.forEach((reason) => (kept[reason] += 1));
  const [postBytes, commentBytes] = await Promise.all([
    estimatedBytes(db.posts, posts),
    estimatedBytes(db.comments, comments),
  ]);
  return { posts, kept, opened, comments, bytes: postBytes + commentBytes, budget };
}
