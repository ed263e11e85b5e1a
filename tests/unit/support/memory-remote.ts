// An in-memory server for fast tests of the replayer and the sync engine. Writes run the app's
// own operations (src/data/sync/ops: each one's applyRemote) against a map of documents through
// the same ServerTransaction a Firestore transaction is adapted to: reads first, writes buffered
// and committed together, counters moved by increment. A test can fail, delay or cut off the
// acknowledgement of chosen entries, and edit documents "from another device". The listeners
// never report anything; readMirrorDocument answers for to-dos and posts. Made with
// `{ batches: true }`, it also takes several entries in one commit (applyMutations), as the
// Firestore remote does: each entry reads and answers on its own, the writes of those that
// answered commit together.
import type { Post } from '../../../src/data/model/post';
import type { ApplyOutcome, OutboxEntry } from '../../../src/data/model/outbox';
import { applyRemote, serverContextOf, type ServerTransaction } from '../../../src/data/sync/ops';
import type { MirrorDocument, SyncRemote } from '../../../src/data/sync/sync-remote';

export interface Fault {
  /** Throw this before the server applies anything. */
  before?: unknown;
  /** Apply, then throw this instead of answering (a lost acknowledgement). */
  after?: unknown;
}

type Data = Record<string, unknown>;

export interface MemoryRemote extends SyncRemote {
  /** Every call in the order the server received it: `op target`. */
  readonly received: string[];
  /** Entry keys whose writes the server committed, in order (a recognised replay is not). */
  readonly applied: string[];
  /** The server's documents, by path. */
  readonly docs: Map<string, Data>;
  /** Faults to inject, consumed one per call, by entry op or `*`. */
  readonly faults: Map<string, Fault[]>;
  /** While set, calls wait for it (to stop a replayer mid-flight). */
  gate: Promise<void> | null;
  /** Calls in flight right now, and the most ever at once. */
  inFlight: number;
  maxInFlight: number;
  /** How long the server takes to answer a write, in milliseconds. */
  latencyMs: number;
  /** Paths read by readMirrorDocument, in order. */
  readonly reads: string[];
  /** The `op target` of each batch's entries, per batch received (with `{ batches: true }`). */
  readonly batches: string[][];
  /** Another device changes a document (bumping its version, as an edit does). */
  editElsewhere(path: string, change: Data): void;
}

const error = (code: string) => Object.assign(new Error(code), { code });
export const transient = () => error('unavailable');
export const permanent = () => error('permission-denied');

/** A counter move, resolved against the stored value at commit. */
class Increment {
  constructor(readonly by: number) {}
}

export function createMemoryRemote({
  batches = false,
  now,
}: {
  batches?: boolean;
  /**
   * The server's clock, for tests of write budgets: the server's times (a window's start) and
   * the device's reckoning of them. Without it the server's times are small counters, long past
   * by the device's clock, so budgets never bite.
   */
  now?: () => number;
} = {}): MemoryRemote {
  const docs = new Map<string, Data>();
  let clock = 1_000;

  function transaction(writes: Array<() => void>): ServerTransaction {
    return {
      async get(path) {
        const data = docs.get(path);
        return { id: path.split('/').at(-1)!, exists: !!data, data: data && { ...data } };
      },
      set: (path, data) => writes.push(() => docs.set(path, resolve(undefined, data))),
      merge: (path, data) => writes.push(() => docs.set(path, resolve(docs.get(path), data))),
      update: (path, data) =>
        writes.push(() => {
          const before = docs.get(path);
          if (!before) throw error('not-found');
          docs.set(path, resolve(before, data));
        }),
      delete: (path) => writes.push(() => docs.delete(path)),
      async writer(uid) {
        const user = docs.get(`users/${uid}`);
        return {
          author: { displayName: String(user?.displayName ?? uid), photoURL: '' },
          fix: () => undefined,
        };
      },
      serverTime: () => (now ? now() : (clock += 1)),
      increment: (by) => new Increment(by),
      timestamp: (ms) => ms,
      now: now ?? Date.now,
    };
  }

  /** `change` over `before`: increments moved, nested maps merged (set replaces: no `before`). */
  function resolve(before: Data | undefined, change: Data): Data {
    const next: Data = { ...before };
    for (const [field, value] of Object.entries(change)) {
      const was = before?.[field];
      next[field] =
        value instanceof Increment
          ? (typeof was === 'number' ? was : 0) + value.by
          : isMap(value)
            ? resolve(before && isMap(was) ? was : before ? {} : undefined, value)
            : value;
    }
    return next;
  }

  /** A plain map of fields (not a date, a list or an increment). */
  const isMap = (value: unknown): value is Data =>
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype;

  async function commit(entry: OutboxEntry): Promise<ApplyOutcome> {
    const writes: Array<() => void> = [];
    const outcome = await applyRemote(entry, transaction(writes), await contextOf(entry));
    writes.forEach((write) => write());
    if (writes.length > 0) remote.applied.push(entry.key);
    return outcome;
  }

  const contextOf = (entry: OutboxEntry) =>
    serverContextOf(entry, (path) => Promise.resolve(docs.get(path)));

  /** One commit of several entries: those that answer commit their writes together. */
  async function commitTogether(
    entries: readonly OutboxEntry[],
  ): Promise<PromiseSettledResult<ApplyOutcome>[]> {
    const writes = entries.map((): Array<() => void> => []);
    const faults = entries.map((entry) =>
      (remote.faults.get(entry.op) ?? remote.faults.get('*'))?.shift(),
    );
    const answers = await Promise.allSettled(
      entries.map(async (entry, i) => {
        if (faults[i]?.before) throw faults[i].before;
        return applyRemote(entry, transaction(writes[i]!), await contextOf(entry));
      }),
    );
    answers.forEach((answer, i) => {
      if (answer.status !== 'fulfilled') return;
      writes[i]!.forEach((write) => write());
      if (writes[i]!.length > 0) remote.applied.push(entries[i]!.key);
    });
    return answers.map((answer, i) =>
      answer.status === 'fulfilled' && faults[i]?.after
        ? { status: 'rejected', reason: faults[i].after }
        : answer,
    );
  }

  const remote: MemoryRemote = {
    received: [],
    applied: [],
    docs,
    faults: new Map(),
    gate: null,
    inFlight: 0,
    maxInFlight: 0,
    latencyMs: 0,
    reads: [],
    batches: [],

    async applyMutation(entry: OutboxEntry, signal: AbortSignal): Promise<ApplyOutcome> {
      remote.inFlight += 1;
      remote.maxInFlight = Math.max(remote.maxInFlight, remote.inFlight);
      try {
        remote.received.push(`${entry.op} ${entry.target}`);
        await new Promise((resolve) => setTimeout(resolve, remote.latencyMs));
        if (remote.gate) await remote.gate;
        signal.throwIfAborted();
        const fault = (remote.faults.get(entry.op) ?? remote.faults.get('*'))?.shift();
        if (fault?.before) throw fault.before;
        const outcome = await commit(entry);
        if (fault?.after) throw fault.after;
        return outcome;
      } finally {
        remote.inFlight -= 1;
      }
    },
    ...(batches && {
      async applyMutations(entries: readonly OutboxEntry[], signal: AbortSignal) {
        remote.inFlight += 1;
        remote.maxInFlight = Math.max(remote.maxInFlight, remote.inFlight);
        try {
          const calls = entries.map((entry) => `${entry.op} ${entry.target}`);
          remote.received.push(...calls);
          remote.batches.push(calls);
          await new Promise((resolve) => setTimeout(resolve, remote.latencyMs));
          if (remote.gate) await remote.gate;
          signal.throwIfAborted();
          return await commitTogether(entries);
        } finally {
          remote.inFlight -= 1;
        }
      },
    }),
    async uploadImage(upload, signal) {
      remote.received.push(`image.upload ${upload.path}`);
      if (remote.gate) await remote.gate;
      signal.throwIfAborted();
      return `https://storage.test/${upload.path}`;
    },
    async freeImageSlot(entry, signal) {
      remote.received.push(`image.free ${entry.target}`);
      if (remote.gate) await remote.gate;
      signal.throwIfAborted();
      return { kind: 'applied', version: null };
    },
    async readMirrorDocument(path): Promise<MirrorDocument> {
      remote.reads.push(path);
      const [first, uid = '', third, id = ''] = path.split('/');
      const data = docs.get(path);
      if (first === 'users' && third === 'todos') {
        if (!data) return { kind: 'missing', path };
        const at = (value: unknown) => new Date(Number(value ?? 0));
        return {
          kind: 'todo',
          todo: {
            id,
            uid,
            text: String(data.text),
            done: data.done === true,
            order: Number(data.order),
            createdAt: at(data.createdAt),
            updatedAt: at(data.updatedAt),
            version: Number(data.version),
          },
        };
      }
      if (first === 'posts' && third === undefined) {
        if (!data) return { kind: 'missing', path };
        const post = { ...data, id: uid } as unknown as Post;
        return {
          kind: 'post',
          post: { ...post, createdAt: new Date(), updatedAt: new Date(), pinnedAt: null },
        };
      }
      throw error('unavailable');
    },
    editElsewhere(path, change) {
      const before = docs.get(path);
      if (!before) throw new Error(`no document at ${path}`);
      docs.set(path, { ...before, ...change, version: Number(before.version ?? 1) + 1 });
    },
    watchTodos: async () => () => undefined,
    watchBookmarks: async () => () => undefined,
    watchMutes: async () => () => undefined,
    watchNotifications: async () => () => undefined,
    watchNewestPosts: async () => () => undefined,
    watchPost: async () => () => undefined,
    watchComments: async () => () => undefined,
  };

  return remote;
}
