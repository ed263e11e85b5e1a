// The device's one count of the outbox (outbox-tally.ts) against fake-indexeddb: each member's
// entries by status, one live query for every follower, and a fresh query once all have left.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/data/local/database';
import {
  currentOutboxTally,
  followOutboxTally,
  memberTally,
  type OutboxTally,
} from '../../src/data/local/outbox-tally';
import { addTodo } from '../../src/data/sync/commands/todo-commands';
import { UID } from './support/member';

const OTHER = 'member-2';
let unfollows: Array<() => void> = [];

/** Follows the tally; returns every tally it was told, in order. */
function follow(): OutboxTally[] {
  const told: OutboxTally[] = [];
  unfollows.push(followOutboxTally((tally) => told.push(tally)));
  return told;
}

const last = (told: OutboxTally[]) => told[told.length - 1];

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  unfollows.forEach((unfollow) => unfollow());
  unfollows = [];
});

describe('outbox tally', () => {
  it("counts every member's entries, and each member's by what they wait for", async () => {
    const first = await addTodo(UID, 'one');
    await addTodo(UID, 'two');
    await addTodo(OTHER, 'theirs');
    const failed = (await db.outbox.toArray()).find((entry) => entry.target.endsWith(first))!;
    await db.outbox.update(failed.id, { status: 'failed' });

    const told = follow();
    await vi.waitFor(() => expect(told).not.toHaveLength(0));
    const tally = last(told)!;
    expect(tally.total).toBe(3);
    expect(memberTally(tally, UID)).toEqual({ pending: 1, attention: 1 });
    expect(memberTally(tally, OTHER)).toEqual({ pending: 1, attention: 0 });
    expect(memberTally(tally, 'nobody')).toEqual({ pending: 0, attention: 0 });
  });

  it('tells every follower of each write, from one query', async () => {
    const a = follow();
    const b = follow();
    await vi.waitFor(() => expect(last(b)?.total).toBe(0));
    await addTodo(UID, 'water the plants');
    await vi.waitFor(() => expect(last(a)?.total).toBe(1));
    await vi.waitFor(() => expect(last(b)?.total).toBe(1));
    // One query: both were told the same tally object.
    expect(last(a)).toBe(last(b));
    // A late follower is told the latest tally at once.
    const late = follow();
    expect(late).toEqual([last(a)]);
  });

  it('a write that changes no count (an attempt time) still tells the followers', async () => {
    const told = follow();
    await addTodo(UID, 'flaky network');
    await vi.waitFor(() => expect(last(told)?.total).toBe(1));
    const before = told.length;
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.id, { nextAttemptAt: Date.now() + 60_000 });
    await vi.waitFor(() => expect(told.length).toBeGreaterThan(before));
  });

  it('stops its query when the last follower leaves, and starts afresh for the next', async () => {
    const told = follow();
    await vi.waitFor(() => expect(told).not.toHaveLength(0));
    unfollows.pop()!();
    expect(currentOutboxTally()).toBeUndefined();
    await addTodo(UID, 'while nobody counts');
    const next = follow();
    await vi.waitFor(() => expect(last(next)?.total).toBe(1));
  });
});
