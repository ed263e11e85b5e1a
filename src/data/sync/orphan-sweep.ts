import { db } from '../local/database';
import type { OrphanSweep } from '../remote/orphan-uploads';
import { loadRemote } from '../remote';
import { slotsShownHere } from './image-slot-use';

// The member's orphaned uploads are removed in their next session (../remote/orphan-uploads.ts):
// a while after the sync engine starts (itself after the first paint), online only, from the
// lazily loaded remote chunk, at most once per SWEEP_INTERVAL_MS per member on this device.

/** How long after a sweep the next may run on this device (its time is kept in `meta`). */
export const SWEEP_INTERVAL_MS = 6 * 3_600_000;
const sweptKey = (uid: string) => `orphan-sweep:${uid}`;

/**
 * Sweeps now when the last sweep on this device is older than SWEEP_INTERVAL_MS (or `force`);
 * null when it did not run (offline, too soon).
 */
export async function sweepOrphanedUploads(
  uid: string,
  { now = Date.now(), force = false }: { now?: number; force?: boolean } = {},
): Promise<OrphanSweep | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  const last = (await db.meta.get(sweptKey(uid)))?.value;
  if (!force && typeof last === 'number' && now - last < SWEEP_INTERVAL_MS) return null;
  const remote = await loadRemote();
  const sweep = await remote.removeOrphanedUploads(uid, await slotsShownHere(uid), now);
  await db.meta.put({ key: sweptKey(uid), value: now });
  return sweep;
}

let timer: ReturnType<typeof setTimeout> | null = null;

/** Sweeps `uid`'s uploads `delayMs` from now, unless `current()` names someone else then. */
export function scheduleOrphanSweep(
  uid: string,
  current: () => string | null,
  delayMs = 30_000,
): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    if (current() !== uid) return;
    sweepOrphanedUploads(uid).catch((error: unknown) => console.warn('orphan uploads', error));
  }, delayMs);
}
