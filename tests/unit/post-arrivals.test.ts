// A post shown from the server before the device holds it: a command on it waits for the write on
// its way (src/data/local/arrivals.ts) instead of reporting the post missing. fake-indexeddb
// stands in for the browser's IndexedDB.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/data/local/database';
import { ARRIVAL_WAIT_MS, postArrived, postsArriving } from '../../src/data/local/arrivals';
import { addComment } from '../../src/data/sync/commands/comment-commands';
import { pinPost } from '../../src/data/sync/commands/post-commands';
import { toggleBookmark, toggleLike } from '../../src/data/sync/commands/reaction-commands';
import { mirrorPosts } from '../../src/data/sync/mirror-writes';
import { LocalWriteError } from '../../src/data/sync/local-write';
import type { PostRow } from '../../src/data/model/local-rows';
import { UID, author } from './support/member';
import { postRow } from './support/post-row';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The server's post `id`, written into the device's copy once `arrive` is called. */
function onItsWay(id: string, fields: Partial<PostRow> = {}) {
  let arrive!: () => void;
  const written = new Promise<void>((resolve) => (arrive = resolve)).then(() =>
    mirrorPosts([postRow({ title: `post ${id}`, uid: 'author', version: 1, ...fields, id })]),
  );
  postsArriving([id], written);
  return { arrive, written };
}

describe('a post shown before the device holds it', () => {
  it('is liked, bookmarked and commented once its row arrives', async () => {
    const { arrive, written } = onItsWay('shown');
    const taps = Promise.all([
      toggleLike(UID, 'shown'),
      toggleBookmark(UID, 'shown'),
      addComment(author, 'shown', 'first!'),
    ]);
    // Nothing is written while the row is on its way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.outbox.count()).toBe(0);
    arrive();
    await written;
    await taps;
    const ops = (await db.outbox.orderBy(':id').toArray()).map((entry) => entry.op);
    expect(ops.sort()).toEqual(['bookmark.add', 'comment.add', 'post.like']);
    expect(await db.posts.get('shown')).toMatchObject({
      likedByMe: true,
      likeCount: 1,
      commentCount: 1,
    });
  });

  it('is pinned by an admin once its row arrives', async () => {
    const { arrive } = onItsWay('notice', { category: 'notice' });
    const pinned = pinPost(UID, 'notice', true);
    arrive();
    await pinned;
    expect((await db.outbox.toArray()).map((entry) => entry.op)).toEqual(['post.pin']);
  });

  it('is still missing when its write fails', async () => {
    postsArriving(['lost'], Promise.reject(new Error('quota')));
    await expect(toggleLike(UID, 'lost')).rejects.toThrow(LocalWriteError);
    await expect(toggleLike(UID, 'lost')).rejects.toMatchObject({
      messageKey: 'posts.error.missing',
    });
  });

  it('a post with no write on its way is missing at once', async () => {
    await expect(toggleLike(UID, 'nowhere')).rejects.toMatchObject({
      messageKey: 'posts.error.missing',
    });
  });

  it('a write that never ends is waited for a bounded time', async () => {
    vi.useFakeTimers();
    postsArriving(['stuck'], new Promise(() => undefined));
    let waited = false;
    const wait = postArrived('stuck').then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(ARRIVAL_WAIT_MS - 1);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(waited).toBe(true);
  });

  it('a later write of the same post is the one waited for', async () => {
    let firstDone!: () => void;
    postsArriving(['twice'], new Promise<void>((resolve) => (firstDone = resolve)));
    let secondDone!: () => void;
    postsArriving(['twice'], new Promise<void>((resolve) => (secondDone = resolve)));
    let arrived = false;
    const wait = postArrived('twice').then(() => (arrived = true));
    firstDone();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toBe(false);
    secondDone();
    await wait;
    expect(arrived).toBe(true);
  });
});
