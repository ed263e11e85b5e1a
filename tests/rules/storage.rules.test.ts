// storage.rules against the Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST): what a member
// may upload, where, and how big; each refused upload next to the honest one it imitates.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_SLOTS,
  slotPath,
} from '../../src/data/model/image-slots';

const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-storage',
    storage: {
      host,
      port: Number(port),
      rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
    },
  });
});
afterAll(() => env?.cleanup());
beforeEach(() => env.clearStorage());

const BOB = 'bob1';
const SLOT = '7'; // post images live in numbered slots, 0..199
const ID = 'AbCdEfGhIjKlMnOpQrSt'; // an image's client-made id, kept in its metadata
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);
const HTML = new TextEncoder().encode('<html><script>alert(document.domain)</script></html>');

function storage(uid?: string, token: Record<string, unknown> = {}) {
  const context = uid ? env.authenticatedContext(uid, token) : env.unauthenticatedContext();
  return context.storage();
}

const upload = (
  path: string,
  bytes: Uint8Array,
  contentType: string,
  uid: string | undefined = BOB,
  extra: UploadMetadata = {},
) => uploadBytes(ref(storage(uid), path), bytes, { contentType, ...extra });

const image = (name: string) => `users/${BOB}/images/${name}`;

describe('storage: types', () => {
  it('honest: a JPEG post image with its id', () =>
    assertSucceeds(
      upload(image(SLOT), JPEG, 'image/jpeg', BOB, { customMetadata: { imageId: ID } }),
    ));
  for (const type of ['image/png', 'image/webp', 'image/gif']) {
    it(`honest: ${type}`, () => assertSucceeds(upload(image(SLOT), PNG, type)));
  }
  it('an SVG with script', () => assertFails(upload(image(SLOT), SVG, 'image/svg+xml')));
  it('HTML labelled text/html', () => assertFails(upload(image(SLOT), HTML, 'text/html')));
  it('an avatar that is not a JPEG', () =>
    assertFails(upload(image('avatar.jpg'), PNG, 'image/png')));
  it('other metadata, or a huge id, riding along', async () => {
    await assertFails(
      upload(image(SLOT), JPEG, 'image/jpeg', BOB, { customMetadata: { note: 'x' } }),
    );
    await assertFails(
      upload(image(SLOT), JPEG, 'image/jpeg', BOB, { customMetadata: { imageId: 'x'.repeat(41) } }),
    );
  });
});

describe('storage: sizes', () => {
  it('honest: a post image of 1 MB', () =>
    assertSucceeds(upload(image(SLOT), new Uint8Array(IMAGE_MAX_BYTES), 'image/jpeg')));
  it('a post image over 1 MB', () =>
    assertFails(upload(image(SLOT), new Uint8Array(IMAGE_MAX_BYTES + 1), 'image/jpeg')));
  it('honest: an avatar of 256 KB', () =>
    assertSucceeds(upload(image('avatar.jpg'), new Uint8Array(AVATAR_MAX_BYTES), 'image/jpeg')));
  it('an avatar over 256 KB', () =>
    assertFails(upload(image('avatar.jpg'), new Uint8Array(AVATAR_MAX_BYTES + 1), 'image/jpeg')));
  it('an empty file', () => assertFails(upload(image(SLOT), new Uint8Array(0), 'image/jpeg')));
  it('an avatar replaced by one over 256 KB (the first stays)', async () => {
    await assertSucceeds(upload(image('avatar.jpg'), JPEG, 'image/jpeg'));
    await assertFails(
      upload(image('avatar.jpg'), new Uint8Array(AVATAR_MAX_BYTES + 1), 'image/jpeg'),
    );
    const stored = await getBytes(ref(storage(BOB), image('avatar.jpg')));
    expect(new Uint8Array(stored)).toEqual(JPEG);
  });
});

describe('storage: paths', () => {
  it("another member's folder", () =>
    assertFails(upload(`users/alice1/images/${SLOT}`, JPEG, 'image/jpeg')));
  it('a visitor', () =>
    assertFails(uploadBytes(ref(storage(), image(SLOT)), JPEG, { contentType: 'image/jpeg' })));
  it('an anonymous session', async () => {
    await assertFails(
      uploadBytes(
        ref(
          storage(BOB, { firebase: { sign_in_provider: 'anonymous', identities: {} } }),
          image(SLOT),
        ),
        JPEG,
        { contentType: 'image/jpeg' },
      ),
    );
  });
  it('outside the images folder', async () => {
    await assertFails(upload(`users/${BOB}/${SLOT}`, JPEG, 'image/jpeg'));
    await assertFails(upload(`public/${SLOT}`, JPEG, 'image/jpeg'));
  });
  it(`honest: slot 199, the last of ${IMAGE_SLOTS}; slot 200 refused (the bound on how many files a member stores)`, async () => {
    await assertSucceeds(upload(image(String(IMAGE_SLOTS - 1)), JPEG, 'image/jpeg'));
    await assertFails(upload(image(String(IMAGE_SLOTS)), JPEG, 'image/jpeg'));
  });
  it('a name outside the slots', async () => {
    await assertSucceeds(upload(image('0'), JPEG, 'image/jpeg'));
    for (const name of [
      '200',
      '499',
      '007',
      '00',
      '-1',
      '1e2',
      ' 7',
      `${ID}.jpg`,
      'anything-i-like.jpg',
      '1000',
    ])
      await assertFails(upload(image(name), JPEG, 'image/jpeg'));
  });
  it("another member's slot, even a free one", async () => {
    await assertFails(upload(slotPath('alice1', '199'), JPEG, 'image/jpeg'));
  });
  // The emulator checks every upload as a create (production checks a second write to a name
  // as an update, which post images refuse); changing an object's metadata is an update here too.
  it('a stored image relabelled as HTML or SVG', async () => {
    const name = '42';
    await assertSucceeds(upload(image(name), JPEG, 'image/jpeg'));
    await assertFails(updateMetadata(ref(storage(BOB), image(name)), { contentType: 'text/html' }));
    await assertSucceeds(upload(image('avatar.jpg'), JPEG, 'image/jpeg'));
    await assertFails(
      updateMetadata(ref(storage(BOB), image('avatar.jpg')), { contentType: 'image/svg+xml' }),
    );
  });
  it('honest: the avatar is replaced in place (one object, the new bytes)', async () => {
    // A member of their own here (the emulator keeps other tests' objects in bob's folder).
    const carol = 'carol1';
    const avatar = `users/${carol}/images/avatar.jpg`;
    await assertSucceeds(upload(avatar, JPEG, 'image/jpeg', carol));
    await assertSucceeds(upload(avatar, PNG, 'image/jpeg', carol));
    const stored = await getBytes(ref(storage(carol), avatar));
    expect(new Uint8Array(stored)).toEqual(PNG);
    const listed = await list(ref(storage(carol), `users/${carol}/images`));
    expect(listed.items.map((item) => item.name)).toEqual(['avatar.jpg']);
  });
  it("another member's avatar", async () => {
    await assertSucceeds(upload(`users/alice1/images/avatar.jpg`, JPEG, 'image/jpeg', 'alice1'));
    await assertFails(upload(`users/alice1/images/avatar.jpg`, JPEG, 'image/jpeg'));
  });
  it('honest: the member deletes their own image; nobody else can', async () => {
    const name = '43';
    await assertSucceeds(upload(image(name), JPEG, 'image/jpeg'));
    await assertFails(deleteObject(ref(storage('alice1'), image(name))));
    await assertSucceeds(deleteObject(ref(storage(BOB), image(name))));
  });
});

describe('storage: listing a folder', () => {
  it('honest: the owner lists their images (to find uploads no post came for)', async () => {
    const dave = 'dave1';
    await assertSucceeds(upload(slotPath(dave, '3'), JPEG, 'image/jpeg', dave));
    const listed = await assertSucceeds(list(ref(storage(dave), `users/${dave}/images`)));
    expect(listed.items.map((item) => item.name)).toEqual(['3']);
  });
  it("another member, a visitor or an anonymous session lists someone's images", async () => {
    await assertSucceeds(upload(image('3'), JPEG, 'image/jpeg'));
    await assertFails(list(ref(storage('alice1'), `users/${BOB}/images`)));
    await assertFails(list(ref(storage(), `users/${BOB}/images`)));
    await assertFails(
      list(
        ref(
          storage(BOB, { firebase: { sign_in_provider: 'anonymous', identities: {} } }),
          `users/${BOB}/images`,
        ),
      ),
    );
  });
  it('nobody lists the whole bucket or all members', async () => {
    await assertFails(list(ref(storage(BOB), 'users')));
    await assertFails(list(ref(storage(BOB), '')));
  });
});
