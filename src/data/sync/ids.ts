// Ids made on the device: documents get theirs before the server ever sees them, so a replayed
// create writes the same document again instead of a second one.

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TIME_WIDTH = 9; // base36 milliseconds: enough until the year 5188
const SEQ_WIDTH = 4;
const MAX_SEQ = 36 ** SEQ_WIDTH - 1;

function randomString(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  // 256 is not a multiple of 62: the slight bias does not matter for uniqueness.
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** A Firestore-style document id: 20 characters from [A-Za-z0-9]. */
export function newDocId(): string {
  return randomString(BASE62, 20);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** `time` (9) + `seq` (4) in fixed-width base36, then 6 random characters. */
export function formatEntryId(time: number, seq: number, random = randomString(BASE36, 6)): string {
  return `${time.toString(36).padStart(TIME_WIDTH, '0')}${seq.toString(36).padStart(SEQ_WIDTH, '0')}${random}`;
}

export function parseEntryId(id: string): { time: number; seq: number } | null {
  const time = parseInt(id.slice(0, TIME_WIDTH), 36);
  const seq = parseInt(id.slice(TIME_WIDTH, TIME_WIDTH + SEQ_WIDTH), 36);
  return Number.isFinite(time) && Number.isFinite(seq) ? { time, seq } : null;
}

/**
 * The next outbox id after `previous` (the largest id in the outbox, read in the same
 * transaction). Ids sort by time, but never go backwards when the clock does, or when two tabs
 * write within one millisecond: the order of entries is the order they were made.
 */
export function nextEntryId(now: number, previous: string | undefined): string {
  const last = previous ? parseEntryId(previous) : null;
  if (!last || now > last.time) return formatEntryId(now, 0);
  if (last.seq < MAX_SEQ) return formatEntryId(last.time, last.seq + 1);
  return formatEntryId(last.time + 1, 0);
}
