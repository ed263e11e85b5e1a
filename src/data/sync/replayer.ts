import { Dexie } from 'dexie';
import { db } from '../local/database';
import type { OutboxEntry } from '../model/outbox';
import { backoffDelay } from './backoff';
import { recordFailure, settleEntry, settleUpload } from './entry-settlement';
import { classifyFailure } from './failure-classification';
import { localImageIds, replaceLocalImages } from './local-images';
import { planReplay } from './replay-order';
import type { SyncRemote } from './sync-remote';

/** Spec section 9: one attempt may take 2 minutes (operations) or 10 minutes (uploads). */
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
  if (entry.op !== 'post.create' && entry.op !== 'post.edit') return entry;
  const ids = localImageIds(entry.payload.content);
  if (ids.length === 0) return entry;
  const uploads = await db.uploads.bulkGet(ids);
  const urls = new Map<string, string>();
  uploads.forEach((upload) => upload?.downloadURL && urls.set(upload.id, upload.downloadURL));
  const content = replaceLocalImages(entry.payload.content, urls);
  return entry.op === 'post.create'
    ? { ...entry, payload: { ...entry.payload, content } }
    : { ...entry, payload: { ...entry.payload, content } };
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
  const inFlight = new Map<string, Promise<void>>(); // by lane
  let draining: Promise<void> | null = null;
  let kickedWhileDraining = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleWaiters: Array<() => void> = [];

  async function replayEntry(planned: OutboxEntry): Promise<void> {
    // The member may have discarded or resolved it since it was planned.
    const entry = await db.outbox.get(planned.id);
    if (entry?.key !== planned.key || entry.status !== 'pending') return;
    const attempt = new AbortController();
    const limitMs = entry.op === 'image.upload' ? uploadAttemptMs : operationAttemptMs;
    const timeout = setTimeout(() => attempt.abort(new DOMException('attempt timed out', 'TimeoutError')), limitMs);
    const onStop = () => attempt.abort(stopping.signal.reason);
    stopping.signal.addEventListener('abort', onStop, { once: true });
    try {
      if (entry.op === 'image.upload') {
        const upload = await db.uploads.get(entry.imageId);
        if (!upload) {
          await settleEntry(entry, entry, { kind: 'gone' });
          return;
        }
        const url = await abortable(remote.uploadImage(upload, attempt.signal), attempt.signal);
        await settleUpload(entry, url);
      } else {
        const sent = await withUploadedImages(entry);
        const outcome = await abortable(remote.applyMutation(sent, attempt.signal), attempt.signal);
        const refresh = await settleEntry(entry, sent, outcome);
        if (refresh.length > 0) onRefresh?.(refresh);
      }
    } catch (error) {
      // Stopping (tab closing, member signing out): the entry stays as it is, unharmed.
      if (stopping.signal.aborted) return;
      let failure = classifyFailure(attempt.signal.aborted ? attempt.signal.reason : error);
      if (attempt.signal.aborted && entry.op === 'image.upload') {
        failure = { kind: 'transient', code: 'storage/retry-limit-exceeded', messageKey: 'storage.retry-limit-exceeded' };
      }
      await recordFailure(entry, failure, now(), delay);
      if (failure.kind === 'transient') onRetryLater?.();
    } finally {
      clearTimeout(timeout);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  async function drain(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    while (!stopping.signal.aborted) {
      const uid = currentUid();
      // Offline or signed out: the `online` event or the next sign-in kicks again.
      if (!uid || !isOnline()) return;
      const entries = await db.outbox
        .where('[uid+status]')
        .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
        .toArray();
      const plan = planReplay(entries, now(), new Set(inFlight.keys()));
      for (const entry of plan.ready.slice(0, Math.max(0, concurrency - inFlight.size))) {
        const attempt = replayEntry(entry)
          .catch((error: unknown) => console.error('replay attempt failed to settle', error))
          .finally(() => inFlight.delete(entry.lane));
        inFlight.set(entry.lane, attempt);
      }
      if (inFlight.size === 0) {
        if (plan.wakeAt !== null) timer = setTimeout(kick, Math.max(0, plan.wakeAt - now()));
        return;
      }
      await Promise.race(inFlight.values());
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
      await Promise.allSettled([draining, ...inFlight.values()]);
      idleWaiters.forEach((resolve) => resolve());
      idleWaiters = [];
    },
    idle() {
      if (!draining || stopping.signal.aborted) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
