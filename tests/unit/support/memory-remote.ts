// An in-memory server for fast tests of the replayer: it keeps what each entry wrote, answers
// replays by idempotency key and edits by base version, and lets a test fail, delay or cut off
// the acknowledgement of chosen entries. Only the write side of SyncRemote is modelled; the
// listeners never report anything.
import type { ApplyOutcome, OutboxEntry } from '../../../src/data/model/outbox';
import type { SyncRemote } from '../../../src/data/sync/sync-remote';

export interface Fault {
  /** Throw this before the server applies anything. */
  before?: unknown;
  /** Apply, then throw this instead of answering (a lost acknowledgement). */
  after?: unknown;
}

export interface MemoryRemote extends SyncRemote {
  /** Every call in the order the server received it: `op target`. */
  readonly received: string[];
  /** Entry keys the server applied, in order (a replay of an applied key is not counted). */
  readonly applied: string[];
  /** Versions of versioned documents (posts), by path. */
  readonly versions: Map<string, number>;
  /** Faults to inject, consumed one per call, by entry op or `*`. */
  readonly faults: Map<string, Fault[]>;
  /** While set, calls wait for it (to stop a replayer mid-flight). */
  gate: Promise<void> | null;
  /** Calls in flight right now, and the most ever at once. */
  inFlight: number;
  maxInFlight: number;
  /** How long the server takes to answer a write, in milliseconds. */
  latencyMs: number;
}

const error = (code: string) => Object.assign(new Error(code), { code });
export const transient = () => error('unavailable');
export const permanent = () => error('permission-denied');

export function createMemoryRemote(): MemoryRemote {
  const keys = new Set<string>();
  const remote: MemoryRemote = {
    received: [],
    applied: [],
    versions: new Map(),
    faults: new Map(),
    gate: null,
    inFlight: 0,
    maxInFlight: 0,
    latencyMs: 0,

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
        const outcome = apply(entry);
        if (fault?.after) throw fault.after;
        return outcome;
      } finally {
        remote.inFlight -= 1;
      }
    },
    async uploadImage(upload, signal) {
      remote.received.push(`image.upload ${upload.path}`);
      if (remote.gate) await remote.gate;
      signal.throwIfAborted();
      return `https://storage.test/${upload.path}`;
    },
    readMirrorDocument: () => Promise.reject(error('unavailable')),
    watchTodos: async () => () => undefined,
    watchBookmarks: async () => () => undefined,
    watchNewestPosts: async () => () => undefined,
    watchPost: async () => () => undefined,
    watchComments: async () => () => undefined,
  };

  function apply(entry: OutboxEntry): ApplyOutcome {
    const version = remote.versions.get(entry.target) ?? null;
    if (keys.has(entry.key)) return { kind: 'already-applied', version };
    if (entry.op === 'post.edit' || entry.op === 'post.delete') {
      if (version === null) return { kind: 'gone' };
      if (version !== entry.baseVersion)
        return { kind: 'conflict', serverVersion: version, server: null };
    }
    keys.add(entry.key);
    remote.applied.push(entry.key);
    if (entry.op === 'post.create') remote.versions.set(entry.target, 1);
    if (entry.op === 'post.edit') remote.versions.set(entry.target, (version ?? 0) + 1);
    if (entry.op === 'post.delete') remote.versions.delete(entry.target);
    return { kind: 'applied', version: remote.versions.get(entry.target) ?? null };
  }

  return remote;
}
