// Reports and moderation on the device: the model's keys and checks, the commands (a report once,
// its row with its entry), the operations against the in-memory server (a report counted on its
// summary, a replay counting nothing twice, a hide closing the reports), the device's copy of
// hidden items (only their author's keeps them; lists leave them out), and the board's re-read of
// the rows a server listing lacks.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsTheServerLacks, type BoardServer } from '../../src/data/board/board-merge';
import { db } from '../../src/data/local/database';
import { readBoardDevice } from '../../src/data/local/board-rows';
import { allLocalPosts } from '../../src/data/local/posts';
import { reportedKeysOf } from '../../src/data/local/reports';
import {
  isHiddenData,
  mayReadHidden,
  reportKey,
  reportPath,
  reportRefusal,
  reportSummaryPath,
  reportTextError,
  shownTo,
  type HiddenMark,
} from '../../src/data/model/moderation';
import { hiddenField } from '../../src/data/remote/firestore-fields';
import {
  dismissReports,
  hideContent,
  reportItem,
} from '../../src/data/sync/commands/report-commands';
import { discardEntry } from '../../src/data/sync/entry-actions';
import { LocalWriteError } from '../../src/data/sync/local-write';
import {
  keepHiddenItemsOf,
  mirrorCommentPage,
  mirrorPosts,
} from '../../src/data/sync/mirror-writes';
import { removePrivateData } from '../../src/data/sync/private-data';
import { createReplayer, type Replayer } from '../../src/data/sync/replayer';
import { createMemoryRemote, type MemoryRemote } from './support/memory-remote';
import { postRow } from './support/post-row';

const ME = 'member-1';
const ADMIN = 'admin-1';
const AUTHOR = 'author';
const POST = { kind: 'post', postId: 'p1' } as const;
const COMMENT = { kind: 'comment', postId: 'p1', commentId: 'c1' } as const;
const mark: HiddenMark = { by: ADMIN, reason: 'spam', note: '', at: new Date(5) };

let remote: MemoryRemote;
let replayer: Replayer | null = null;
let signedIn = ME;

async function replay(): Promise<void> {
  replayer ??= createReplayer({ remote, currentUid: () => signedIn, delay: () => 1_000 });
  replayer.kick();
  await replayer.idle();
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  remote = createMemoryRemote();
  replayer = null;
  signedIn = ME;
  keepHiddenItemsOf(() => null);
  remote.docs.set('posts/p1', { uid: AUTHOR, title: 'Cheap watches', hidden: false });
  remote.docs.set('posts/p1/comments/c1', { uid: AUTHOR, text: 'buy now' });
});

afterEach(async () => {
  await replayer?.stop();
});

describe('the model', () => {
  it('keys name one item each; ids that could make two keys alike are not reportable', () => {
    expect(reportKey(POST)).toBe('post_p1');
    expect(reportKey(COMMENT)).toBe('comment_p1_c1');
    expect(reportPath('post_p1', ME)).toBe(`reports/post_p1/by/${ME}`);
    expect(reportRefusal(ME, { kind: 'comment', postId: 'a_b', commentId: 'c' }, AUTHOR)).toBe(
      'invalid',
    );
    expect(reportRefusal(ME, POST, ME)).toBe('own');
    expect(reportRefusal(ME, POST, AUTHOR)).toBeNull();
  });

  it('"other" needs words; words stay within 500', () => {
    expect(reportTextError('other', '  ')).toBe('required');
    expect(reportTextError('spam', '')).toBeNull();
    expect(reportTextError('abuse', 'x'.repeat(501))).toBe('long');
  });

  it('a hidden item shows to its author and admins alone', () => {
    const hidden = { uid: AUTHOR, hidden: mark };
    expect(shownTo(hidden, null)).toBe(false);
    expect(shownTo(hidden, { uid: ME })).toBe(false);
    expect(shownTo(hidden, { uid: AUTHOR })).toBe(true);
    expect(shownTo(hidden, { uid: ME, role: 'admin' })).toBe(true);
    expect(shownTo({ uid: AUTHOR }, null)).toBe(true);
    expect(mayReadHidden(null, '')).toBe(false);
  });

  it('reads the mark as the rules do: a post says false until hidden, a comment nothing', () => {
    expect(isHiddenData({ hidden: false })).toBe(false);
    expect(isHiddenData({})).toBe(false);
    expect(isHiddenData({ hidden: { by: ADMIN } })).toBe(true);
    expect(hiddenField(false)).toEqual({});
    expect(hiddenField(undefined)).toEqual({});
    const at = { toDate: () => new Date(7) };
    expect(hiddenField({ by: ADMIN, reason: 'abuse', note: 'rude', at })).toEqual({
      hidden: { by: ADMIN, reason: 'abuse', note: 'rude', at: new Date(7) },
    });
  });
});

describe('reporting', () => {
  it('a report shows at once, enqueues once, and is counted on the summary once', async () => {
    await reportItem(ME, POST, AUTHOR, 'spam', '', 'Cheap watches');
    await reportItem(ME, POST, AUTHOR, 'abuse', '', 'Cheap watches');
    expect(await reportedKeysOf(ME)).toEqual(['post_p1']);
    expect((await db.outbox.toArray()).map((e) => [e.op, e.target])).toEqual([
      ['report.add', `reports/post_p1/by/${ME}`],
    ]);

    // The first answer is lost: the replay finds the report there and counts nothing more.
    remote.faults.set('report.add', [
      { after: Object.assign(new Error('lost'), { code: 'unavailable' }) },
    ]);
    await replay();
    replayer!.kick();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await replay();
    expect(await db.outbox.count()).toBe(0);
    // Sent twice (the answer lost the first time), written once.
    expect(remote.received.filter((call) => call.startsWith('report.add'))).toHaveLength(2);
    expect(remote.applied).toHaveLength(1);
    expect(remote.docs.get(reportPath('post_p1', ME))).toMatchObject({ reason: 'spam', text: '' });
    expect(remote.docs.get(reportSummaryPath('post_p1'))).toMatchObject({
      kind: 'post',
      postId: 'p1',
      authorUid: AUTHOR,
      count: 1,
      reasons: { spam: 1, abuse: 0, other: 0 },
      lastReporter: ME,
      status: 'open',
    });
    expect(await db.reports.get([ME, 'post_p1'])).toMatchObject({ pending: false });
  });

  it("a second member's report moves the same summary, of its reason", async () => {
    remote.docs.set(reportSummaryPath('post_p1'), {
      kind: 'post',
      postId: 'p1',
      authorUid: AUTHOR,
      count: 1,
      reasons: { spam: 1, abuse: 0, other: 0 },
      status: 'dismissed',
    });
    await reportItem(ME, POST, AUTHOR, 'other', '  off topic  ', 'Cheap watches');
    await replay();
    expect(remote.docs.get(reportSummaryPath('post_p1'))).toMatchObject({
      count: 2,
      reasons: { spam: 1, abuse: 0, other: 1 },
      status: 'open',
    });
    expect(remote.docs.get(reportPath('post_p1', ME))).toMatchObject({ text: 'off topic' });
  });

  it('refuses one\'s own item, and "other" without words, writing nothing', async () => {
    await expect(reportItem(AUTHOR, POST, AUTHOR, 'spam', '', 't')).rejects.toBeInstanceOf(
      LocalWriteError,
    );
    await expect(reportItem(ME, POST, AUTHOR, 'other', ' ', 't')).rejects.toMatchObject({
      messageKey: 'report.error.required',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.reports.count()).toBe(0);
  });

  it('an item hidden or deleted meanwhile leaves nothing to report: acknowledged, not counted', async () => {
    await reportItem(ME, COMMENT, AUTHOR, 'abuse', '', 'buy now');
    remote.docs.set('posts/p1/comments/c1', {
      uid: AUTHOR,
      text: 'buy now',
      hidden: { by: ADMIN },
    });
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(remote.docs.has(reportSummaryPath('comment_p1_c1'))).toBe(false);
  });

  it('a discarded report leaves the device as if never made', async () => {
    await reportItem(ME, POST, AUTHOR, 'spam', '', 't');
    await discardEntry((await db.outbox.toArray())[0]!.id);
    expect(await db.reports.count()).toBe(0);
  });

  it("the member's reports leave a shared device with their other private data", async () => {
    await reportItem(ME, POST, AUTHOR, 'spam', '', 't');
    expect(await removePrivateData(ME)).toBe(1);
    expect(await db.reports.count()).toBe(0);
  });
});

describe("an admin's decisions", () => {
  beforeEach(() => {
    signedIn = ADMIN;
    remote.docs.set(reportSummaryPath('post_p1'), { kind: 'post', postId: 'p1', status: 'open' });
  });

  it('hiding marks the item and closes its reports, once', async () => {
    await db.posts.put(postRow({ id: 'p1', uid: AUTHOR }));
    await hideContent(ADMIN, POST, 'spam', ' selling watches ', 'Cheap watches');
    expect(await db.posts.get('p1')).toMatchObject({
      pending: true,
      hidden: { by: ADMIN, reason: 'spam', note: 'selling watches' },
    });
    await replay();
    expect(remote.docs.get('posts/p1')).toMatchObject({
      hidden: { by: ADMIN, reason: 'spam', note: 'selling watches' },
    });
    expect(remote.docs.get(reportSummaryPath('post_p1'))).toMatchObject({
      status: 'hidden',
      resolvedBy: ADMIN,
    });
    // Once: a second hide finds it hidden and writes nothing.
    await hideContent(ADMIN, POST, 'abuse', '', 'Cheap watches');
    await replay();
    expect(remote.applied).toHaveLength(1);
    expect(await db.posts.get('p1')).toMatchObject({ pending: false });
  });

  it('dismissing closes the reports; the item stays as it was', async () => {
    await dismissReports(ADMIN, 'post_p1', 'Cheap watches');
    await replay();
    expect(remote.docs.get(reportSummaryPath('post_p1'))).toMatchObject({ status: 'dismissed' });
    expect(remote.docs.get('posts/p1')).toMatchObject({ hidden: false });
  });
});

describe("the device's copy of hidden items", () => {
  const hiddenPost = (id: string, uid = AUTHOR) =>
    postRow({ id, uid, hidden: mark, createdAt: new Date(10) });

  it("another member's device loses a hidden post, and a hidden comment's words", async () => {
    keepHiddenItemsOf(() => ME);
    await db.posts.put(postRow({ id: 'p1', uid: AUTHOR }));
    await mirrorPosts([hiddenPost('p1')]);
    expect(await db.posts.get('p1')).toBeUndefined();
    await mirrorCommentPage('p1', [
      {
        id: 'c1',
        postId: 'p1',
        uid: AUTHOR,
        text: 'buy now',
        author: { displayName: 'a', photoURL: '' },
        createdAt: new Date(1),
        hidden: mark,
      },
    ]);
    expect(await db.comments.get('c1')).toMatchObject({ text: '', hidden: mark });
  });

  it("its author's device keeps it, marked; lists and search leave it out", async () => {
    keepHiddenItemsOf(() => AUTHOR);
    await mirrorPosts([hiddenPost('p1'), postRow({ id: 'p2', uid: AUTHOR })]);
    expect(await db.posts.get('p1')).toMatchObject({ hidden: mark, title: 'title' });
    expect((await allLocalPosts()).map((row) => row.id)).toEqual(['p2']);
    const board = await readBoardDevice({ tab: 'all', sort: 'update' }, 10, []);
    expect(board.window.map((row) => row.id)).toEqual(['p2']);
    // Leaving a shared device, the author takes it with them.
    await removePrivateData(AUTHOR);
    expect(await db.posts.get('p1')).toBeUndefined();
    expect(await db.posts.get('p2')).toBeDefined();
  });

  it('the board reads again the rows among its pages that the server did not list', () => {
    const at = (id: string, day: number) =>
      postRow({ id, updatedAt: new Date(Date.UTC(2026, 0, day)) });
    const server: BoardServer = { items: [at('d', 9), at('b', 5)], started: true, done: false };
    const device = {
      // c sits between the server's d and b, which did not list it, f before them; a is past
      // the last page; e waits to be sent.
      window: [
        at('f', 10),
        at('d', 9),
        at('c', 7),
        { ...at('e', 6), pending: true },
        at('b', 5),
        at('a', 1),
      ],
      rows: new Map(),
      created: [],
      deleted: new Set<string>(),
    };
    expect(rowsTheServerLacks({ tab: 'all', sort: 'update' }, server, device)).toEqual(['f', 'c']);
    expect(
      rowsTheServerLacks({ tab: 'all', sort: 'update' }, { ...server, items: [] }, device),
    ).toEqual([]);
  });
});
