// The server's "did this member like it" answer reaches the device's row only when nothing newer
// is there: a like waiting in the outbox, or one made while the answer was on its way, wins.
// fake-indexeddb stands in for IndexedDB.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { keepServerLikedByMe, shownLikedByMe } from '../../src/data/local/liked-by-me';
import { likePost } from '../../src/data/sync/commands/reaction-commands';
import { postRow } from './support/post-row';

const row = postRow({ id: 'p1', likedByMe: false });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(row);
});

describe('keepServerLikedByMe', () => {
  it('takes the server answer when the device has nothing newer', async () => {
    const before = await shownLikedByMe('p1');
    await keepServerLikedByMe('p1', 'me', before, true);
    expect(await shownLikedByMe('p1')).toBe(true);
  });

  it('keeps a like still waiting in the outbox over the server answer', async () => {
    await likePost('me', 'p1');
    const before = await shownLikedByMe('p1');
    expect(before).toBe(true);
    await keepServerLikedByMe('p1', 'me', before, false);
    expect(await db.outbox.count()).toBe(1);
    expect(await shownLikedByMe('p1')).toBe(true);
  });

  it('keeps a change made while the answer was on its way', async () => {
    const before = await shownLikedByMe('p1');
    await db.posts.put({ ...row, likedByMe: true });
    await keepServerLikedByMe('p1', 'me', before, false);
    expect(await shownLikedByMe('p1')).toBe(true);
  });

  it('leaves a post the device does not have alone', async () => {
    await keepServerLikedByMe('absent', 'me', undefined, true);
    expect(await db.posts.get('absent')).toBeUndefined();
  });
});
