import { appCheckToken } from './app-check';
import { withAppCheck } from './app-check-token';
import { firebaseAuth } from './firebase';
import { remoteConfig } from './firebase-app';
import { DOCUMENTS, decodeFields, endpoint, type RestValue } from './rest-reads';
import {
  FirestoreRestError,
  mergeWrite,
  setWrite,
  updateWrite,
  type Precondition,
  type Write,
} from './rest-writes';

export { FirestoreRestError, increment, serverTime, timestamp } from './rest-writes';

// The replay's transactions, as plain requests to Firestore's REST API: one `batchGet` for all
// the reads an attempt makes in the same moment, then one `commit` of its writes. Firestore Lite
// has transactions too, but its public API sends one read request per document (a commit of 100
// to-dos made 100 requests before it could commit), and it has no public way to read several
// documents together. The protocol is the one Lite's transactions follow, without a lock:
// - each document read records its version (its update time, or "missing");
// - the commit's first write to a read document carries that version as a precondition (a
//   document read as missing: that it still does not exist), and each document read but not
//   written is `verify`-ed with it, so the commit is refused if anything read changed since;
// - a refused commit (ABORTED, FAILED_PRECONDITION, ALREADY_EXISTS) runs the whole attempt
//   again, up to MAX_ATTEMPTS times, with a growing pause.
// Requests carry the member's ID token and App Check's token, as the SDKs' do.

const MAX_ATTEMPTS = 5;
/**
 * How long one request may go unanswered before it is given up (a `TimeoutError`, which the
 * replayer takes as `deadline-exceeded` and tries again after its backoff). Without it, a request
 * sent as the network came back that never answers would hold the replay until the operation's
 * own limit (two minutes); a commit given up may still have landed, which the replay's
 * operations are written to survive (a dropped acknowledgement).
 */
const REQUEST_DEADLINE_MS = 15_000;
/** The pause before the second attempt; each further one doubles it (with jitter). */
const RETRY_PAUSE_MS = 200;

const nameOf = (path: string) => `${DOCUMENTS}/${path}`;
const url = (method: 'batchGet' | 'commit') => endpoint(`:${method}`);

const RETRIED = new Set(['aborted', 'failed-precondition', 'already-exists']);

export interface RestSnapshot {
  id: string;
  exists: boolean;
  data: Record<string, unknown> | undefined;
}

/** A transaction's reads and writes, by document path (`posts/abc`). */
export interface RestTransaction {
  /** A document, whose version the commit then requires unchanged. */
  get(path: string): Promise<RestSnapshot>;
  /** A document as it is now, read beside the others, not a precondition (Attempt.peek). */
  peek(path: string): Promise<RestSnapshot>;
  set(path: string, data: Record<string, unknown>): void;
  /** Writes the fields given, leaving the document's others (a set with `merge`). */
  merge(path: string, data: Record<string, unknown>): void;
  /** Writes the fields named (dotted paths reach into maps); the document must exist. */
  update(path: string, data: Record<string, unknown>): void;
  delete(path: string): void;
}

// ---------------------------------------------------------------------------------------------
// Requests.

async function headers(): Promise<Record<string, string>> {
  const user = firebaseAuth().currentUser;
  // As Firestore Lite sends its requests: the body's JSON as text, the database for routing.
  const base: Record<string, string> = {
    'Content-Type': 'text/plain',
    'x-goog-request-params': `project_id=${remoteConfig.options.projectId}`,
  };
  if (user) base.Authorization = `Bearer ${await user.getIdToken()}`;
  return withAppCheck(base, await appCheckToken());
}

/** `PERMISSION_DENIED` as the SDKs say it: `permission-denied`. */
const codeOf = (status: string | undefined, httpStatus: number) =>
  status
    ? status.toLowerCase().replace(/_/g, '-')
    : httpStatus === 403
      ? 'permission-denied'
      : httpStatus === 401
        ? 'unauthenticated'
        : 'unavailable';

async function send<T>(method: 'batchGet' | 'commit', body: object, signal?: AbortSignal) {
  const response = await fetch(url(method), {
    method: 'POST',
    headers: await headers(),
    body: JSON.stringify(body),
    signal,
  });
  const answer = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const error = (Array.isArray(answer) ? answer[0] : answer) as
      { error?: { status?: string; message?: string } } | undefined;
    throw new FirestoreRestError(
      codeOf(error?.error?.status, response.status),
      error?.error?.message ?? `Firestore answered ${response.status}`,
    );
  }
  return answer as T;
}

type BatchGetAnswer = Array<{
  found?: { name: string; fields?: Record<string, RestValue>; updateTime: string };
  missing?: string;
}>;

/** A document as a read found it: its snapshot and version (update time; null: missing). */
interface Found {
  snapshot: RestSnapshot;
  version: string | null;
}

/** One attempt: its reads gathered into requests, its writes kept for the commit. */
class Attempt implements RestTransaction {
  /** Each document read with get(): its version, a precondition of the commit; by name. */
  private readonly versions = new Map<string, string | null>();
  /** Each document asked for (get or peek), once per attempt; by name. */
  private readonly reads = new Map<string, Promise<Found>>();
  private readonly written = new Set<string>();
  private readonly writes: Write[] = [];
  private waiting: Array<{ name: string; settle: (read: Promise<Found>) => void }> = [];

  constructor(
    private readonly signal: AbortSignal | undefined,
    private readonly deadlineMs: number,
  ) {}

  /** A request's signal: the caller's, or its own deadline, whichever ends first. */
  private request(): AbortSignal {
    const deadline = AbortSignal.timeout(this.deadlineMs);
    return this.signal ? AbortSignal.any([this.signal, deadline]) : deadline;
  }

  private read(path: string): Promise<Found> {
    if (this.writes.length > 0) {
      throw new FirestoreRestError('invalid-argument', 'a transaction reads before it writes');
    }
    const name = nameOf(path);
    let read = this.reads.get(name);
    if (!read) {
      read = new Promise<Found>((settle) => {
        // Reads asked for in the same moment go in one request.
        if (this.waiting.length === 0) setTimeout(() => this.flush(), 0);
        this.waiting.push({ name, settle });
      });
      this.reads.set(name, read);
    }
    return read;
  }

  async get(path: string): Promise<RestSnapshot> {
    const { snapshot, version } = await this.read(path);
    this.versions.set(nameOf(path), version);
    return snapshot;
  }

  /**
   * A document as it is now, read with the attempt's others but no precondition of its commit
   * (a document others' writes move, read for what it says; see ServerContext). A get() of it
   * later in the attempt takes the same answer, and makes it one.
   */
  async peek(path: string): Promise<RestSnapshot> {
    return (await this.read(path)).snapshot;
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    const answered = send<BatchGetAnswer>(
      'batchGet',
      { documents: batch.map(({ name }) => name) },
      this.request(),
    ).then((rows) => {
      const byName = new Map<string, Found>();
      for (const row of rows) {
        const name = row.found?.name ?? row.missing;
        if (!name) continue;
        byName.set(name, {
          snapshot: {
            id: name.slice(name.lastIndexOf('/') + 1),
            exists: row.found !== undefined,
            data: row.found ? decodeFields(row.found.fields) : undefined,
          },
          version: row.found?.updateTime ?? null,
        });
      }
      return byName;
    });
    for (const { name, settle } of batch) {
      settle(
        answered.then((byName) => {
          const found = byName.get(name);
          if (!found) throw new FirestoreRestError('internal', `no answer for ${name}`);
          return found;
        }),
      );
    }
  }

  /** The version `name` was read at, as a precondition (none if not read). */
  private precondition(name: string): Precondition | undefined {
    if (!this.versions.has(name)) return undefined;
    const version = this.versions.get(name);
    return version ? { updateTime: version } : { exists: false };
  }

  /** A write, its document's first carrying the version read (or `blind`, if not read). */
  private write(name: string, write: Write, blind?: Precondition): void {
    const precondition = this.written.has(name) ? undefined : (this.precondition(name) ?? blind);
    this.written.add(name);
    this.writes.push(precondition ? { ...write, currentDocument: precondition } : write);
  }

  set(path: string, data: Record<string, unknown>): void {
    const name = nameOf(path);
    this.write(name, setWrite(name, data));
  }

  merge(path: string, data: Record<string, unknown>): void {
    const name = nameOf(path);
    this.write(name, mergeWrite(name, data));
  }

  update(path: string, data: Record<string, unknown>): void {
    const name = nameOf(path);
    if (!this.written.has(name) && this.versions.get(name) === null) {
      throw new FirestoreRestError('invalid-argument', `${path} does not exist to update`);
    }
    this.write(name, updateWrite(name, data), { exists: true });
  }

  delete(path: string): void {
    const name = nameOf(path);
    this.write(name, { delete: name });
  }

  async commit(): Promise<void> {
    const verifies: Write[] = [];
    for (const name of this.versions.keys()) {
      if (!this.written.has(name))
        verifies.push({ verify: name, currentDocument: this.precondition(name) });
    }
    const writes = [...this.writes, ...verifies];
    if (writes.length === 0) return;
    await send('commit', { writes }, this.request());
  }
}

/**
 * Runs `work` in a transaction and commits what it wrote; runs it again (a new attempt, reading
 * again) when the commit is refused because something it read changed. `work` must only read
 * and write through the transaction it is given, reads before writes.
 */
export async function runRestTransaction<T>(
  work: (tx: RestTransaction) => Promise<T>,
  signal?: AbortSignal,
  deadlineMs = REQUEST_DEADLINE_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const tx = new Attempt(signal, deadlineMs);
    try {
      const result = await work(tx);
      await tx.commit();
      return result;
    } catch (error) {
      // Only the server's refusals: what `work` throws itself (an operation's own error, even
      // with the same code) is its answer, not a race.
      const raced = error instanceof FirestoreRestError && RETRIED.has(error.code);
      if (attempt >= MAX_ATTEMPTS || !raced) throw error;
      const pause = RETRY_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
