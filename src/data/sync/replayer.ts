import { Dexie } from 'dexie';
import { db } from '../local/database';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { backoffDelay } from './backoff';
import { recordFailure, recordWait, settleEntries, settleEntry } from './entry-settlement';
import { classifyReplayFailure } from './failure-classification';
import { slotsShownHere } from './image-slot-use';
import { localImageIds } from './local-images';
import { opOf, prepareEntry } from './ops';
import { creationOrder, readiness, replayLanes } from './replay-order';
import type { SyncRemote } from './sync-remote';

/** One attempt may take 2 minutes (operations) or 10 minutes (uploads and slots' freeing). */
export const OPERATION_ATTEMPT_MS = 2 * 60_000;
export const UPLOAD_ATTEMPT_MS = 10 * 60_000;
/** Sends at once (an entry, or a batch of lanes' heads): different documents do not wait. */
export const DEFAULT_CONCURRENCY = 8;
/** Lanes' heads sent together, when the remote takes batches (SyncRemote.applyMutations). */
export const DEFAULT_BATCH_SIZE = 100;

export interface ReplayerOptions {
  remote: SyncRemote;
  /** The member whose entries may replay now (null: nobody is signed in). */
  currentUid: () => string | null;
  isOnline?: () => boolean;
  now?: () => number;
  /** Wait after `attempts` failed tries; backoffDelay by default. */
  delay?: (attempts: number) => number;
  concurrency?: number;
  /** Most entries in one batch (1: each entry on its own). */
  batchSize?: number;
  operationAttemptMs?: number;
  uploadAttemptMs?: number;
  /** Rows the device may have guessed wrong; the mirror re-reads them. */
  onRefresh?: (paths: string[]) => void;
  /** An attempt failed but will be retried (e.g. ask the service worker for background sync). */
  onRetryLater?: () => void;
  /** Each batch's size as it is sent (for figures). */
  onBatch?: (size: number) => void;
}

export interface Replayer {
  /** Something changed (a new entry, back online, signed in, a timer): look for work. */
  kick(): void;
  /** Stops sending; entries in flight are abandoned where they stand, for the next replayer. */
  stop(): Promise<void>;
  /** Resolves once nothing is being sent and nothing is due right now. */
  idle(): Promise<void>;
}

/** `work`, or its signal's reason as soon as the signal aborts (the work is left to settle). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The entry as it goes to the server: local image references replaced by their URLs. */
async function withUploadedImages(entry: OutboxEntry): Promise<OutboxEntry> {
  const ids = 'content' in entry.payload ? localImageIds(entry.payload.content) : [];
  if (ids.length === 0) return entry;
  const urls = new Map<string, string>();
  for (const upload of await db.uploads.bulkGet(ids))
    if (upload?.downloadURL) urls.set(upload.id, upload.downloadURL);
  return prepareEntry(entry, urls);
}

/**
 * Sends the signed-in member's outbox to the server: oldest first within each lane, lanes side
 * by side, failures sorted and retried with backoff. Run only one per device at a time (see
 * leader-election.ts); a second would not duplicate writes, but could reorder a lane.
 */
export function createReplayer(options: ReplayerOptions): Replayer {
  const {
    remote,
    currentUid,
    isOnline = () => true,
    now = Date.now,
    delay = backoffDelay,
    concurrency = DEFAULT_CONCURRENCY,
    batchSize = DEFAULT_BATCH_SIZE,
    operationAttemptMs = OPERATION_ATTEMPT_MS,
    uploadAttemptMs = UPLOAD_ATTEMPT_MS,
    onRefresh,
    onRetryLater,
    onBatch,
  } = options;
  const stopping = new AbortController();
  const attempts = new Set<Promise<unknown>>();
  let draining: Promise<void> | null = null;
  let kickedWhileDraining = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleWaiters: Array<() => void> = [];

  type Result = 'acknowledged' | 'stopped' | number;

  /**
   * One attempt's time limit and its abort: on timeout, or when the replayer stops. `done`
   * must be called when the attempt is over.
   */
  function startAttempt(limitMs: number): { signal: AbortSignal; done: () => void } {
    const attempt = new AbortController();
    const timeout = setTimeout(
      () => attempt.abort(new DOMException('attempt timed out', 'TimeoutError')),
      limitMs,
    );
    const onStop = () => attempt.abort(stopping.signal.reason);
    stopping.signal.addEventListener('abort', onStop, { once: true });
    return {
      signal: attempt.signal,
      done: () => {
        clearTimeout(timeout);
        stopping.signal.removeEventListener('abort', onStop);
      },
    };
  }

  /** Records a failed attempt: the entry's next attempt time, or 'stopped'. */
  async function failed(
    entry: OutboxEntry,
    error: unknown,
    signal: AbortSignal,
    upload: boolean,
  ): Promise<Result> {
    // Stopping (tab closing, member signing out): the entry stays as it is, unharmed.
    if (stopping.signal.aborted) return 'stopped';
    let failure = classifyReplayFailure(
      entry,
      entry.attempts,
      signal.aborted ? signal.reason : error,
    );
    if (signal.aborted && upload) {
      failure = {
        kind: 'transient',
        code: 'storage/retry-limit-exceeded',
        messageKey: 'storage.retry-limit-exceeded',
      };
    }
    const retryAt = await recordFailure(entry, failure, now(), delay);
    if (failure.kind === 'transient') onRetryLater?.();
    return retryAt ?? 'stopped';
  }

  /**
   * Records the server's answer to an entry sent as `sent`: acknowledged, stopped, or (its
   * budget had no room) the time it goes.
   */
  async function settled(
    entry: OutboxEntry,
    sent: OutboxEntry,
    outcome: ApplyOutcome,
  ): Promise<Result> {
    if (outcome.kind === 'wait') return (await recordWait(entry, outcome, now())) ?? 'stopped';
    const done = await settleEntry(entry, sent, outcome);
    if (done.refresh.length > 0) onRefresh?.(done.refresh);
    return done.acknowledged ? 'acknowledged' : 'stopped';
  }

  /** Sends one entry and records the answer: acknowledged, stopped, or the time to retry it. */
  async function replayEntry(planned: OutboxEntry): Promise<Result> {
    // The member may have discarded or resolved it since it was read.
    const entry = await db.outbox.get(planned.id);
    if (entry?.key !== planned.key || entry.status !== 'pending') return 'stopped';
    // Made to wait for its budget since the round read it.
    if (entry.nextAttemptAt > now()) return entry.nextAttemptAt;
    const { upload = false } = opOf(entry);
    const attempt = startAttempt(upload ? uploadAttemptMs : operationAttemptMs);
    try {
      if (entry.op === 'image.upload') {
        const image = await db.uploads.get(entry.imageId);
        const done = image
          ? await settleEntry(
              entry,
              entry,
              { kind: 'applied', version: null },
              {
                downloadURL: await abortable(
                  remote.uploadImage(image, attempt.signal),
                  attempt.signal,
                ),
              },
            )
          : await settleEntry(entry, entry, { kind: 'gone' });
        return done.acknowledged ? 'acknowledged' : 'stopped';
      }
      if (entry.op === 'image.free') {
        // The device may still show it (a post written since, or waiting): then it stays.
        const outcome: ApplyOutcome = (await slotsShownHere(entry.uid)).has(entry.slot)
          ? { kind: 'gone' }
          : await abortable(remote.freeImageSlot(entry, attempt.signal), attempt.signal);
        return await settled(entry, entry, outcome);
      }
      const sent = await withUploadedImages(entry);
      const outcome = await abortable(remote.applyMutation(sent, attempt.signal), attempt.signal);
      return await settled(entry, sent, outcome);
    } catch (error) {
      return failed(entry, error, attempt.signal, upload);
    } finally {
      attempt.done();
    }
  }

  /**
   * Sends the heads of several lanes together (SyncRemote.applyMutations) and records each
   * answer as replayEntry would: one entry's failure is its own.
   */
  async function replayBatch(planned: readonly OutboxEntry[]): Promise<Result[]> {
    const send = remote.applyMutations?.bind(remote);
    if (!send || planned.length === 1) return [await replayEntry(planned[0]!)];
    const current = await db.outbox.bulkGet(planned.map((entry) => entry.id));
    const results: Result[] = planned.map(() => 'stopped');
    const going: Array<{ index: number; entry: OutboxEntry; sent: OutboxEntry }> = [];
    for (const [index, entry] of current.entries()) {
      if (entry?.key !== planned[index]!.key || entry.status !== 'pending') continue;
      if (entry.nextAttemptAt > now()) {
        results[index] = entry.nextAttemptAt;
        continue;
      }
      going.push({ index, entry, sent: await withUploadedImages(entry) });
    }
    if (going.length === 0) return results;
    onBatch?.(going.length);
    const attempt = startAttempt(operationAttemptMs);
    try {
      let answers: PromiseSettledResult<ApplyOutcome>[];
      try {
        answers = await abortable(
          send(
            going.map(({ sent }) => sent),
            attempt.signal,
          ),
          attempt.signal,
        );
      } catch (error) {
        answers = going.map(() => ({ status: 'rejected', reason: error }));
      }
      // The answers that settle (not a budget's wait) are recorded together, in one transaction.
      const alone = new Set(going.keys());
      const together = going.flatMap(({ entry, sent }, i) => {
        const answer = answers[i];
        return answer?.status === 'fulfilled' && answer.value.kind !== 'wait'
          ? [{ i, entry, sent, outcome: answer.value }]
          : [];
      });
      if (together.length > 1) {
        try {
          const done = await settleEntries(together);
          const refresh = done.flatMap(({ refresh: paths }) => paths);
          if (refresh.length > 0) onRefresh?.(refresh);
          together.forEach(({ i }, k) => {
            alone.delete(i);
            results[going[i]!.index] = done[k]!.acknowledged ? 'acknowledged' : 'stopped';
          });
        } catch {
          // None of them was recorded: each is settled on its own below. Rows the failed
          // transaction may have left guessed are re-read.
          onRefresh?.([...new Set(together.flatMap(({ entry }) => [entry.target, entry.lane]))]);
        }
      }
      await Promise.all(
        going.map(async ({ index, entry, sent }, i) => {
          if (!alone.has(i)) return;
          const answer = answers[i];
          results[index] =
            answer?.status === 'fulfilled'
              ? await settled(entry, sent, answer.value).catch((error: unknown) =>
                  failed(entry, error, attempt.signal, false),
                )
              : await failed(entry, answer?.reason, attempt.signal, false);
        }),
      );
    } finally {
      attempt.done();
    }
    return results;
  }

  const tracked = <T>(work: Promise<T>): Promise<T> => {
    attempts.add(work);
    return work.finally(() => attempts.delete(work));
  };

  /**
   * One round: read the member's outbox once, then send the lanes' ready heads, up to
   * `concurrency` sends at a time, each a batch of up to `batchSize` heads of different lanes
   * (one entry in flight per lane), and each lane's next entry once its head is acknowledged,
   * until no lane can go. Reading once per round (not per entry) keeps a long outbox linear;
   * each entry is re-read just before it is sent.
   */
  async function round(uid: string): Promise<{ again: boolean; wakeAt: number | null }> {
    const entries = await db.outbox
      .where('[uid+status]')
      .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
      .toArray();
    const lanes = replayLanes(entries);
    const creations = creationOrder(entries);
    const outstanding = new Set(entries.map((entry) => entry.id));
    let wakeAt: number | null = null;
    let acknowledged = 0;
    let stoppedForMember = 0;
    const going = () => !stopping.signal.aborted && currentUid() === uid && isOnline();
    const wakeNoLaterThan = (at: number) => {
      wakeAt = wakeAt === null ? at : Math.min(wakeAt, at);
    };

    // Lanes still to look at (oldest first), lanes whose head is ready, and lanes whose head
    // waits for another entry of this round (looked at again after each acknowledgement).
    let unseen = 0;
    const ready: OutboxEntry[][] = [];
    let waiting: OutboxEntry[][] = [];
    /** Files the lane by its head's readiness (an empty lane is done). */
    const file = (lane: OutboxEntry[]) => {
      const head = lane[0];
      if (!head) return;
      const state = readiness(head, outstanding, now(), creations);
      if (state.kind === 'ready') ready.push(lane);
      else if (state.kind === 'dependency') waiting.push(lane);
      else if (state.kind === 'backoff') wakeNoLaterThan(state.until);
    };
    const isUpload = (lane: OutboxEntry[]) => opOf(lane[0]!).upload === true;
    /** The next send: one upload, or up to batchSize ready heads of other operations. */
    const take = (): OutboxEntry[][] => {
      const batch: OutboxEntry[][] = [];
      const limit = remote.applyMutations ? Math.max(1, batchSize) : 1;
      while (batch.length < limit) {
        while (ready.length === 0 && unseen < lanes.length) file(lanes[unseen++]!);
        const lane = ready[0];
        if (!lane || (batch.length > 0 && isUpload(lane))) break;
        ready.shift();
        batch.push(lane);
        if (isUpload(lane)) break;
      }
      return batch;
    };

    const sends = new Set<Promise<void>>();
    const send = async (batch: OutboxEntry[][]) => {
      const results = await tracked(replayBatch(batch.map((lane) => lane[0]!)));
      let moved = false;
      batch.forEach((lane, i) => {
        const result = results[i]!;
        if (result !== 'acknowledged') {
          if (typeof result === 'number') wakeNoLaterThan(result);
          // Stopped for the member (failed, in conflict): creations after it need not wait.
          else stoppedForMember += 1;
          return;
        }
        outstanding.delete(lane.shift()!.id);
        acknowledged += 1;
        moved = true;
        file(lane);
      });
      if (moved && waiting.length > 0) {
        const again = waiting;
        waiting = [];
        again.forEach(file);
      }
    };
    while (going()) {
      while (sends.size < Math.max(1, concurrency) && going()) {
        const batch = take();
        if (batch.length === 0) break;
        const sending = send(batch).finally(() => sends.delete(sending));
        sends.add(sending);
      }
      if (sends.size === 0) break;
      await Promise.race(sends);
    }
    await Promise.all(sends);
    // Another round when something arrived meanwhile, or when entries still wait for others
    // after some were acknowledged or stopped (the next round reads their state afresh).
    const settledSome = acknowledged + stoppedForMember > 0;
    return { again: kickedWhileDraining || (waiting.length > 0 && settledSome), wakeAt };
  }

  async function drain(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    while (!stopping.signal.aborted) {
      const uid = currentUid();
      // Offline or signed out: the `online` event or the next sign-in kicks again.
      if (!uid || !isOnline()) return;
      kickedWhileDraining = false;
      const { again, wakeAt } = await round(uid);
      if (again) continue;
      if (wakeAt !== null && !stopping.signal.aborted)
        timer = setTimeout(kick, Math.max(0, wakeAt - now()));
      return;
    }
  }

  function kick(): void {
    if (stopping.signal.aborted) return;
    if (draining) {
      kickedWhileDraining = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => console.error('replay stopped', error))
      .finally(() => {
        draining = null;
        if (kickedWhileDraining && !stopping.signal.aborted) {
          kickedWhileDraining = false;
          kick();
          return;
        }
        const waiters = idleWaiters;
        idleWaiters = [];
        waiters.forEach((resolve) => resolve());
      });
  }

  return {
    kick,
    async stop() {
      stopping.abort(new DOMException('replayer stopped', 'AbortError'));
      clearTimeout(timer);
      await Promise.allSettled([draining, ...attempts]);
      idleWaiters.forEach((resolve) => resolve());
      idleWaiters = [];
    },
    idle() {
      if (!draining || stopping.signal.aborted) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
