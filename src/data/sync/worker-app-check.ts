import { db } from '../local/database';
import { usable, type KeptToken } from '../remote/app-check-token';

// The App Check token a member's page leaves for the member's service worker (sw/replay.ts),
// which replays with every tab closed and cannot run reCAPTCHA to get one of its own: a
// limited-use token (app-check.ts, limitedUseToken), kept in the device's database, which both
// read. The worker replays only while it holds a usable one (sw/replay.ts says what it does
// without).

/** Its row in the `meta` table. */
export const WORKER_TOKEN_KEY = 'appcheck/worker-token';

/**
 * Life a kept token must still have for the page not to mint another: each mint is an
 * attestation (a reCAPTCHA assessment on a project), so a page hands one over at most this often.
 */
export const STILL_GOOD_MS = 10 * 60_000;

/** Hands the worker a new token unless the kept one is good for a while yet; true if it did. */
export async function handOffWorkerToken(
  mint: () => Promise<KeptToken | undefined>,
  now: () => number = Date.now,
): Promise<boolean> {
  const kept = (await db.meta.get(WORKER_TOKEN_KEY))?.value;
  if (usable(kept, now() + STILL_GOOD_MS)) return false;
  const token = await mint();
  if (!token) return false;
  await db.meta.put({ key: WORKER_TOKEN_KEY, value: token });
  return true;
}

/** The token handed to the worker, if still usable. */
export async function handedOffWorkerToken(now = Date.now()): Promise<KeptToken | undefined> {
  const kept = (await db.meta.get(WORKER_TOKEN_KEY))?.value;
  return usable(kept, now) ? kept : undefined;
}

/** Signed out: the worker has nobody to replay for, and keeps no token. */
export function forgetWorkerToken(): Promise<void> {
  return db.meta.delete(WORKER_TOKEN_KEY);
}
