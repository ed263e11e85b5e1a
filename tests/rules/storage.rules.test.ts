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
  ref,
  updateMetadata,
  uploadBytes,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

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
const ID = 'AbCdEfGhIjKlMnOpQrSt'; // a 20-character client-made id
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
  it('honest: a JPEG post image', () =>
    assertSucceeds(upload(image(`${ID}.jpg`), JPEG, 'image/jpeg')));
  for (const [type, ext] of [
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
  ]) {
    it(`honest: ${type}`, () => assertSucceeds(upload(image(`${ID}.${ext}`), PNG, type!)));
  }
  it('an SVG with script', () => assertFails(upload(image(`${ID}.svg`), SVG, 'image/svg+xml')));
  it('an SVG named .png', () => assertFails(upload(image(`${ID}.png`), SVG, 'image/svg+xml')));
  it('HTML labelled text/html', () => assertFails(upload(image(`${ID}.jpg`), HTML, 'text/html')));
  it('a type that does not match the name (png bytes named .gif)', () =>
    assertFails(upload(image(`${ID}.gif`), PNG, 'image/png')));
});

describe('storage: sizes', () => {
  it('honest: a post image of 1 MB', () =>
    assertSucceeds(upload(image(`${ID}.jpg`), new Uint8Array(1024 * 1024), 'image/jpeg')));
  it('a post image over 1 MB', () =>
    assertFails(upload(image(`${ID}.jpg`), new Uint8Array(1024 * 1024 + 1), 'image/jpeg')));
  it('honest: an avatar of 256 KB', () =>
    assertSucceeds(upload(image('avatar.jpg'), new Uint8Array(256 * 1024), 'image/jpeg')));
  it('an avatar over 256 KB', () =>
    assertFails(upload(image('avatar.jpg'), new Uint8Array(256 * 1024 + 1), 'image/jpeg')));
  it('an empty file', () =>
    assertFails(upload(image(`${ID}.jpg`), new Uint8Array(0), 'image/jpeg')));
});

describe('storage: paths', () => {
  it("another member's folder", () =>
    assertFails(upload(`users/alice1/images/${ID}.jpg`, JPEG, 'image/jpeg')));
  it('a visitor', () =>
    assertFails(
      uploadBytes(ref(storage(), image(`${ID}.jpg`)), JPEG, { contentType: 'image/jpeg' }),
    ));
  it('an anonymous session', async () => {
    await assertFails(
      uploadBytes(
        ref(
          storage(BOB, { firebase: { sign_in_provider: 'anonymous', identities: {} } }),
          image(`${ID}.jpg`),
        ),
        JPEG,
        { contentType: 'image/jpeg' },
      ),
    );
  });
  it('outside the images folder', async () => {
    await assertFails(upload(`users/${BOB}/${ID}.jpg`, JPEG, 'image/jpeg'));
    await assertFails(upload(`public/${ID}.jpg`, JPEG, 'image/jpeg'));
  });
  it('a name that is not a client id (unbounded names)', async () => {
    await assertFails(upload(image('anything-i-like.jpg'), JPEG, 'image/jpeg'));
    await assertFails(upload(image(`${ID}x.jpg`), JPEG, 'image/jpeg'));
  });
  // The emulator checks every upload as a create (production checks a second write to a name
  // as an update, which post images refuse); changing an object's metadata is an update here too.
  it('a stored image relabelled as HTML or SVG', async () => {
    const name = `${ID.slice(0, 19)}Z.jpg`;
    await assertSucceeds(upload(image(name), JPEG, 'image/jpeg'));
    await assertFails(updateMetadata(ref(storage(BOB), image(name)), { contentType: 'text/html' }));
    await assertSucceeds(upload(image('avatar.jpg'), JPEG, 'image/jpeg'));
    await assertFails(
      updateMetadata(ref(storage(BOB), image('avatar.jpg')), { contentType: 'image/svg+xml' }),
    );
  });
  it('honest: the avatar is replaced', async () => {
    await assertSucceeds(upload(image('avatar.jpg'), JPEG, 'image/jpeg'));
    await assertSucceeds(upload(image('avatar.jpg'), PNG, 'image/jpeg'));
  });
  it('honest: the member deletes their own image; nobody else can', async () => {
    const name = `${ID.slice(0, 19)}Y.jpg`;
    await assertSucceeds(upload(image(name), JPEG, 'image/jpeg'));
    await assertFails(deleteObject(ref(storage('alice1'), image(name))));
    await assertSucceeds(deleteObject(ref(storage(BOB), image(name))));
  });
});
