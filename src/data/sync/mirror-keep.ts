import { Dexie } from 'dexie';
import { db } from '../local/database';
import type { PostRow } from '../model/local-rows';
import { CATEGORIES, isPinned } from '../model/post';
import { postPath } from './entry-paths';
import { pathsWithEntries } from './outbox';
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

export interface KeepPlan {
  kept: Map<string, KeepReason>;
  /** Rows that may go, least recently read first. */
  evictable: PostRow[];
}

/** Sorts the device's posts into those always kept and the rest, least recently read first. */
export function planKeep(
  rows: readonly PostRow[],
  {
    bookmarked,
    guarded,
    uid,
    newestPerCategory = MIRROR_KEEP.newestPerCategory,
  }: {
    bookmarked: ReadonlySet<string>;
    guarded: ReadonlySet<string>;
    uid: string | null;
    newestPerCategory?: number;
  },
): KeepPlan {
  const kept = new Map<string, KeepReason>();
  for (const category of CATEGORIES) {
    rows
      .filter((row) => row.category === category)
      .sort((a, b) => +b.createdAt - +a.createdAt)
      .slice(0, newestPerCategory)
      .forEach((row) => kept.set(row.id, 'newest'));
  }
  for (const row of rows) {
    if (row.pending || guarded.has(postPath(row.id))) kept.set(row.id, 'pending');
    else if (bookmarked.has(row.id)) kept.set(row.id, 'bookmarked');
    else if (uid !== null && row.uid === uid) kept.set(row.id, 'own');
    else if (isPinned(row)) kept.set(row.id, 'pinned');
  }
  const evictable = rows
    .filter((row) => !kept.has(row.id))
    .sort((a, b) => (a.readAt ?? 0) - (b.readAt ?? 0) || +a.updatedAt - +b.updatedAt);
  return { kept, evictable };
}

/** Posts read or removed per transaction, so a write the member makes never waits long. */
const EVICT_CHUNK = 250;

/** Lets input and rendering in between two chunks. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every post on the device, read a page at a time (each page its own short transaction). */
async function allPosts(): Promise<PostRow[]> {
  const rows: PostRow[] = [];
  for (;;) {
    const last = rows.at(-1);
    const page = await (last ? db.posts.where(':id').above(last.id) : db.posts.toCollection())
      .limit(EVICT_CHUNK * 4)
      .toArray();
    rows.push(...page);
    if (page.length < EVICT_CHUNK * 4) return rows;
    await pause();
  }
}

/**
 * Removes the least recently read posts over the budget (and their comments), never a row with
 * changes waiting, a bookmark, the member's own post, a pinned notice or the newest of a
 * category. Returns how many posts went.
 *
 * The plan is made from a read of the whole copy; the removal goes in chunks, each its own short
 * transaction that checks its rows again (a row read, changed, bookmarked or written meanwhile
 * stays), with input and rendering let in between: a large copy never holds a member's write
 * back for long.
 */
export async function enforceMirrorBudget(budget?: number): Promise<number> {
  budget ??= await readDeviceBudget();
  const rows = await allPosts();
  const { kept, evictable } = planKeep(rows, {
    bookmarked: new Set((await db.bookmarks.toArray()).map((b) => b.postId)),
    guarded: await pathsWithEntries(),
    uid: appStore.get(syncUserAtom),
  });
  const over = rows.length - kept.size - budget;
  if (over <= 0) return 0;
  const planned = evictable.slice(0, over);
  let removed = 0;
  for (let start = 0; start < planned.length; start += EVICT_CHUNK) {
    await pause();
    removed += await evictChunk(planned.slice(start, start + EVICT_CHUNK));
  }
  return removed;
}

/** Removes the planned rows still as they were planned, with their comments. */
function evictChunk(planned: readonly PostRow[]): Promise<number> {
  return db.transaction('rw', [db.posts, db.comments, db.bookmarks, db.outbox], async () => {
    const ids = planned.map((row) => row.id);
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
          row.version === planned[i]!.version &&
          !guarded.has(postPath(row.id)) &&
          !bookmarked.has(row.id) &&
          !(uid !== null && row.uid === uid) &&
          !isPinned(row),
      )
      .map((row) => row.id);
    await db.posts.bulkDelete(gone);
    await Promise.all(
      gone.map((postId) =>
        db.comments
          .where('[postId+createdAt]')
          .between([postId, Dexie.minKey], [postId, Dexie.maxKey])
          .delete(),
      ),
    );
    return gone.length;
  });
}

let timer: ReturnType<typeof setTimeout> | null = null;

/** Runs the budget a little after a burst of mirrored pages (board, search), once. */
export function scheduleMirrorBudget(delayMs = 5_000): void {
  if (timer !== null) return;
  timer = setTimeout(() => {
    timer = null;
    enforceMirrorBudget().catch((error: unknown) => console.warn('mirror: budget', error));
  }, delayMs);
}

export interface MirrorUsage {
  posts: number;
  kept: Record<KeepReason, number>;
  /** Posts a member opened on this device. */
  opened: number;
  comments: number;
  /** The rows' size as stored data (JSON), a close lower bound of their size on disk. */
  bytes: number;
  budget: number;
}

/** What the device holds for reading offline, for the sync page. */
export async function mirrorUsage(): Promise<MirrorUsage> {
  return db.transaction(
    'r',
    [db.posts, db.comments, db.bookmarks, db.outbox, db.meta],
    async () => {
      const rows = await db.posts.toArray();
      const comments = await db.comments.toArray();
      const { kept: reasons } = planKeep(rows, {
        bookmarked: new Set((await db.bookmarks.toArray()).map((b) => b.postId)),
        guarded: await pathsWithEntries(),
        uid: appStore.get(syncUserAtom),
      });
      const kept: Record<KeepReason, number> = {
        newest: 0,
        bookmarked: 0,
        own: 0,
        pinned: 0,
        pending: 0,
      };
      reasons.forEach((reason) => (kept[reason] += 1));
      const bytes =
        rows.reduce((sum, row) => sum + JSON.stringify(row).length, 0) +
        comments.reduce((sum, row) => sum + JSON.stringify(row).length, 0);
      return {
        posts: rows.length,
        kept,
        opened: rows.filter((row) => row.readAt !== undefined).length,
        comments: comments.length,
        bytes,
        budget: await readDeviceBudget(),
      };
    },
  );
}
