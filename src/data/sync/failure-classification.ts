import type { MessageKey } from '../../i18n/catalogs';
import type { Operation } from '../model/outbox';
import { COUNTING_OPS } from './ops';

// A failed replay is transient (try again later), or permanent (stop and
// show it). Conflicts are not errors: the server answers them (see ApplyOutcome).

export type FailureKind = 'transient' | 'permanent';

export interface Failure {
  kind: FailureKind;
  /** Firestore code (`unavailable`) or Storage code (`storage/unauthorized`). */
  code: string;
  messageKey: MessageKey;
}

/** The spec's storage/ codes (section 8), each with a `storage.*` message. */
const STORAGE_CODES = [
  'unknown',
  'object-not-found',
  'quota-exceeded',
  'unauthenticated',
  'unauthorized',
  'unauthorized-app',
  'retry-limit-exceeded',
  'canceled',
  'invalid-url',
  'invalid-default-bucket',
  'no-default-bucket',
  'invalid-argument',
  'invalid-format',
  'no-download-url',
  'app-deleted',
  'invalid-root-operation',
] as const;

/** What an HTTP status from Storage means. */
const STORAGE_STATUS: Record<number, (typeof STORAGE_CODES)[number]> = {
  401: 'unauthenticated',
  402: 'quota-exceeded',
  403: 'unauthorized',
  404: 'object-not-found',
};

/** Worth another try: the server did not say no, it did not answer (or asked us to slow down). */
const TRANSIENT_CODES = new Set([
  'offline',
  'unavailable',
  'deadline-exceeded',
  'resource-exhausted',
  'aborted',
  'cancelled',
  'internal',
  'unknown',
  // A missing or expired token: the member signs in again, then it replays.
  'unauthenticated',
  'storage/retry-limit-exceeded',
  'storage/canceled',
  'storage/unknown',
  'storage/unauthenticated',
  // Posts and comments wait until the member verifies their email; then they go.
  'unverified',
]);

const PERMANENT_CODES = new Set([
  'permission-denied',
  'invalid-argument',
  'failed-precondition',
  'out-of-range',
  'unimplemented',
  'data-loss',
  'not-found',
  'already-exists',
  'post-deleted',
  'parent-deleted',
  'post-hidden',
  'parent-hidden',
  // Every image slot of the member's is taken: it goes once they free one (image-free.ts).
  'image-slots-full',
]);

const FIRESTORE_MESSAGE: Record<string, MessageKey> = {
  offline: 'sync.error.offline',
  unavailable: 'sync.error.offline',
  cancelled: 'sync.error.offline',
  'deadline-exceeded': 'sync.error.timeout',
  'resource-exhausted': 'sync.error.busy',
  aborted: 'sync.error.busy',
  unauthenticated: 'sync.error.signedOut',
  'permission-denied': 'sync.error.permissionDenied',
  'invalid-argument': 'sync.error.invalid',
  'failed-precondition': 'sync.error.invalid',
  'out-of-range': 'sync.error.invalid',
  'not-found': 'sync.error.notFound',
  'already-exists': 'sync.error.alreadyExists',
  // Found before writing (the replayer's own checks).
  'post-deleted': 'sync.error.postDeleted',
  'parent-deleted': 'sync.error.parentDeleted',
  'post-hidden': 'sync.error.postHidden',
  'parent-hidden': 'sync.error.parentHidden',
  unverified: 'sync.error.unverified',
  'image-slots-full': 'sync.error.imageSlotsFull',
};

const isTransientStatus = (status: number) => status >= 500 || status === 408 || status === 429;

function readCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code !== '') return code;
  // A fetch that never reached a server, or an attempt cut short by its time limit.
  if (name === 'TypeError') return 'unavailable';
  if (name === 'TimeoutError') return 'deadline-exceeded';
  if (name === 'AbortError') return 'cancelled';
  return undefined;
}

function readStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, status_, httpStatus } = error as Record<string, unknown>;
  const value = [status, status_, httpStatus].find((v) => typeof v === 'number' && v > 0);
  return typeof value === 'number' ? value : undefined;
}

function storageMessage(code: string): MessageKey {
  const name = code.slice('storage/'.length);
  return (STORAGE_CODES as readonly string[]).includes(name)
    ? (`storage.${name}` as MessageKey)
    : 'storage.unknown';
}

/** Sorts an error thrown while replaying an entry. Unknown errors are retried, never dropped. */
export function classifyFailure(error: unknown): Failure {
  let code = readCode(error) ?? 'unknown';
  const status = readStatus(error);

  if (code.startsWith('storage/')) {
    // The Storage SDK reports some HTTP answers only as storage/unknown with a status.
    const mapped = status !== undefined ? STORAGE_STATUS[status] : undefined;
    if (code === 'storage/unknown' && mapped) code = `storage/${mapped}`;
    const transient =
      TRANSIENT_CODES.has(code) ||
      (status !== undefined && isTransientStatus(status) && code === 'storage/unknown');
    return { kind: transient ? 'transient' : 'permanent', code, messageKey: storageMessage(code) };
  }

  const messageKey = FIRESTORE_MESSAGE[code] ?? 'sync.error.unknown';
  if (status !== undefined && isTransientStatus(status))
    return { kind: 'transient', code, messageKey };
  if (PERMANENT_CODES.has(code)) return { kind: 'permanent', code, messageKey };
  return { kind: 'transient', code, messageKey };
}

/** Tries a lost race gets before its answer is taken as final. */
export const RACE_RETRIES = 5;

/**
 * Sorts an error thrown while replaying `entry`, which has failed `attempts` times before.
 * A lost race is not a failure: `failed-precondition` (a document the transaction read changed
 * before it committed) is retried for any entry, and for entries that move a counter also
 * `permission-denied` and `not-found` (a rules check that saw the post as another write left it,
 * or the post deleted meanwhile: the next try finds it gone and settles). Only after
 * RACE_RETRIES tries is the answer final, shown on the sync page.
 */
export function classifyReplayFailure(
  entry: { op: Operation },
  attempts: number,
  error: unknown,
): Failure {
  const failure = classifyFailure(error);
  if (failure.kind !== 'permanent' || attempts >= RACE_RETRIES) return failure;
  const racing =
    failure.code === 'failed-precondition' ||
    (COUNTING_OPS.has(entry.op) &&
      (failure.code === 'permission-denied' || failure.code === 'not-found'));
  return racing
    ? { kind: 'transient', code: failure.code, messageKey: 'sync.error.busy' }
    : failure;
}
