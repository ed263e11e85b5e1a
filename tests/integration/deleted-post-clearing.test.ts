// Clearing what hangs off a deleted post (its likes, comments, views) after the member's delete
// replays, against the emulators, while the app's Firestore client believes it is offline: the
// clearing must fail (the entry stays, and its replay carries on later), not read an empty
// cache and report the post cleared with its likes still on the server.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, onSnapshot, setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { startCuttableProxy, type CuttableProxy } from './support/cuttable-proxy';
import { createAccount, hosts, listDocuments, writeDocument } from './support/emulator-rest';

const PASSWORD = 'Clear!2345';
let proxy: CuttableProxy;
let app: typeof import('./support/app-modules');
let writes: typeof import('../../src/data/remote/sync-writes');
let firebase: typeof import('../../src/data/remote/firestore-client');

beforeAll(async () => {
  const [host, port] = hosts.firestore.split(':');
  proxy = await startCuttableProxy(host!, Number(port));
  // The app's Firebase module reads these once, on first import: route Firestore through the proxy.
  process.env.VITE_EMULATOR_HOST = '127.0.0.1';
  process.env.VITE_FIRESTORE_PORT = String(proxy.port);
  process.env.VITE_STORAGE_PORT = hosts.storage.split(':')[1];
  process.env.VITE_AUTH_PORT = hosts.auth.split(':')[1];
  app = await import('./support/app-modules');
  writes = await import('../../src/data/remote/sync-writes');
  firebase = await import('../../src/data/remote/firestore-client');
  // The cut connection is the point here.
  setLogLevel('silent');
  setLiteLogLevel('silent');
});

afterAll(async () => {
  await signOut(app.firebaseAuth()).catch(() => undefined);
  await proxy?.close();
});

/** Resolves once the client has given up on the server: its listeners answer from the cache. */
function clientOffline(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      doc(firebase.firestore(), path),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) return;
        stop();
        resolve();
      },
      reject,
    );
  });
}

describe('clearing a deleted post', () => {
  it('fails while the client is offline, and clears every like once it is back', async () => {
    const email = `clear-${Date.now().toString(36)}@prop.test`;
    const uid = await createAccount(email, PASSWORD);
    await writeDocument(`users/${uid}`, {
      displayName: 'clear',
      photoURL: '',
      createdAt: new Date(),
    });
    await signInWithEmailAndPassword(app.firebaseAuth(), email, PASSWORD);
    // The member's delete replayed: the post is gone, its tombstone names them, a like remains.
    const postId = `cleared-${Date.now().toString(36)}`;
    await writeDocument(`deletedPosts/${postId}`, { uid, deletedBy: uid, deletedAt: new Date() });
    await writeDocument(`posts/${postId}/likes/${uid}`, { createdAt: new Date() });

    proxy.cut();
    await clientOffline(`deletedPosts/${postId}`);
    await expect(writes.clearDeletedPost(postId)).rejects.toThrow();
    expect(await listDocuments(`posts/${postId}/likes`)).toHaveLength(1);

    proxy.restore();
    // The entry's next replay carries on (the client reconnects after a backoff).
    await expect
      .poll(() => writes.clearDeletedPost(postId).catch(() => -1), {
        timeout: 30_000,
        interval: 500,
      })
      .toBeGreaterThanOrEqual(0);
    expect(await listDocuments(`posts/${postId}/likes`)).toEqual([]);
  });
});
