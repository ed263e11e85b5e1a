import { Dexie } from 'dexie';
import { db } from '../local/database';
import type { OutboxEntry } from '../model/outbox';
import { backoffDelay } from './backoff';
import { recordFailure, settleEntry } from './entry-settlement';
import { classifyReplayFailure } from './failure-classification';
import { localImageIds } from './local-images';
import { opOf, prepareEntry } from './ops';
import { readiness, replayLanes } from './replay-order';
import type { SyncRemote } from './sync-remote';

/** One attempt may take 2 minutes (operations) or 10 minutes (uploads). */
export const OPERATION_ATTEMPT_MS = 2 * 60_000;
export const UPLOAD_ATTEMPT_MS = 10 * 60_000;
/** Lanes sent at once: different documents do not wait for each other. */
export const DEFAULT_CONCURRENCY = 8;

export interface ReplayerOptions {
  remote: SyncRemote;
  /** The member whose entries may replay now (null: nobody is signed in). */
  currentUid: () => string | null;
  isOnline?: () => boolean;
  now?: () => number;
  /** Wait after `attempts` failed tries; backoffDelay by default. */
  delay?: (attempts: number) => number;
  concurrency?: number;
  operationAttemptMs?: number;
  uploadAttemptMs?: number;
  /** Rows the device may have guessed wrong; the mirror re-reads them. */
  onRefresh?: (paths: string[]) => void;
  /** An attempt failed but will be retried (e.g. ask the service worker for background sync). */
  onRetryLater?: () => void;
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
    operationAttemptMs = OPERATION_ATTEMPT_MS,
    uploadAttemptMs = UPLOAD_ATTEMPT_MS,
    onRefresh,
    onRetryLater,
  } = options;
  const stopping = new AbortController();
  const attempts = new Set<Promise<unknown>>();
  let draining: Promise<void> | null = null;
  let kickedWhileDraining = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleWaiters: Array<() => void> = [];

  /** Sends one entry and records the answer: acknowledged, stopped, or the time to retry it. */
  async function replayEntry(planned: OutboxEntry): Promise<'acknowledged' | 'stopped' | number> {
    // The member may have discarded or resolved it since it was read.
    const entry = await db.outbox.get(planned.id);
    if (entry?.key !== planned.key || entry.status !== 'pending') return 'stopped';
    const attempt = new AbortController();
    const { upload = false } = opOf(entry);
    const limitMs = upload ? uploadAttemptMs : operationAttemptMs;
    const timeout = setTimeout(
      () => attempt.abort(new DOMException('attempt timed out', 'TimeoutError')),
      limitMs,
    );
    const onStop = () => attempt.abort(stopping.signal.reason);
    stopping.signal.addEventListener('abort', onStop, { once: true });
    try {
      if (entry.op === 'image.upload') {
        const image = await db.uploads.get(entry.imageId);
        const settled = image
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
        return settled.acknowledged ? 'acknowledged' : 'stopped';
      }
      const sent = await withUploadedImages(entry);
      const outcome = await abortable(remote.applyMutation(sent, attempt.signal), attempt.signal);
      const settled = await settleEntry(entry, sent, outcome);
      if (settled.refresh.length > 0) onRefresh?.(settled.refresh);
      return settled.acknowledged ? 'acknowledged' : 'stopped';
    } catch (error) {
      // Stopping (tab closing, member signing out): the entry stays as it is, unharmed.
      if (stopping.signal.aborted) return 'stopped';
      let failure = classifyReplayFailure(
        entry,
        entry.attempts,
        attempt.signal.aborted ? attempt.signal.reason : error,
      );
      if (attempt.signal.aborted && upload) {
        failure = {
          kind: 'transient',
          code: 'storage/retry-limit-exceeded',
          messageKey: 'storage.retry-limit-exceeded',
        };
      }
      const retryAt = await recordFailure(entry, failure, now(), delay);
      if (failure.kind === 'transient') onRetryLater?.();
      return retryAt ?? 'stopped';
    } finally {
      clearTimeout(timeout);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  const tracked = <T>(work: Promise<T>): Promise<T> => {
    attempts.add(work);
    return work.finally(() => attempts.delete(work));
  };

  /**
   * One round: read the member's outbox once, then `concurrency` workers take lanes and send
   * each lane's entries in order until one cannot go. Reading once per round (not per entry)
   * keeps a long outbox linear; each entry is re-read just before it is sent.
   */
  async function round(uid: string): Promise<{ again: boolean; wakeAt: number | null }> {
    const entries = await db.outbox
      .where('[uid+status]')
      .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
      .toArray();
    const lanes = replayLanes(entries);
    const outstanding = new Set(entries.map((entry) => entry.id));
    let wakeAt: number | null = null;
    let acknowledged = 0;
    let waitedForDependency = false;
    let next = 0;
    const going = () => !stopping.signal.aborted && currentUid() === uid && isOnline();

    const worker = async () => {
      while (going() && next < lanes.length) {
        const lane = lanes[next++]!;
        for (const entry of lane) {
          if (!going()) return;
          const state = readiness(entry, outstanding, now());
          if (state.kind === 'dependency') waitedForDependency = true;
          if (state.kind === 'backoff')
            wakeAt = wakeAt === null ? state.until : Math.min(wakeAt, state.until);
          if (state.kind !== 'ready') break;
          const result = await tracked(replayEntry(entry));
          if (result !== 'acknowledged') {
            if (typeof result === 'number')
              wakeAt = wakeAt === null ? result : Math.min(wakeAt, result);
            break;
          }
          outstanding.delete(entry.id);
          acknowledged += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    // Another round when something arrived meanwhile, or a dependency was acknowledged after
    // the entry waiting for it was passed over.
    return { again: kickedWhileDraining || (waitedForDependency && acknowledged > 0), wakeAt };
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
