// A member's image slots through the outbox, against the emulators and the real rules: deleting
// a post, or editing an image out of it, frees its slots once the commit is in (the objects are
// gone from the Storage emulator, also when acknowledgements are lost, and the next upload takes
// the slot again); with every slot taken an upload stops with its own message, its post kept,
// and goes once a slot is free; a slot another post of the member's still shows stays; uploads
// no post came for are removed a day later, in the member's next session.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, imageSlotsIn, slotPath } from '../../src/data/model/image-slots';
import type { OutboxEntry } from '../../src/data/model/outbox';
import type { SyncRemote } from '../../src/data/sync/sync-remote';
import { withFaults } from './support/faulty-remote';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  runIds,
  signedInSuite,
  storedPost,
  type AppModules,
  type RemoteApi,
} from './support/signed-in-member';
import {
  BUCKET,
  deleteDocument,
  hosts,
  listObjects,
  readDocument,
  writeDocument,
} from './support/emulator-rest';

const PASSWORD = 'Slots!2345';
const DAY = 24 * 3_600_000;
let app: AppModules;
let remote: RemoteApi;
let uid: string;
const { run } = runIds();

signedInSuite('slots', PASSWORD, run, (signedIn) => ({ app, remote, uid } = signedIn));

const me = () => ({ uid, displayName: 'slots', photoURL: '' });
const OWNER = { Authorization: 'Bearer owner' };
const objectUrl = (path: string) =>
  `http://${hosts.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`;

/** The member's slots holding an object, as the Storage emulator lists them. */
const storedSlots = async () =>
  (await listObjects(`users/${uid}/images/`))
    .map((name) => name.split('/').pop()!)
    .filter((name) => name !== 'avatar.jpg')
    .sort((a, b) => Number(a) - Number(b));

/** Puts an object in `path` as the project's owner (no rules): a slot taken elsewhere. */
async function ownerUpload(path: string, contentType = 'image/jpeg'): Promise<void> {
  const boundary = `test-${Math.random().toString(36).slice(2)}`;
  const body = new Blob([
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n`,
    JSON.stringify({ name: path, contentType }),
    `\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    `\r\n--${boundary}--`,
  ]);
  const answer = await fetch(
    `http://${hosts.storage}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`,
    {
      method: 'POST',
      headers: {
        ...OWNER,
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
      },
      body,
    },
  );
  if (!answer.ok) throw new Error(`storage emulator answered ${answer.status} for ${path}`);
}

/** Empties the member's folder (each test starts with every slot free). */
async function emptyFolder(): Promise<void> {
  for (const name of await listObjects(`users/${uid}/images/`))
    await fetch(objectUrl(name), { method: 'DELETE', headers: OWNER });
}

const imageBlob = (seed: number) =>
  new Blob([new Uint8Array(80 + seed).fill(seed)], { type: 'image/jpeg' });

/**
 * Replays until nothing is left to send now (budget windows let pass, as time would). Within a
 * minute: the Storage emulator's first uploads after it starts may take most of one, and under
 * parallel requests it may leave one unanswered (firebase-tools#6865), which the replayer gives
 * up after 20 s and sends again, as it does after minutes in the app.
 */
const replay = (through?: SyncRemote) =>
  replayUntilDrained(app, uid, {
    passBudget: true,
    timeout: 60_000,
    attemptMs: 20_000,
    ...(through ? { remote: through } : {}),
  });

/** A post showing `count` new images, written (not sent); its id and the images' local refs. */
async function postWithImages(count: number, title = 'pictures'): Promise<string> {
  const refs: string[] = [];
  for (let i = 0; i < count; i++)
    refs.push((await app.attachImage(uid, imageBlob(refs.length + 1))).ref);
  return app.posts.createPost(me(), {
    title,
    category: 'community',
    tags: ['slots'],
    content: `${refs.map((ref, i) => `![picture ${i}](${ref})`).join('\n')}\nwords`,
  });
}

/** The post's content and `images` as the server holds them. */
async function serverPost(postId: string) {
  const post = await readDocument(`posts/${postId}`);
  return post as { content: string; images: string[] } | null;
}

const outbox = (): Promise<OutboxEntry[]> => app.db.outbox.orderBy(':id').toArray();

// Two replays of up to a minute each fit in every test.
describe('image slots through the outbox', { timeout: 180_000 }, () => {
  it('a member who deletes their post frees its image slots (also when acknowledgements are lost)', async () => {
    await emptyFolder();
    const postId = await postWithImages(2);
    await replay();
    const post = await serverPost(postId);
    // The post lists the slots it shows, as its content shows them.
    expect(post!.images).toHaveLength(2);
    expect(post!.images.sort()).toEqual(imageSlotsIn(post!.content, uid).sort());
    expect(await storedSlots()).toEqual([...post!.images].sort((a, b) => Number(a) - Number(b)));

    await app.posts.deletePost(uid, postId);
    const entries = await outbox();
    const deletion = entries.find((entry) => entry.op === 'post.delete')!;
    const frees = entries.filter((entry) => entry.op === 'image.free');
    // One per slot, each sent only after the delete's commit.
    expect(frees.map((entry) => entry.op === 'image.free' && entry.slot).sort()).toEqual(
      [...post!.images].sort(),
    );
    expect(frees.every((entry) => entry.dependsOn.includes(deletion.id))).toBe(true);

    // Every answer lost once: the delete and the frees are sent again, harmlessly.
    const faulty = withFaults(app.firebaseSyncRemote);
    let calls = 0;
    faulty.setFaults(() => (calls++ % 2 === 0 ? 'drop-ack' : 'none'));
    await replay(faulty);
    expect(faulty.counts['drop-ack']).toBeGreaterThanOrEqual(3);
    expect(await outbox()).toEqual([]);
    expect(await serverPost(postId)).toBeNull();
    expect(await storedSlots()).toEqual([]);
  });

  it('two images that would start at the same slot, sent at once, take two slots (page and worker); one image sent twice at once takes one', async () => {
    const { firstSlot } = await import('../../src/data/remote/image-slots');
    const { uploadImageWithFetch } = await import('../../src/data/remote/storage-fetch-uploads');
    // Ids whose first choice is the same slot, as two of the replayer's uploads in flight may be.
    const ids: string[] = [];
    for (let n = 0; ids.length < 4; n++) {
      const id = `same-start-${run}-${n}`;
      if (firstSlot(id) === 7) ids.push(id);
    }
    const row = (id: string, seed: number) => ({
      id,
      uid,
      path: '',
      blob: imageBlob(seed),
      contentType: 'image/jpeg',
      createdAt: Date.now(),
      downloadURL: null,
    });
    const slotOf = (url: string) => decodeURIComponent(new URL(url).pathname).split('/').pop()!;
    for (const [first, second] of [
      [ids[0]!, ids[1]!],
      [ids[2]!, ids[3]!],
    ] as const) {
      await emptyFolder();
      const signal = new AbortController().signal;
      const urls = await Promise.all(
        first === ids[0]
          ? [
              app.firebaseSyncRemote.uploadImage(row(first, 1), signal),
              app.firebaseSyncRemote.uploadImage(row(second, 2), signal),
            ]
          : [
              uploadImageWithFetch(row(first, 1), signal),
              uploadImageWithFetch(row(second, 2), signal),
            ],
      );
      expect(urls.map(slotOf).sort()).toEqual(['7', '8']);
      expect(await storedSlots()).toEqual(['7', '8']);
      // Each download URL still serves its own image.
      const sizes = await Promise.all(
        urls.map(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength),
      );
      expect(sizes).toEqual([81, 82]);
    }
    // The same image sent twice at once (a request repeated) is stored once.
    await emptyFolder();
    const signal = new AbortController().signal;
    await Promise.all([
      app.firebaseSyncRemote.uploadImage(row(ids[0]!, 1), signal),
      app.firebaseSyncRemote.uploadImage(row(ids[0]!, 1), signal),
    ]);
    expect(await storedSlots()).toEqual(['7']);
    await emptyFolder();
  });

  it('editing an image out of a post frees its slot; the one it keeps stays', async () => {
    await emptyFolder();
    const postId = await postWithImages(2, 'two pictures');
    await replay();
    const before = (await serverPost(postId))!;
    const [kept, dropped] = imageSlotsIn(before.content, uid);
    const keptLine = before.content.split('\n').find((line) => line.includes(`%2F${kept}?`))!;
    await app.posts.editPost(uid, postId, {
      title: 'one picture',
      category: 'community',
      tags: ['slots'],
      content: `${keptLine}\nfewer words`,
    });
    const frees = (await outbox()).filter((entry) => entry.op === 'image.free');
    expect(frees.map((entry) => entry.op === 'image.free' && entry.slot)).toEqual([dropped]);
    await replay();
    const after = (await serverPost(postId))!;
    expect(after.images).toEqual([kept]);
    expect(await storedSlots()).toEqual([kept]);
  });

  it('a slot another post of the member still shows is not freed', async () => {
    await emptyFolder();
    const first = await postWithImages(1, 'the original');
    await replay();
    const { content } = (await serverPost(first))!;
    // The member copies the image into a second post, which the server then lists.
    const second = await app.posts.createPost(me(), {
      title: 'the copy',
      category: 'community',
      tags: ['slots'],
      content: `${content}\nagain`,
    });
    await replay();
    const [slot] = imageSlotsIn(content, uid);
    expect((await serverPost(second))!.images).toEqual([slot]);
    // The device forgets the second post (another device wrote it): the server still shows it.
    await app.db.posts.delete(second);
    await app.posts.deletePost(uid, first);
    expect((await outbox()).some((entry) => entry.op === 'image.free')).toBe(true);
    await replay();
    expect(await outbox()).toEqual([]);
    expect(await storedSlots()).toEqual([slot]);
  });

  it('with every slot taken an upload stops with its own message and keeps its post; freeing a slot sends it, into that slot', async () => {
    await emptyFolder();
    const oldPost = await postWithImages(1, 'an old post');
    await replay();
    const [freed] = (await serverPost(oldPost))!.images;
    // The other 199 slots are taken (by uploads from elsewhere).
    await Promise.all(
      Array.from({ length: IMAGE_SLOTS }, (_, i) => String(i))
        .filter((slot) => slot !== freed)
        .map((slot) => ownerUpload(slotPath(uid, slot))),
    );
    expect(await storedSlots()).toHaveLength(IMAGE_SLOTS);

    const newPost = await postWithImages(1, 'a new post');
    await replay();
    const stopped = await outbox();
    const upload = stopped.find((entry) => entry.op === 'image.upload')!;
    expect(upload.status).toBe('failed');
    expect(upload.lastError).toMatchObject({
      code: 'image-slots-full',
      messageKey: 'sync.error.imageSlotsFull',
    });
    // Nothing lost: the post waits for its image, the image waits on the device.
    const waiting = stopped.find((entry) => entry.op === 'post.create')!;
    expect(waiting).toMatchObject({ status: 'pending', postId: newPost });
    expect(waiting.dependsOn).toContain(upload.id);
    expect(upload.op === 'image.upload' && (await app.db.uploads.get(upload.imageId))).toBeTruthy();
    expect(await serverPost(newPost)).toBeNull();

    // The member deletes the old post: its slot is freed, and the upload goes again, into it.
    await app.posts.deletePost(uid, oldPost);
    await replay();
    await replay();
    expect(await outbox()).toEqual([]);
    const arrived = (await serverPost(newPost))!;
    expect(arrived.images).toEqual([freed]);
    expect(await storedSlots()).toHaveLength(IMAGE_SLOTS);
    await emptyFolder();
  });

  it('uploads no post came for are removed a day later; used, young and the avatar stay', async () => {
    await emptyFolder();
    const used = await postWithImages(1, 'kept');
    await replay();
    const [usedSlot] = (await serverPost(used))!.images;
    // An upload whose post never came: the member discarded the draft's post.
    const orphan = await postWithImages(1, 'never sent');
    const entries = await outbox();
    const postEntry = entries.find(
      (entry) => entry.op === 'post.create' && entry.postId === orphan,
    )!;
    await app.db.outbox.delete(postEntry.id);
    await app.db.posts.delete(orphan);
    await replay();
    await ownerUpload(`users/${uid}/images/avatar.jpg`);
    const stored = await storedSlots();
    expect(stored).toHaveLength(2);
    const orphanSlot = stored.find((slot) => slot !== usedSlot)!;

    const sweep = await import('../../src/data/sync/orphan-sweep');
    // Too young to be an orphan.
    expect(await sweep.sweepOrphanedUploads(uid, { force: true })).toEqual({
      removed: [],
      skipped: false,
    });
    // An hour later, too soon after that sweep: nothing is looked at.
    expect(await sweep.sweepOrphanedUploads(uid, { now: Date.now() + 3_600_000 })).toBeNull();
    // A day later, the member's next session.
    const later = await sweep.sweepOrphanedUploads(uid, {
      now: Date.now() + DAY + 60_000,
      force: true,
    });
    expect(later).toEqual({ removed: [orphanSlot], skipped: false });
    expect(await storedSlots()).toEqual([usedSlot]);
    expect(await listObjects(`users/${uid}/images/`)).toContain(`users/${uid}/images/avatar.jpg`);
    // Again: nothing more to do.
    expect(await remote.removeOrphanedUploads(uid, new Set(), Date.now() + DAY + 60_000)).toEqual({
      removed: [],
      skipped: false,
    });
  });

  it('a member with a post from before `images` is not swept (its slots would look unused)', async () => {
    await emptyFolder();
    await ownerUpload(slotPath(uid, '3'));
    await writeDocument(`posts/legacy-${run}`, storedPost(uid, 'slots', { content: 'old' }));
    expect(await remote.removeOrphanedUploads(uid, new Set(), Date.now() + 2 * DAY)).toEqual({
      removed: [],
      skipped: true,
    });
    expect(await storedSlots()).toEqual(['3']);
    await deleteDocument(`posts/legacy-${run}`);
    await emptyFolder();
  });
});
