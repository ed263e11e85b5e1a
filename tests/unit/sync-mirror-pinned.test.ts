// The pinned-notices listener's side of the mirror: pinned posts come to the device, and a post
// that leaves the listing (unpinned or deleted: the listing cannot tell) is handed back to be
// re-read. fake-indexeddb stands in for IndexedDB.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { pinnedNotices } from '../../src/data/local/pinned-notices';
import type { Post } from '../../src/data/model/post';
import { mirrorPinnedPosts } from '../../src/data/sync/mirror-writes';

function notice(id: string, pinned: boolean, day: number): Post {
  const at = new Date(Date.UTC(2026, 0, day));
  return {
    id,
    title: id,
    category: 'notice',
    tags: ['t'],
    content: 'c',
    uid: 'admin',
    author: { displayName: 'admin', photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    createdAt: at,
    updatedAt: at,
    version: 1,
    pinnedAt: pinned ? at : null,
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('mirrorPinnedPosts', () => {
  it('stores the pinned notices, most recently pinned first', async () => {
    const gone = await mirrorPinnedPosts({
      changed: [notice('a', true, 1), notice('b', true, 2)],
      removedIds: [],
      allIds: ['a', 'b'],
    });
    expect(gone).toEqual([]);
    expect((await pinnedNotices()).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('hands back what left the listing, and what the first full listing lacks', async () => {
    await db.posts.bulkPut([
      { ...notice('kept', true, 1), kind: 'post', pending: false },
      { ...notice('unpinned-elsewhere', true, 2), kind: 'post', pending: false },
      { ...notice('never-pinned', false, 3), kind: 'post', pending: false },
    ]);
    // First listing from the server: only "kept" is still pinned.
    expect(
      await mirrorPinnedPosts({
        changed: [notice('kept', true, 1)],
        removedIds: [],
        allIds: ['kept'],
      }),
    ).toEqual(['posts/unpinned-elsewhere']);
    // Later batches name what left.
    expect(await mirrorPinnedPosts({ changed: [], removedIds: ['kept'], allIds: null })).toEqual([
      'posts/kept',
    ]);
  });
});
