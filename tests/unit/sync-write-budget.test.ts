// The replayer and a member's write budget, against fake-indexeddb and the in-memory server (which
// runs the operations' own budget moves, on a clock the test turns): writes past the budget wait,
// pending, with the time their window allows, and go then, in order; a lost acknowledgement
// spends nothing twice; an admin has no budget; the device's copy tells when the next post goes.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { CLOCK_MARGIN_MS, budgetPath } from '../../src/data/model/write-budget';
import { budgetCopyOf, nextSendTime } from '../../src/data/sync/budget-copy';
import { createPost } from '../../src/data/sync/commands/post-commands';
import { createReplayer, type Replayer } from '../../src/data/sync/replayer';
import { createMemoryRemote, transient, type MemoryRemote } from './support/memory-remote';
import { UID, author, content } from './support/member';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let remote: MemoryRemote;
let replayer: Replayer;
let clock: number;

async function replay(): Promise<void> {
  replayer.kick();
  await replayer.idle();
}

async function writePosts(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await createPost(author, content(`post ${i}`)));
  return ids;
}

const budget = () => remote.docs.get(budgetPath(UID)) as Record<string, { count: number }>;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clock = Date.UTC(2026, 2, 1, 14, 0);
  remote = createMemoryRemote({ now: () => clock });
  // A member for two days.
  remote.docs.set(`users/${UID}`, { displayName: 'member', createdAt: clock - 2 * DAY });
  replayer = createReplayer({
    remote,
    currentUid: () => UID,
    now: () => clock,
    delay: () => 1_000,
    concurrency: 1,
  });
});

afterEach(() => replayer.stop());

describe('posts past the budget', () => {
  it('8 posts: 5 go, 3 wait pending with their time, none failed; then they go, in order', async () => {
    const ids = await writePosts(8);
    await replay();

    expect(ids.map((id) => remote.docs.has(`posts/${id}`))).toEqual([
      ...Array<boolean>(5).fill(true),
      ...Array<boolean>(3).fill(false),
    ]);
    const waiting = await db.outbox.orderBy(':id').toArray();
    const at = clock + 10 * MINUTE + CLOCK_MARGIN_MS;
    expect(waiting.map((entry) => [entry.target, entry.status, entry.attempts])).toEqual(
      ids.slice(5).map((id) => [`posts/${id}`, 'pending', 0]),
    );
    for (const entry of waiting) {
      expect(entry.wait).toEqual({ reason: 'budget', kind: 'post', until: at });
      expect(entry.nextAttemptAt).toBe(at);
    }
    expect(budget().post10m!.count).toBe(5);

    // Before the time: nothing is sent.
    clock = at - 1_000;
    await replay();
    expect(await db.outbox.count()).toBe(3);
    // At the time: the three follow, in the order written.
    clock = at;
    await replay();
    expect(await db.outbox.count()).toBe(0);
    const created = ids.map((id) => remote.docs.get(`posts/${id}`)!.createdAt as number);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(budget().post10m!.count).toBe(3);
    expect(budget().postDay!.count).toBe(8);
  });

  it('a lost acknowledgement: the replay finds the post there and spends nothing again', async () => {
    remote.faults.set('post.create', [{ after: transient() }]);
    const ids = await writePosts(2);
    await replay();
    clock += 2_000;
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(ids.every((id) => remote.docs.has(`posts/${id}`))).toBe(true);
    expect(budget().post10m!.count).toBe(2);
    expect(remote.applied).toHaveLength(2);
  });

  it('an admin has no budget', async () => {
    remote.docs.set(`users/${UID}`, { displayName: 'admin', role: 'admin', createdAt: 0 });
    await writePosts(8);
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(remote.docs.has(budgetPath(UID))).toBe(false);
  });

  it('a new account waits after one post', async () => {
    remote.docs.set(`users/${UID}`, { displayName: 'member', createdAt: clock - MINUTE });
    await writePosts(3);
    await replay();
    const times = (await db.outbox.orderBy(':id').toArray()).map((entry) => entry.wait?.until);
    const step = 10 * MINUTE + CLOCK_MARGIN_MS;
    expect(times).toEqual([clock + step, clock + 2 * step]);
  });
});

describe("the device's copy of the budget", () => {
  it('says when the next post goes, after those still waiting', async () => {
    await writePosts(6);
    await replay();
    const copy = await budgetCopyOf(UID);
    expect(copy?.state.post10m?.count).toBe(5);
    // One waits already: a new post goes in the same next window, held back by the ten minutes.
    const next = nextSendTime(copy, 'post', 1, clock);
    expect(next).toMatchObject({
      at: clock + 10 * MINUTE + CLOCK_MARGIN_MS,
      window: { name: 'post10m' },
      limit: 5,
    });
    expect(nextSendTime(copy, 'post', 0, clock + 11 * MINUTE)).toBeNull();
    expect(nextSendTime(copy, 'comment', 0, clock)).toBeNull();
  });
});
