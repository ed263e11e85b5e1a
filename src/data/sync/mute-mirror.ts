import { Dexie } from 'dexie';
import { db } from '../local/database';
import { mutesPath } from '../model/mute';

// The device's copy of the member's mute list (`db.mutes`, one row per muted member). The server
// keeps the list in one document; the listener hands its uids here. A member whose mute or unmute
// still waits in the outbox keeps the device's state (the newer truth) until it is acknowledged;
// every other row follows the server. The last list the server sent is kept in `meta`, so a
// discarded entry can put its row back as the server has it.

const serverListKey = (uid: string) => `mutes:${uid}`;

/** The muted members that the member's waiting mute entries touch. */
async function touchedByEntries(uid: string): Promise<Set<string>> {
  const entries = await db.outbox.where('lane').equals(mutesPath(uid)).toArray();
  return new Set(
    entries.flatMap((entry) =>
      entry.op === 'mute.add' || entry.op === 'mute.remove' ? [entry.mutedUid] : [],
    ),
  );
}

const rowsOf = (uid: string) =>
  db.mutes.where('[uid+mutedUid]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]);

/** Writes the server's list into the device's rows, sparing rows with waiting entries. */
export async function mirrorMutes(uid: string, serverUids: readonly string[]): Promise<void> {
  await db.transaction('rw', [db.mutes, db.outbox, db.meta], async () => {
    await db.meta.put({ key: serverListKey(uid), value: [...serverUids] });
    const touched = await touchedByEntries(uid);
    const onServer = new Set(serverUids);
    const held = await rowsOf(uid).toArray();
    const gone = held
      .filter((row) => !onServer.has(row.mutedUid) && !touched.has(row.mutedUid))
      .map((row): [string, string] => [uid, row.mutedUid]);
    await db.mutes.bulkDelete(gone);
    const heldUids = new Set(held.map((row) => row.mutedUid));
    await db.mutes.bulkPut(
      serverUids
        .filter((mutedUid) => !heldUids.has(mutedUid) && !touched.has(mutedUid))
        .map((mutedUid) => ({ uid, mutedUid, pending: false })),
    );
  });
}

/** After an acknowledgement: the row is pending while other entries still touch it. */
export async function settleMute(uid: string, mutedUid: string): Promise<void> {
  const touched = await touchedByEntries(uid);
  await db.mutes
    .where('[uid+mutedUid]')
    .equals([uid, mutedUid])
    .modify({ pending: touched.has(mutedUid) });
}

/** After a discard: the row as the server last said, unless other entries still touch it. */
export async function undoMute(uid: string, mutedUid: string): Promise<void> {
  const touched = await touchedByEntries(uid);
  if (touched.has(mutedUid)) return;
  const last = await db.meta.get(serverListKey(uid));
  const onServer = Array.isArray(last?.value) && (last.value as unknown[]).includes(mutedUid);
  if (onServer) await db.mutes.put({ uid, mutedUid, pending: false });
  else await db.mutes.delete([uid, mutedUid]);
}

/** Removes the member's mutes from this device (sign-out on a shared device). */
export async function forgetMutes(uid: string): Promise<void> {
  await rowsOf(uid).delete();
  await db.meta.delete(serverListKey(uid));
}
