// The service worker's replay (src/data/sync/worker-replay.ts) against fake-indexeddb and the
// in-memory server: it replays only while holding the tabs' sync lock, and reports what came to
// need the member. The words of its notice (background-notice.ts) and its Storage requests
// (storage-fetch-uploads.ts) are checked here too. The worker itself: tests/e2e/background-replay.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { db } from '../../src/data/local/database';
import { addTodo } from '../../src/data/sync/commands/todo-commands';
import { SYNC_LOCK_NAME } from '../../src/data/sync/leader-election';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enCatalog from '../../src/i18n/en.json';
import koCatalog from '../../src/i18n/ko.json';
import {
  ELEMENT,
  backgroundNotice,
  formatMessage,
  notificationNotice,
  notificationsSummary,
  noticeLocale,
  pickNoticeMessages,
} from '../../src/data/sync/background-notice';
import { compareOutbox, replayInWorker } from '../../src/data/sync/worker-replay';
import {
  REFRESH_BUDGET,
  refreshMirrorInBackground,
  refreshNewestPosts,
} from '../../src/data/sync/periodic-refresh';
import type { MirrorSnapshot } from '../../src/data/remote/mirror-refresh-reads';
import type { Post } from '../../src/data/model/post';
import type { Todo } from '../../src/data/model/todo';
import { downloadUrl, multipartBody, objectUrl } from '../../src/data/remote/storage-fetch-uploads';
import { IMAGE_SLOTS, slotPaths } from '../../src/data/remote/image-slots';
import type { OutboxEntry } from '../../src/data/model/outbox';
import { createMemoryRemote, permanent, type MemoryRemote } from './support/memory-remote';

const UID = 'member-1';
const catalog = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
const ko = catalog('ko');
const en = catalog('en');

/** A LockManager with one lock name, enough for `ifAvailable` requests. */
function fakeLocks(): LockManager & { held: Set<string> } {
  const held = new Set<string>();
  const request = async (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => unknown,
  ) => {
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null);
      throw new Error('this fake only answers ifAvailable requests');
    }
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
    }
  };
  return { held, request, query: async () => ({}) } as unknown as LockManager & {
    held: Set<string>;
  };
}

let remote: MemoryRemote;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  remote = createMemoryRemote();
});

describe('the worker replay', () => {
  it('sends the outbox while holding the sync lock, and lets it go', async () => {
    await addTodo(UID, 'one');
    await addTodo(UID, 'two');
    const locks = fakeLocks();
    let heldWhileSending = false;
    const applyMutation = remote.applyMutation.bind(remote);
    remote.applyMutation = (entry, signal) => {
      heldWhileSending ||= locks.held.has(SYNC_LOCK_NAME);
      return applyMutation(entry, signal);
    };

    const result = await replayInWorker({ remote, uid: UID, locks });

    expect(result).toEqual({ kind: 'replayed', sent: 2, waiting: 0, needMember: 0 });
    expect(heldWhileSending).toBe(true);
    expect(locks.held.size).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(remote.applied).toHaveLength(2);
  });

  it('leaves the outbox to the tab that holds the lock', async () => {
    await addTodo(UID, 'one');
    const locks = fakeLocks();
    locks.held.add(SYNC_LOCK_NAME);

    expect(await replayInWorker({ remote, uid: UID, locks })).toEqual({ kind: 'busy' });
    expect(remote.received).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('without Web Locks, leaves the outbox to the tabs', async () => {
    await addTodo(UID, 'one');
    expect(await replayInWorker({ remote, uid: UID, locks: undefined })).toEqual({
      kind: 'busy',
    });
    expect(remote.received).toEqual([]);
  });

  it('counts what came to need the member; it stays for the app', async () => {
    await addTodo(UID, 'refused');
    await addTodo(UID, 'fine');
    remote.faults.set('todo.create', [{ before: permanent() }]);

    const result = await replayInWorker({ remote, uid: UID, locks: fakeLocks() });

    expect(result).toEqual({ kind: 'replayed', sent: 1, waiting: 0, needMember: 1 });
    expect((await db.outbox.toArray()).map((entry) => entry.status)).toEqual(['failed']);
    // Already known the next time: no new notice for it.
    expect(await replayInWorker({ remote, uid: UID, locks: fakeLocks() })).toMatchObject({
      needMember: 0,
    });
  });

  it('sends only the signed-in member’s entries', async () => {
    await addTodo('someone-else', 'not mine');
    expect(await replayInWorker({ remote, uid: UID, locks: fakeLocks() })).toEqual({
      kind: 'replayed',
      sent: 0,
      waiting: 0,
      needMember: 0,
    });
    expect(remote.received).toEqual([]);
  });
});

describe('compareOutbox', () => {
  const entry = (id: string, status: OutboxEntry['status']) => ({ id, status }) as OutboxEntry;
  it('tells sent, waiting and newly stopped entries apart', () => {
    const before = [entry('a', 'pending'), entry('b', 'pending'), entry('c', 'conflict')];
    const after = [entry('b', 'failed'), entry('c', 'conflict'), entry('d', 'pending')];
    expect(compareOutbox(before, after)).toEqual({ sent: 1, waiting: 1, needMember: 1 });
  });
});

describe('the background notice', () => {
  // The catalogs as the build parses them (build/precompiled-messages.ts), for the worker.
  const messages = pickNoticeMessages({
    ko: koCatalog as unknown as Record<string, MessageFormatElement[]>,
    en: enCatalog as unknown as Record<string, MessageFormatElement[]>,
  });

  it('knows the parser’s element types it formats', () => {
    expect(ELEMENT).toEqual({
      literal: TYPE.literal,
      argument: TYPE.argument,
      number: TYPE.number,
      plural: TYPE.plural,
      pound: TYPE.pound,
    });
  });

  it('speaks the member’s language and counts in it', () => {
    expect(backgroundNotice(messages, 'en', 1)).toEqual({
      title: 'Some changes could not be sent',
      body: '1 change sent while the app was closed needs you. Tap to review.',
    });
    expect(backgroundNotice(messages, 'en', 3)?.body).toBe(
      '3 changes sent while the app was closed need you. Tap to review.',
    );
    expect(backgroundNotice(messages, noticeLocale('ko'), 2)).toEqual({
      title: ko['sync.background.title'],
      body: '앱을 닫은 동안 보낸 변경 중 2개가 확인을 기다려요. 눌러서 살펴봐 주세요.',
    });
    expect(noticeLocale(undefined)).toBe('ko');
    expect(noticeLocale('en')).toBe('en');
  });

  it('words a new notification, and many, in both languages with their plurals', () => {
    const line = { kind: 'like', name: 'bob', title: 'Hello', count: 1 } as const;
    expect(notificationNotice(messages, 'en', line)).toEqual({
      title: en['app.name'],
      body: 'bob liked your post “Hello”',
    });
    expect(notificationNotice(messages, 'en', { ...line, count: 3 }).body).toBe(
      '3 people liked your post “Hello”',
    );
    expect(notificationNotice(messages, 'ko', { ...line, count: 3 }).body).toBe(
      '3명이 내 글 “Hello”에 좋아요를 눌렀어요',
    );
    expect(notificationNotice(messages, 'ko', { ...line, kind: 'reply' }).body).toBe(
      'bob님이 “Hello”에 단 내 댓글에 답글을 남겼어요',
    );
    // A mention in a post itself (no comment) says so.
    expect(notificationNotice(messages, 'en', { ...line, kind: 'postMention' }).body).toBe(
      'bob mentioned you in their post “Hello”',
    );
    expect(notificationNotice(messages, 'ko', { ...line, kind: 'postMention' }).body).toBe(
      'bob님이 글 “Hello”에서 나를 언급했어요',
    );
    expect(notificationsSummary(messages, 'en', 4).body).toBe('4 new notifications');
    expect(notificationsSummary(messages, 'ko', 4).body).toBe('새 알림 4개');
  });

  it('says nothing when nothing needs the member', () => {
    expect(backgroundNotice(messages, 'ko', 0)).toBeNull();
  });

  it('refuses a message it cannot format rather than showing it wrong', () => {
    const select = [
      { type: TYPE.select, value: 'x', options: {} },
    ] as unknown as MessageFormatElement[];
    expect(() => formatMessage(select, 'en', {})).toThrow(/element type/);
  });
});

describe('Storage requests from the worker', () => {
  it('addresses objects and download URLs as the SDK does', () => {
    const base = 'http://127.0.0.1:9199/v0';
    expect(objectUrl(base, 'b.appspot.com', 'users/u1/images/7')).toBe(
      'http://127.0.0.1:9199/v0/b/b.appspot.com/o/users%2Fu1%2Fimages%2F7',
    );
    expect(downloadUrl(base, 'b', 'users/u1/images/7', 'tok1,tok2')).toBe(
      'http://127.0.0.1:9199/v0/b/b/o/users%2Fu1%2Fimages%2F7?alt=media&token=tok1',
    );
    expect(() => downloadUrl(base, 'b', 'p', undefined)).toThrow(/download token/);
  });

  it('sends the metadata, then the bytes, in one multipart body', async () => {
    const body = multipartBody(
      'xyz',
      { name: 'p', metadata: { imageId: 'i1' } },
      new Blob(['BYTES']),
      'image/jpeg',
    );
    expect(await body.text()).toBe(
      '--xyz\r\nContent-Type: application/json; charset=utf-8\r\n\r\n' +
        '{"name":"p","metadata":{"imageId":"i1"}}' +
        '\r\n--xyz\r\nContent-Type: image/jpeg\r\n\r\nBYTES\r\n--xyz--',
    );
  });

  it('tries every slot once, from the one the image id hashes to', () => {
    const paths = slotPaths('u1', 'image-1');
    expect(new Set(paths).size).toBe(IMAGE_SLOTS);
    expect(paths.every((path) => /^users\/u1\/images\/\d+$/.test(path))).toBe(true);
    expect(slotPaths('u1', 'image-1')[0]).toBe(paths[0]);
  });
});

describe('the periodic mirror refresh', () => {
  const post = (id: string): Post => ({
    id,
    title: id,
    category: 'community',
    tags: [],
    content: '',
    uid: 'someone',
    author: { displayName: 'someone', photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    createdAt: new Date(1_000),
    updatedAt: new Date(1_000),
    version: 1,
    pinnedAt: null,
  });
  const todo = (id: string, text: string): Todo => ({
    id,
    uid: UID,
    text,
    done: false,
    order: 1,
    createdAt: new Date(1_000),
    updatedAt: new Date(1_000),
    version: 1,
  });
  const snapshot = (todos: Todo[]): MirrorSnapshot => ({
    posts: [post('p1'), post('p2')],
    todos,
    allTodos: true,
    bookmarks: [],
    allBookmarks: true,
    notifications: [
      {
        id: 'c_k1',
        uid: UID,
        kind: 'comment',
        actor: 'someone',
        actorName: 'someone',
        postId: 'p1',
        postTitle: 'p1',
        commentId: 'k1',
        createdAt: new Date(2_000),
        read: false,
      },
    ],
  });

  it('writes the newest posts and the member’s to-dos into the mirror, within its budget', async () => {
    const budgets: unknown[] = [];
    const result = await refreshMirrorInBackground({
      uid: UID,
      locks: fakeLocks(),
      read: async (uid, budget) => {
        budgets.push([uid, budget]);
        return snapshot([todo('t1', 'from the server')]);
      },
    });
    expect(result).toEqual({
      kind: 'refreshed',
      posts: 2,
      todos: 1,
      bookmarks: 0,
      newNotifications: ['c_k1'],
    });
    expect(budgets).toEqual([[UID, REFRESH_BUDGET]]);
    expect((await db.posts.toArray()).map((row) => row.id).sort()).toEqual(['p1', 'p2']);
    expect((await db.todos.get('t1'))?.text).toBe('from the server');
  });

  it('keeps a to-do the member changed on the device and has not sent yet', async () => {
    const id = await addTodo(UID, 'mine, not sent');
    await refreshMirrorInBackground({
      uid: UID,
      locks: fakeLocks(),
      read: async () => snapshot([todo(id, 'older, from the server')]),
    });
    expect((await db.todos.get(id))?.text).toBe('mine, not sent');
  });

  it('reads nothing while a tab holds the lock (it listens already)', async () => {
    const locks = fakeLocks();
    locks.held.add(SYNC_LOCK_NAME);
    let reads = 0;
    const result = await refreshMirrorInBackground({
      uid: UID,
      locks,
      read: async () => {
        reads += 1;
        return snapshot([]);
      },
    });
    expect(result).toEqual({ kind: 'busy' });
    expect(reads).toBe(0);
  });

  it('on install, writes the newest posts for anyone (no member), within the posts budget', async () => {
    const budgets: unknown[] = [];
    const result = await refreshNewestPosts({
      locks: fakeLocks(),
      read: async (budget) => {
        budgets.push(budget);
        return [post('p1'), post('p2'), post('p3')];
      },
    });
    expect(result).toEqual({ kind: 'refreshed', posts: 3 });
    expect(budgets).toEqual([REFRESH_BUDGET]);
    expect((await db.posts.toArray()).map((row) => row.id).sort()).toEqual(['p1', 'p2', 'p3']);
  });

  it('on install, reads nothing while a tab holds the lock', async () => {
    const locks = fakeLocks();
    locks.held.add(SYNC_LOCK_NAME);
    let reads = 0;
    const result = await refreshNewestPosts({
      locks,
      read: async () => {
        reads += 1;
        return [post('p1')];
      },
    });
    expect(result).toEqual({ kind: 'busy' });
    expect(reads).toBe(0);
    expect(await db.posts.count()).toBe(0);
  });

  it('gives up past its time budget, writing nothing', async () => {
    const result = refreshMirrorInBackground({
      uid: UID,
      locks: fakeLocks(),
      timeLimitMs: 20,
      read: () => new Promise<MirrorSnapshot>(() => undefined),
    });
    await expect(result).rejects.toThrow(/time budget/);
    expect(await db.posts.count()).toBe(0);
  });
});
