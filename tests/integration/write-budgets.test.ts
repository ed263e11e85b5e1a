// Write budgets through the outbox, against the emulators and the real rules: writes queued
// offline past the member's budget arrive as far as it allows and the rest wait, pending, with
// the time their window allows them (not failed, not doubled, also when acknowledgements are
// lost); once the window has passed they follow in the order they were written. A budget another
// device spent between this device's read and its commit makes the entry wait too.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from 'firebase/auth';
import type { OutboxEntry } from '../../src/data/model/outbox';
import { CLOCK_MARGIN_MS, budgetPath } from '../../src/data/model/write-budget';
import { withFaults } from './support/faulty-remote';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  JOINED_BEFORE,
  runIds,
  signInNewMember,
  storedPost,
  type AppModules,
  type MirrorWrites,
} from './support/signed-in-member';
import {
  deleteDocument,
  listDocuments,
  patchDocument,
  readDocument,
  writeDocument,
} from './support/emulator-rest';

const PASSWORD = 'Budgets!2345';
const MINUTE = 60_000;
let app: AppModules;
let mirror: MirrorWrites;
let uid: string;
let other: string;
const { run, nextId } = runIds();

beforeAll(async () => {
  ({ app, mirror, uid, other } = await signInNewMember('budgets', PASSWORD, run));
});

afterAll(async () => {
  if (app) await signOut(app.firebaseAuth());
});

beforeEach(async () => {
  await Promise.all(app.db.tables.map((table) => table.clear()));
  // Each test starts with an unspent budget (rules off: only the server's owner resets one).
  await deleteDocument(budgetPath(uid));
});

const me = () => ({ uid, displayName: 'budgets', photoURL: '' });
const outbox = (): Promise<OutboxEntry[]> => app.db.outbox.orderBy(':id').toArray();

/** `count` posts written while offline (no replayer runs), in that order; their ids. */
async function writePosts(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      await app.posts.createPost(me(), {
        title: `budget ${i}`,
        category: 'qna',
        tags: ['budget'],
        content: `body ${i}`,
      }),
    );
  return ids;
}

type Window = { start: string; count: number };
const budget = async () =>
  (await readDocument(budgetPath(uid))) as Record<string, Window | string> | null;
const windowOf = async (name: string) => (await budget())?.[name] as Window;

/** Which of `ids` the server holds, and how many posts of the member it holds in all. */
async function onServer(ids: string[]): Promise<boolean[]> {
  return Promise.all(ids.map(async (id) => (await readDocument(`posts/${id}`)) !== null));
}

/** The time a window that started at `start` (as the server keeps it) lets the next write go. */
const endOf = (start: string, minutes: number) =>
  Date.parse(start) + minutes * MINUTE + CLOCK_MARGIN_MS;

describe('posts past the budget wait, then follow in order', () => {
  it('8 posts queued offline: 5 arrive, 3 wait with their send time; the window passes and they follow', async () => {
    const ids = await writePosts(8);
    await replayUntilDrained(app, uid);

    expect(await onServer(ids)).toEqual([true, true, true, true, true, false, false, false]);
    const post10m = await windowOf('post10m');
    expect(post10m.count).toBe(5);
    expect((await windowOf('postDay')).count).toBe(5);
    expect((await budget())?.counted).toBe(`posts/${ids[4]}`);

    const waiting = await outbox();
    expect(waiting.map((entry) => entry.target)).toEqual(ids.slice(5).map((id) => `posts/${id}`));
    const sendAt = endOf(post10m.start, 10);
    for (const entry of waiting) {
      // Waiting, not failing: pending, no error, no attempt counted, the time recorded.
      expect(entry).toMatchObject({
        status: 'pending',
        attempts: 0,
        lastError: null,
        wait: { reason: 'budget', kind: 'post', until: sendAt },
        nextAttemptAt: sendAt,
      });
    }
    // Still shown on the device, pending.
    expect((await app.db.posts.bulkGet(ids.slice(5))).map((row) => row?.pending)).toEqual([
      true,
      true,
      true,
    ]);

    // Ten minutes later: the window's start moved into the past on the server (rules off), and
    // the device's time for the waiting posts come.
    await writeDocument(budgetPath(uid), {
      ...(await budget()),
      post10m: { start: new Date(Date.parse(post10m.start) - 11 * MINUTE), count: 5 },
      postDay: {
        start: new Date(Date.parse((await windowOf('postDay')).start)),
        count: 5,
      },
    });
    await app.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await replayUntilDrained(app, uid);

    expect(await outbox()).toEqual([]);
    expect(await onServer(ids)).toEqual(ids.map(() => true));
    const docs = await Promise.all(ids.map((id) => readDocument(`posts/${id}`)));
    const created = docs.map((doc) => Date.parse(String(doc!.createdAt)));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(created).size).toBe(8);
    // The ten minutes started again at the sixth post; the day counts all eight.
    expect((await windowOf('post10m')).count).toBe(3);
    expect((await windowOf('postDay')).count).toBe(8);
  });

  it('with acknowledgements lost: nothing doubled, the budget counts each post once', async () => {
    const ids = await writePosts(8);
    const remote = withFaults(app.firebaseSyncRemote);
    // Every other answer is lost after the server applied the write.
    let call = 0;
    remote.setFaults(() => (call++ % 2 === 0 ? 'drop-ack' : 'none'));
    await replayUntilDrained(app, uid, { remote });

    expect(remote.counts['drop-ack']).toBeGreaterThan(2);
    expect(await onServer(ids)).toEqual([true, true, true, true, true, false, false, false]);
    expect((await windowOf('post10m')).count).toBe(5);
    const mine = (await listDocuments('posts')).filter((doc) => ids.includes(doc.id));
    expect(mine).toHaveLength(5);
    const left = await outbox();
    expect(left.map((entry) => [entry.target, entry.status, entry.wait?.reason])).toEqual(
      ids.slice(5).map((id) => [`posts/${id}`, 'pending', 'budget']),
    );
  });

  it('a new account: one post in ten minutes, the next waits', async () => {
    await patchDocument(`users/${uid}`, { createdAt: new Date() });
    try {
      const ids = await writePosts(2);
      await replayUntilDrained(app, uid);
      expect(await onServer(ids)).toEqual([true, false]);
      const [waiting] = await outbox();
      expect(waiting?.wait).toEqual({
        reason: 'budget',
        kind: 'post',
        until: endOf((await windowOf('post10m')).start, 10),
      });
    } finally {
      await patchDocument(`users/${uid}`, { createdAt: JOINED_BEFORE() });
    }
  });
});

describe('comments past the budget', () => {
  it('31 comments on one post: 30 arrive, the last waits for the ten minutes', async () => {
    const postId = nextId('talk');
    await writeDocument(`posts/${postId}`, storedPost(other, 'budget'));
    const found = await (await import('../../src/data/remote/rest-reads')).restPost(postId);
    await mirror.mirrorPosts([found!]);
    for (let i = 0; i < 31; i++) await app.comments.addComment(me(), postId, `comment ${i}`);
    await replayUntilDrained(app, uid, { timeout: 60_000 });

    expect(await listDocuments(`posts/${postId}/comments`)).toHaveLength(30);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ commentCount: 30 });
    const [last, ...none] = await outbox();
    expect(none).toEqual([]);
    expect(last).toMatchObject({
      op: 'comment.add',
      status: 'pending',
      summary: 'comment 30',
      wait: { reason: 'budget', kind: 'comment' },
    });
    expect(last!.wait!.until).toBe(endOf((await windowOf('comment10m')).start, 10));
  });
});

describe('a budget another device spent', () => {
  it("spent between this device's read and its commit: the entry waits, it does not fail", async () => {
    const now = new Date();
    await writeDocument(budgetPath(uid), {
      post10m: { start: now, count: 4 },
      postDay: { start: now, count: 4 },
      counted: 'posts/elsewhere',
    });
    const [id] = await writePosts(1);
    // Another device of the member's posts its fifth just as this one commits.
    const original = globalThis.fetch;
    let spent = false;
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!spent && url.includes(':commit')) {
        spent = true;
        await writeDocument(budgetPath(uid), {
          post10m: { start: now, count: 5 },
          postDay: { start: now, count: 5 },
          counted: 'posts/elsewhere-5',
        });
      }
      return original(input, init);
    };
    try {
      await replayUntilDrained(app, uid);
    } finally {
      globalThis.fetch = original;
    }
    expect(spent).toBe(true);
    expect(await onServer([id!])).toEqual([false]);
    expect((await windowOf('post10m')).count).toBe(5);
    const [entry] = await outbox();
    expect(entry).toMatchObject({
      status: 'pending',
      lastError: null,
      wait: {
        reason: 'budget',
        kind: 'post',
        until: now.getTime() + 10 * MINUTE + CLOCK_MARGIN_MS,
      },
    });
  });
});
