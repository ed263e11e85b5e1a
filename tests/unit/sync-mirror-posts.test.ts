// The server's posts into the device's copy: each keeps what only this device knows of it (liked,
// last read), and a post the member's own entries still write is held back. fake-indexeddb
// stands in for IndexedDB.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import type { Post } from '../../src/data/model/post';
import { editPost } from '../../src/data/sync/commands/post-commands';
import { mirrorPost, mirrorPosts } from '../../src/data/sync/mirror-writes';
import { UID, content } from './support/member';
import { postRow } from './support/post-row';

/** A post as the server sends it (a row's fields are a post's, and more). */
function serverPost(id: string, title: string, uid = 'author'): Post {
  return postRow({ id, title, uid, version: 2 });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('mirrorPosts', () => {
  it("writes the posts, keeping each one's liked mark and last read time", async () => {
    await db.posts.bulkPut([
      postRow({ id: 'liked', likedByMe: true }),
      postRow({ id: 'read', readAt: 1234 }),
    ]);
    await mirrorPosts([
      serverPost('liked', 'liked, new title'),
      serverPost('read', 'read, new title'),
      serverPost('new', 'new'),
    ]);
    expect(await db.posts.get('liked')).toMatchObject({
      title: 'liked, new title',
      version: 2,
      likedByMe: true,
      pending: false,
    });
    expect(await db.posts.get('read')).toMatchObject({ title: 'read, new title', readAt: 1234 });
    const added = await db.posts.get('new');
    expect(added).toMatchObject({ title: 'new', kind: 'post' });
    expect(added).not.toHaveProperty('likedByMe');
    expect(added).not.toHaveProperty('readAt');
  });

  it("holds back a post the member's own edit still writes, and writes the others", async () => {
    await db.posts.bulkPut([postRow({ id: 'mine', uid: UID }), postRow({ id: 'other' })]);
    await editPost(UID, 'mine', content('my edit'));
    await mirrorPosts([serverPost('mine', 'server', UID), serverPost('other', 'other, new')]);
    expect(await db.posts.get('mine')).toMatchObject({ title: 'my edit', pending: true });
    expect(await db.posts.get('other')).toMatchObject({ title: 'other, new' });
  });

  it('marks an opened post read, keeping its liked mark', async () => {
    await db.posts.put(postRow({ id: 'opened', likedByMe: true }));
    const before = Date.now();
    await mirrorPost('opened', serverPost('opened', 'opened'));
    const row = await db.posts.get('opened');
    expect(row).toMatchObject({ likedByMe: true, title: 'opened' });
    expect(row?.readAt).toBeGreaterThanOrEqual(before);
  });
});
