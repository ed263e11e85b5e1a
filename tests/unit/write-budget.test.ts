// Write budgets on the device: the figures equal firestore.rules' own (the rules cannot import
// them, so this reads the rules' text), and the window arithmetic: when a write may go, how it
// moves the windows, and when the writes that wait will go.
import { describe, expect, it } from 'vitest';
import { firestoreRules, returned as returnedFrom } from './support/rules-source';
import {
  BUDGET_WINDOWS,
  CLOCK_MARGIN_MS,
  NEW_ACCOUNT_HOURS,
  budgetSchedule,
  budgetStateOf,
  budgetStep,
  isNewAccount,
  newAccountLimit,
  refusalWait,
  spenderOf,
  timeMillis,
  type BudgetState,
} from '../../src/data/model/write-budget';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 2, 1, 14, 0);
const rules = firestoreRules;
const returned = (name: string) => returnedFrom(rules, name);

describe('the figures are the same in firestore.rules and write-budget.ts', () => {
  it('each window: kind, length, limit and a new account’s limit', () => {
    const windows = JSON.parse(returned('budgetWindows').replaceAll("'", '"')) as Record<
      string,
      { kind: string; minutes: number; limit: number; newLimit: number }
    >;
    expect(windows).toEqual(
      Object.fromEntries(
        BUDGET_WINDOWS.map(({ name, kind, minutes, limit }) => [
          name,
          { kind, minutes, limit, newLimit: newAccountLimit(limit) },
        ]),
      ),
    );
  });

  it('how long an account is new', () => {
    expect(Number(returned('newAccountHours'))).toBe(NEW_ACCOUNT_HOURS);
  });

  it('the rules name every window in their field list and in the kind each moves', () => {
    for (const { name, kind } of BUDGET_WINDOWS) {
      expect(rules).toMatch(new RegExp(`'${name}', windows\\.${name}, fresh`));
      expect(rules).toContain(`kind == '${kind}'`);
    }
  });

  it('the brief’s figures: 5 posts per 10 minutes and 20 a day, 30 and 300 comments...', () => {
    const figures = Object.fromEntries(BUDGET_WINDOWS.map((w) => [w.name, [w.minutes, w.limit]]));
    expect(figures).toEqual({
      post10m: [10, 5],
      postDay: [1440, 20],
      comment10m: [10, 30],
      commentDay: [1440, 300],
      reaction1m: [1, 60],
      reportDay: [1440, 10],
    });
  });
});

describe('a new account gets a fifth, rounded down, at least 1', () => {
  it('limits', () => {
    expect([5, 20, 30, 300, 60, 10, 4, 1].map(newAccountLimit)).toEqual([1, 4, 6, 60, 12, 2, 1, 1]);
  });
  it('new for a day after the users document was made; no document is new; one from before join dates is not', () => {
    const joined = (ms: number) => spenderOf({ createdAt: { toMillis: () => ms } });
    expect(isNewAccount(joined(NOW - 23 * 3_600_000), NOW)).toBe(true);
    expect(isNewAccount(joined(NOW - 25 * 3_600_000), NOW)).toBe(false);
    expect(isNewAccount(spenderOf(undefined), NOW)).toBe(true);
    expect(isNewAccount(spenderOf({ displayName: 'old' }), NOW)).toBe(false);
    expect(spenderOf({ role: 'admin', createdAt: new Date(NOW) }).admin).toBe(true);
  });
});

describe('one write: spend or wait', () => {
  it('no windows yet: both of a post’s windows start', () => {
    expect(budgetStep('post', {}, NOW, false)).toEqual({
      kind: 'spend',
      moves: [
        { name: 'post10m', restart: true },
        { name: 'postDay', restart: true },
      ],
    });
  });

  it('under the limit: one more in each window', () => {
    const state: BudgetState = {
      post10m: { start: NOW - MINUTE, count: 4 },
      postDay: { start: NOW - MINUTE, count: 4 },
    };
    expect(budgetStep('post', state, NOW, false)).toEqual({
      kind: 'spend',
      moves: [
        { name: 'post10m', restart: false, count: 5 },
        { name: 'postDay', restart: false, count: 5 },
      ],
    });
  });

  it('at the limit: waits until the window ends (and the clock margin)', () => {
    const state: BudgetState = {
      post10m: { start: NOW - MINUTE, count: 5 },
      postDay: { start: NOW - MINUTE, count: 5 },
    };
    expect(budgetStep('post', state, NOW, false)).toEqual({
      kind: 'wait',
      until: NOW + 9 * MINUTE + CLOCK_MARGIN_MS,
      window: 'post10m',
    });
  });

  it('the later of two full windows decides', () => {
    const state: BudgetState = {
      post10m: { start: NOW - MINUTE, count: 5 },
      postDay: { start: NOW - 60 * MINUTE, count: 20 },
    };
    expect(budgetStep('post', state, NOW, false)).toMatchObject({
      kind: 'wait',
      until: NOW + 23 * 60 * MINUTE + CLOCK_MARGIN_MS,
      window: 'postDay',
    });
  });

  it('a window that has passed starts again; just past its end it counts on while it can', () => {
    const passed: BudgetState = { reaction1m: { start: NOW - 2 * MINUTE, count: 60 } };
    expect(budgetStep('reaction', passed, NOW, false)).toEqual({
      kind: 'spend',
      moves: [{ name: 'reaction1m', restart: true }],
    });
    const justEnded: BudgetState = { reaction1m: { start: NOW - MINUTE, count: 10 } };
    expect(budgetStep('reaction', justEnded, NOW, false)).toEqual({
      kind: 'spend',
      moves: [{ name: 'reaction1m', restart: false, count: 11 }],
    });
    const justEndedFull: BudgetState = { reaction1m: { start: NOW - MINUTE, count: 60 } };
    expect(budgetStep('reaction', justEndedFull, NOW, false)).toMatchObject({
      kind: 'wait',
      until: NOW + CLOCK_MARGIN_MS,
    });
  });

  it('a new account waits after a fifth; windows of other kinds do not count', () => {
    const state: BudgetState = {
      comment10m: { start: NOW - MINUTE, count: 6 },
      commentDay: { start: NOW - MINUTE, count: 6 },
      post10m: { start: NOW - MINUTE, count: 5 },
    };
    expect(budgetStep('comment', state, NOW, true).kind).toBe('wait');
    expect(budgetStep('comment', state, NOW, false).kind).toBe('spend');
    expect(budgetStep('report', state, NOW, true).kind).toBe('spend');
  });
});

describe('when writes that wait will go', () => {
  it('8 posts from nothing: 5 now, 3 once the ten minutes have passed', () => {
    const times = budgetSchedule('post', {}, NOW, false, 8);
    const later = NOW + 10 * MINUTE + CLOCK_MARGIN_MS;
    expect(times).toEqual([NOW, NOW, NOW, NOW, NOW, later, later, later]);
  });

  it('a day’s 20 posts, then the next day', () => {
    const times = budgetSchedule('post', {}, NOW, false, 21);
    // Four full windows of 5, each ten minutes (and the margin) after the last.
    expect(new Set(times.slice(0, 20)).size).toBe(4);
    expect(times[20]).toBe(NOW + 24 * 60 * MINUTE + CLOCK_MARGIN_MS);
  });

  it('from a stored state, for a new account: one post per ten minutes', () => {
    const state: BudgetState = {
      post10m: { start: NOW - 2 * MINUTE, count: 1 },
      postDay: { start: NOW - 2 * MINUTE, count: 1 },
    };
    const step = 10 * MINUTE + CLOCK_MARGIN_MS;
    expect(budgetSchedule('post', state, NOW, true, 3)).toEqual([
      NOW - 2 * MINUTE + step,
      NOW - 2 * MINUTE + 2 * step,
      NOW - 2 * MINUTE + 3 * step,
    ]);
  });
});

describe('reading stored windows', () => {
  it('takes Timestamps, Dates and numbers; skips what is malformed', () => {
    expect(timeMillis({ toMillis: () => 5 })).toBe(5);
    expect(timeMillis(new Date(7))).toBe(7);
    expect(timeMillis('7')).toBeNull();
    expect(
      budgetStateOf({
        post10m: { start: { toMillis: () => NOW }, count: 2 },
        postDay: { start: 'yesterday', count: 2 },
        reaction1m: { start: NOW, count: 1.5 },
        counted: 'posts/p1',
      }),
    ).toEqual({ post10m: { start: NOW, count: 2 } });
  });
});

describe('a refusal the budget explains', () => {
  it('another device filled the window: wait for its end; room left: the refusal stands', () => {
    const full: BudgetState = { reportDay: { start: NOW - MINUTE, count: 10 } };
    expect(refusalWait('report', full, NOW, false, 4_000)).toBe(
      NOW - MINUTE + 24 * 60 * MINUTE + CLOCK_MARGIN_MS,
    );
    const room: BudgetState = { reportDay: { start: NOW - MINUTE, count: 3 } };
    expect(refusalWait('report', room, NOW, false, 4_000)).toBeNull();
  });
  it('a full window that ended by this clock only just now: ask again soon; long ago: it stands', () => {
    const justEnded: BudgetState = { reaction1m: { start: NOW - MINUTE - 10_000, count: 60 } };
    expect(refusalWait('reaction', justEnded, NOW, false, 4_000)).toBe(NOW + 4_000);
    const longAgo: BudgetState = { reaction1m: { start: NOW - 24 * 60 * MINUTE, count: 60 } };
    expect(refusalWait('reaction', longAgo, NOW, false, 4_000)).toBeNull();
  });
});
