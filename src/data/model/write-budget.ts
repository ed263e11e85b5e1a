// A member's write budgets: how many posts, comments (and replies), reactions (likes and
// bookmarks, given or taken back: each moves a public counter) and reports they may write in a
// window of time. One private document per member, `users/{uid}/private/budget`, holds a start and
// a count for each window; every counted write moves its kind's windows in its own commit, and
// firestore.rules accept the write only with that move (the same figures, in `budgetWindows()`: a
// unit test holds the two equal). The window arithmetic below is the device's: whether a write
// may go now, and if not, when.

export type BudgetKind = 'post' | 'comment' | 'reaction' | 'report';

export type BudgetWindowName =
  'post10m' | 'postDay' | 'comment10m' | 'commentDay' | 'reaction1m' | 'reportDay';

export interface BudgetWindowSpec {
  name: BudgetWindowName;
  kind: BudgetKind;
  /** The window's length. */
  minutes: number;
  /** The most writes of its kind within one window. */
  limit: number;
}

/** Every window, each of one kind; a write of that kind moves all of its kind's windows. */
export const BUDGET_WINDOWS: readonly BudgetWindowSpec[] = [
  { name: 'post10m', kind: 'post', minutes: 10, limit: 5 },
  { name: 'postDay', kind: 'post', minutes: 24 * 60, limit: 20 },
  { name: 'comment10m', kind: 'comment', minutes: 10, limit: 30 },
  { name: 'commentDay', kind: 'comment', minutes: 24 * 60, limit: 300 },
  { name: 'reaction1m', kind: 'reaction', minutes: 1, limit: 60 },
  { name: 'reportDay', kind: 'report', minutes: 24 * 60, limit: 10 },
];

/** An account is new for this long after its users document was made. */
export const NEW_ACCOUNT_HOURS = 24;
/** A new account gets this share of each limit (a fifth), rounded down, at least 1. */
export const NEW_ACCOUNT_DIVISOR = 5;

export const newAccountLimit = (limit: number): number =>
  Math.max(1, Math.floor(limit / NEW_ACCOUNT_DIVISOR));

export const budgetPath = (uid: string) => `users/${uid}/private/budget`;

const MINUTE_MS = 60_000;
const windowMs = (spec: BudgetWindowSpec) => spec.minutes * MINUTE_MS;

export const windowsOf = (kind: BudgetKind): BudgetWindowSpec[] =>
  BUDGET_WINDOWS.filter((spec) => spec.kind === kind);

/**
 * The device restarts a window only this long after its clock says the window ended: the rules
 * judge by the server's clock, and a restart they see too early is refused. Within the margin a
 * write that fits is counted in the old window, which the rules accept too.
 */
export const CLOCK_MARGIN_MS = 2_000;

/** One window as stored: when it started (epoch milliseconds) and how many writes it counted. */
export interface BudgetWindow {
  start: number;
  count: number;
}

export type BudgetState = Partial<Record<BudgetWindowName, BudgetWindow>>;

/** The member whose budget it is, as their users document says. */
export interface Spender {
  admin: boolean;
  /** When the users document was made; null when there is none yet (a new account). */
  joinedAt: number | null;
  /** A users document from before join dates: never new. */
  legacy?: boolean;
}

/** Epoch milliseconds of a stored time (a Firestore Timestamp, a Date or a number), or null. */
export function timeMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null) {
    const { toMillis } = value as { toMillis?: unknown };
    if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
  }
  return null;
}

/** Who the users document says the member is (`data` undefined: no document). */
export function spenderOf(data: Record<string, unknown> | null | undefined): Spender {
  if (!data) return { admin: false, joinedAt: null };
  const joinedAt = timeMillis(data.createdAt);
  return {
    admin: data.role === 'admin',
    joinedAt,
    ...(joinedAt === null ? { legacy: true } : {}),
  };
}

export function isNewAccount(spender: Spender, now: number): boolean {
  if (spender.legacy) return false;
  return spender.joinedAt === null || now - spender.joinedAt < NEW_ACCOUNT_HOURS * 3_600_000;
}

export const limitOf = (spec: BudgetWindowSpec, newAccount: boolean): number =>
  newAccount ? newAccountLimit(spec.limit) : spec.limit;

/** The windows a budget document holds, tolerating a missing document or stray fields. */
export function budgetStateOf(data: Record<string, unknown> | null | undefined): BudgetState {
  const state: BudgetState = {};
  for (const { name } of BUDGET_WINDOWS) {
    const value = data?.[name] as { start?: unknown; count?: unknown } | undefined;
    const start = timeMillis(value?.start);
    const count = value?.count;
    if (start !== null && typeof count === 'number' && Number.isInteger(count))
      state[name] = { start, count };
  }
  return state;
}

/** How one window moves with a write: it starts again, or counts one more. */
export type WindowMove =
  | { name: BudgetWindowName; restart: true }
  | {
      name: BudgetWindowName;
      restart: false;
      count: number;
    };

/** Whether a write of `kind` may go at `now`, and how it moves the windows; if not, until when. */
export type BudgetStep =
  | { kind: 'spend'; moves: WindowMove[] }
  | { kind: 'wait'; until: number; window: BudgetWindowName };

export function budgetStep(
  kind: BudgetKind,
  state: BudgetState,
  now: number,
  newAccount: boolean,
): BudgetStep {
  const moves: WindowMove[] = [];
  let wait: { until: number; window: BudgetWindowName } | null = null;
  for (const spec of windowsOf(kind)) {
    const current = state[spec.name];
    const ends = current ? current.start + windowMs(spec) : -Infinity;
    if (!current || now >= ends + CLOCK_MARGIN_MS) {
      moves.push({ name: spec.name, restart: true });
    } else if (current.count + 1 <= limitOf(spec, newAccount)) {
      moves.push({ name: spec.name, restart: false, count: current.count + 1 });
    } else {
      const until = ends + CLOCK_MARGIN_MS;
      if (!wait || until > wait.until) wait = { until, window: spec.name };
    }
  }
  return wait ? { kind: 'wait', ...wait } : { kind: 'spend', moves };
}

/** The windows after `moves`, a restart dated `at`. */
export function afterMoves(
  state: BudgetState,
  moves: readonly WindowMove[],
  at: number,
): BudgetState {
  const next: BudgetState = { ...state };
  for (const move of moves)
    next[move.name] = move.restart
      ? { start: at, count: 1 }
      : { start: state[move.name]!.start, count: move.count };
  return next;
}

/**
 * The budget document's fields a write's moves write (merged into it), naming `counted`, the
 * document the write creates or deletes; a restart is dated `serverTime` (the server's clock).
 */
export function budgetWrite(
  moves: readonly WindowMove[],
  counted: string,
  serverTime: unknown,
): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      moves.map((move) => [
        move.name,
        move.restart ? { start: serverTime, count: 1 } : { count: move.count },
      ]),
    ),
    counted,
  };
}

/**
 * When each of `count` writes of `kind`, sent one after another as soon as allowed, may go, from
 * `now` on: the send times of entries waiting in the outbox, or of one more the member is about to
 * write.
 */
export function budgetSchedule(
  kind: BudgetKind,
  state: BudgetState,
  now: number,
  newAccount: boolean,
  count: number,
): number[] {
  const times: number[] = [];
  let windows = state;
  let at = now;
  while (times.length < count) {
    const step = budgetStep(kind, windows, at, newAccount);
    if (step.kind === 'wait') {
      at = step.until;
      continue;
    }
    windows = afterMoves(windows, step.moves, at);
    times.push(at);
  }
  return times;
}

/**
 * When one more write of `kind` may go, from `now` on, after `before` writes of that kind that
 * wait to go first; with the window that holds it back (null: none does).
 */
export function nextWrite(
  kind: BudgetKind,
  state: BudgetState,
  now: number,
  newAccount: boolean,
  before: number,
): { at: number; window: BudgetWindowName | null } {
  let windows = state;
  let at = now;
  let window: BudgetWindowName | null = null;
  for (let written = 0; ;) {
    const step = budgetStep(kind, windows, at, newAccount);
    if (step.kind === 'wait') {
      at = step.until;
      window = step.window;
      continue;
    }
    if (written === before) return { at, window };
    windows = afterMoves(windows, step.moves, at);
    written += 1;
  }
}

/** How far a device's clock may plausibly run ahead of the server's. */
export const CLOCK_SKEW_MAX_MS = 5 * MINUTE_MS;

/**
 * After the rules refused a write the device thought fitted: when to try it again, if the budget
 * explains the refusal (null: it does not, the refusal stands). Either another device spent the
 * window (it is full by the server's count: wait for its end), or this device's clock runs ahead
 * of the server's and it restarted a full window that ended by its clock only just now (wait
 * `retryMs` and ask again).
 */
export function refusalWait(
  kind: BudgetKind,
  state: BudgetState,
  now: number,
  newAccount: boolean,
  retryMs: number,
): number | null {
  const step = budgetStep(kind, state, now, newAccount);
  if (step.kind === 'wait') return step.until;
  const justFull = windowsOf(kind).some((spec) => {
    const current = state[spec.name];
    return (
      current !== undefined &&
      current.count >= limitOf(spec, newAccount) &&
      now < current.start + windowMs(spec) + CLOCK_SKEW_MAX_MS
    );
  });
  return justFull ? now + retryMs : null;
}
