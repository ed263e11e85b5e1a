import { describe, expect, it } from 'vitest';
import type { EntryStatus, Mutation, OutboxEntry } from '../../src/data/model/outbox';
import { rowRefOf } from '../../src/data/sync/entry-paths';
import { formatEntryId } from '../../src/data/sync/ids';
import { entryLane, entryTarget } from '../../src/data/sync/ops';
import { readiness, replayLanes } from '../../src/data/sync/replay-order';

const UID = 'u1';
let seq = 0;

function entry(mutation: Mutation, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  return {
    id: formatEntryId(1_000, seq, 'aaaaaa'),
    key: `k${seq}`,
    uid: UID,
    target: entryTarget(mutation, UID),
    lane: entryLane(mutation, UID),
    baseVersion: null,
    dependsOn: [],
    status: 'pending' as EntryStatus,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    conflict: null,
    createdAt: 0,
    summary: '',
    ...mutation,
    ...extra,
  } as OutboxEntry;
}

const todo = (todoId: string, extra?: Partial<OutboxEntry>) =>
  entry({ op: 'todo.update', todoId, payload: { change: { done: true }, updatedAt: 0 } }, extra);
const ids = (entries: OutboxEntry[]) => entries.map((e) => e.id);

/**
 * What the replayer's round sends first from each lane (replayer.ts walks `replayLanes` and stops
 * a lane at the first entry whose `readiness` is not ready): the ready heads, and the earliest
 * backoff among the heads.
 */
function firstSends(entries: OutboxEntry[], now: number) {
  const outstanding = new Set(entries.map((e) => e.id));
  const ready: OutboxEntry[] = [];
  let wakeAt: number | null = null;
  for (const [head] of replayLanes(entries)) {
    const state = readiness(head!, outstanding, now);
    if (state.kind === 'ready') ready.push(head!);
    if (state.kind === 'backoff') wakeAt = Math.min(wakeAt ?? Infinity, state.until);
  }
  return { ready, wakeAt };
}

describe('the replay order', () => {
  it('sends only the oldest entry of each document, oldest documents first', () => {
    const a1 = todo('a');
    const b1 = todo('b');
    const a2 = todo('a');
    expect(ids(firstSends([a2, b1, a1], 0).ready)).toEqual(ids([a1, b1]));
  });

  it('puts likes, comments and bookmarks in their post lane, after its create', () => {
    const create = entry({
      op: 'post.create',
      postId: 'p',
      payload: {
        title: 't',
        category: 'qna',
        tags: ['x'],
        content: 'c',
        author: { displayName: '', photoURL: '' },
      },
    });
    const like = entry({ op: 'post.like', postId: 'p', payload: {} });
    const comment = entry({
      op: 'comment.add',
      postId: 'p',
      commentId: 'c1',
      payload: { text: 'hi', author: { displayName: '', photoURL: '' } },
    });
    expect(new Set([create.lane, like.lane, comment.lane])).toEqual(new Set(['posts/p']));
    expect(like.target).toBe('posts/p/likes/u1');
    expect(ids(firstSends([comment, like, create], 0).ready)).toEqual([create.id]);
  });

  it('holds a lane behind a conflict or a failure, and leaves other lanes going', () => {
    const stuck = todo('a', { status: 'conflict' });
    const after = todo('a');
    const failed = todo('b', { status: 'failed' });
    const free = todo('c');
    expect(ids(firstSends([stuck, after, failed, free], 0).ready)).toEqual([free.id]);
  });

  it('waits for dependencies to be acknowledged (gone from the outbox)', () => {
    const upload = entry({
      op: 'image.upload',
      imageId: 'img',
      payload: { contentType: 'image/jpeg' },
    });
    const post = entry(
      {
        op: 'post.create',
        postId: 'p',
        payload: {
          title: 't',
          category: 'qna',
          tags: ['x'],
          content: '![](local-image:img)',
          author: { displayName: '', photoURL: '' },
        },
      },
      { dependsOn: [upload.id] },
    );
    expect(ids(firstSends([upload, post], 0).ready)).toEqual([upload.id]);
    expect(ids(firstSends([post], 0).ready)).toEqual([post.id]);
  });

  it('holds entries until their next attempt is due, and says when that is', () => {
    const later = todo('a', { nextAttemptAt: 5_000 });
    const sooner = todo('b', { nextAttemptAt: 3_000 });
    expect(firstSends([later, sooner], 1_000)).toEqual({ ready: [], wakeAt: 3_000 });
    expect(ids(firstSends([later, sooner], 4_000).ready)).toEqual([sooner.id]);
  });

  it('groups lanes in the order of their oldest entry, each lane oldest first', () => {
    const b1 = todo('b');
    const a1 = todo('a');
    const b2 = todo('b');
    expect(replayLanes([b2, a1, b1]).map(ids)).toEqual([ids([b1, b2]), ids([a1])]);
  });

  it('says why a head waits: held, dependency or backoff', () => {
    const outstanding = new Set(['dep']);
    expect(readiness(todo('a', { status: 'failed' }), outstanding, 0)).toEqual({ kind: 'held' });
    expect(readiness(todo('a', { dependsOn: ['dep'] }), outstanding, 0)).toEqual({
      kind: 'dependency',
    });
    expect(readiness(todo('a', { nextAttemptAt: 9 }), outstanding, 5)).toEqual({
      kind: 'backoff',
      until: 9,
    });
    expect(readiness(todo('a', { nextAttemptAt: 9 }), outstanding, 9)).toEqual({ kind: 'ready' });
  });

  it('maps server paths to the device rows that mirror them', () => {
    expect(rowRefOf('users/u1/todos/t1')).toEqual({ table: 'todos', id: 't1' });
    expect(rowRefOf('posts/p1')).toEqual({ table: 'posts', id: 'p1' });
    expect(rowRefOf('users/u1/bookmarks/p1')).toEqual({
      table: 'bookmarks',
      uid: 'u1',
      postId: 'p1',
    });
    expect(rowRefOf('posts/p1/comments/c1')).toEqual({ table: 'comments', id: 'c1' });
    expect(rowRefOf('posts/p1/likes/u1')).toBeNull();
    expect(rowRefOf('users/u1/images/i.jpg')).toBeNull();
  });
});
