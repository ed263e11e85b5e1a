// The offline core against the real Firestore and Storage emulators: random member sessions of
// to-do and post changes and image uploads, written while the network comes and goes, with
// acknowledgements lost after the server applied a write, duplicate sends, refused writes that
// the member retries, and the replaying tab closing mid-replay. After the last reconnect the
// server must hold exactly the model's state: nothing lost, nothing applied twice, counters exact.
//
// PROPERTY_RUNS sets the number of sessions (default 30, as in CI; `npm run soak` runs 1,000 over
// several processes and seeds); PROPERTY_SEED and PROPERTY_PATH replay a reported failure.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { atom, createStore } from 'jotai/vanilla';
import { startCuttableProxy, type CuttableProxy } from './support/cuttable-proxy';
import {
  createAccount,
  hosts,
  listDocuments,
  storedImageIds,
  readDocument,
  writeDocument,
} from './support/emulator-rest';
import { withFaults, type Fault, type FaultyRemote } from './support/faulty-remote';
import { letBudgetWindowsPass } from './support/budget-time';
import { readyLanes } from './support/outbox-state';
import { JOINED_BEFORE } from './support/signed-in-member';
import {
  applyAction,
  arbitraryAction,
  emptyModel,
  type Action,
  type Model,
  type Session,
} from './support/session-model';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
const PASSWORD = 'Prop!2345';

let firestoreProxy: CuttableProxy;
let storageProxy: CuttableProxy;
let app: typeof import('./support/app-modules');

beforeAll(async () => {
  const [host, port] = hosts.firestore.split(':');
  const [storageHost, storagePort] = hosts.storage.split(':');
  firestoreProxy = await startCuttableProxy(host!, Number(port));
  storageProxy = await startCuttableProxy(storageHost!, Number(storagePort));
  // The app's Firebase module reads these once, on first import: route it through the proxies.
  process.env.VITE_EMULATOR_HOST = '127.0.0.1';
  process.env.VITE_FIRESTORE_PORT = String(firestoreProxy.port);
  process.env.VITE_STORAGE_PORT = String(storageProxy.port);
  process.env.VITE_AUTH_PORT = hosts.auth.split(':')[1];
  app = await import('./support/app-modules');
  // Cut connections are the point here; keep the output readable (both SDKs: replays read through Lite).
  setLogLevel('silent');
  setLiteLogLevel('silent');
});

afterAll(async () => {
  console.log(`offline-sync property: ${JSON.stringify(totals)}`);
  await signOut(app.firebaseAuth()).catch(() => undefined);
  await firestoreProxy?.close();
  await storageProxy?.close();
});

/** A seeded stream of faults, so a failing case replays (and shrinks) the same way. */
function faultStream(seed: number, intensity: number): () => Fault {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return () => {
    const roll = next() / intensity;
    if (roll < 0.12) return 'fail-before';
    if (roll < 0.24) return 'drop-ack';
    if (roll < 0.32) return 'duplicate';
    if (roll < 0.35) return 'refuse';
    return 'none';
  };
}

/** Totals over all sessions, printed at the end: evidence the faults really happened. */
const totals = {
  sessions: 0,
  actions: 0,
  entries: 0,
  seconds: 0,
  kinds: {} as Record<string, number>,
  faults: {} as Record<string, number>,
};
const testStarted = Date.now();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runSession(actions: Action[], faultSeed: number, intensity: number): Promise<void> {
  const { db, createSyncEngine, firebaseSyncRemote, retryEntry, firebaseAuth } = app;
  await Promise.all(db.tables.map((table) => table.clear()));
  const email = `prop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@prop.test`;
  const uid = await createAccount(email, PASSWORD);
  // Signing up makes the member's document (the author firestore.rules check posts against); a
  // member for two days, past a new account's smaller write budget.
  await writeDocument(`users/${uid}`, {
    displayName: 'prop',
    photoURL: '',
    createdAt: JOINED_BEFORE(),
  });
  await signInWithEmailAndPassword(firebaseAuth(), email, PASSWORD);

  const countEntry = () => {
    totals.entries += 1;
  };
  db.outbox.hook('creating', countEntry);
  const remote: FaultyRemote = withFaults(firebaseSyncRemote);
  remote.setFaults(faultStream(faultSeed, intensity));
  let online = true;
  const store = createStore();
  const user = atom<string | null>(uid);
  const startEngine = () =>
    createSyncEngine({
      remote,
      store,
      user,
      isOnline: () => online,
      delay: (attempts) => Math.min(200, 10 * 2 ** attempts),
      operationAttemptMs: 3_000,
      uploadAttemptMs: 5_000,
    });
  const session: Session = {
    app,
    uid,
    model: emptyModel(),
    engine: startEngine(),
    setOnline(value) {
      online = value;
      if (value) {
        firestoreProxy.restore();
        storageProxy.restore();
        session.engine.kick();
      } else {
        firestoreProxy.cut();
        storageProxy.cut();
      }
    },
    async cutWhileOnline(ms) {
      firestoreProxy.cut();
      storageProxy.cut();
      session.engine.kick();
      await sleep(ms);
      if (online) {
        firestoreProxy.restore();
        storageProxy.restore();
      }
    },
    async restart(afterMs) {
      session.engine.kick();
      await sleep(afterMs);
      await session.engine.stop();
      session.engine = startEngine();
    },
  };

  try {
    for (const action of actions) await applyAction(session, action);

    // Back online for good, the faults still coming; the member retries whatever the server
    // refused. After a while the faults stop, so every session ends.
    const faults = faultStream(faultSeed ^ 0x5bd1e995, intensity);
    let faultBudget = 40;
    remote.setFaults(() => (faultBudget-- > 0 ? faults() : 'none'));
    session.setOnline(true);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const left = await db.outbox.toArray();
      expect(
        left.filter((e) => e.status === 'conflict'),
        'one member alone never conflicts',
      ).toEqual([]);
      if (left.length === 0) break;
      if (Date.now() > deadline)
        throw new Error(
          `outbox not drained: ${JSON.stringify(left.map((e) => [e.op, e.status, e.lastError, e.lane, e.id, e.dependsOn, e.attempts]))}`,
        );
      for (const entry of left) if (entry.status === 'failed') await retryEntry(entry.id);
      // A session may write more than a budget window holds: once only those wait, the windows
      // pass as time would.
      const budgetOnly = left.some((entry) => entry.wait?.reason === 'budget');
      if (budgetOnly && readyLanes(left, Date.now()) === 0) await letBudgetWindowsPass(app, uid);
      session.engine.kick();
      await sleep(40);
    }
    await expectServerMatchesModel(uid, session.model);
    await expectMirrorConverges(uid);
  } finally {
    db.outbox.hook('creating').unsubscribe(countEntry);
    totals.sessions += 1;
    totals.actions += actions.length;
    totals.seconds = Math.round((Date.now() - testStarted) / 1000);
    for (const { kind } of actions) totals.kinds[kind] = (totals.kinds[kind] ?? 0) + 1;
    for (const [fault, count] of Object.entries(remote.counts))
      totals.faults[fault] = (totals.faults[fault] ?? 0) + count;
    await session.engine.stop();
    await signOut(firebaseAuth());
    firestoreProxy.restore();
    storageProxy.restore();
  }
}

async function expectServerMatchesModel(uid: string, model: Model): Promise<void> {
  const todos = await listDocuments(`users/${uid}/todos`);
  const expectedTodos = [...model.todos.values()].map(({ id, text, done, order, version }) => ({
    id,
    text,
    done,
    order,
    version,
  }));
  const actualTodos = todos.map(({ id, data }) => ({
    id,
    text: data.text,
    done: data.done,
    order: data.order,
    version: data.version,
  }));
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  expect(actualTodos.sort(byId)).toEqual(expectedTodos.sort(byId));

  const bookmarks = (await listDocuments(`users/${uid}/bookmarks`)).map((d) => d.id).sort();
  expect(bookmarks).toEqual(
    [...model.posts.values()]
      .filter((p) => p.bookmarked)
      .map((p) => p.id)
      .sort(),
  );

  for (const post of model.posts.values()) {
    const data = await readDocument(`posts/${post.id}`);
    if (post.deleted) {
      expect(data, `post ${post.id} was deleted`).toBeNull();
      // Its comments and likes went with it.
      expect(await listDocuments(`posts/${post.id}/comments`)).toEqual([]);
      expect(await listDocuments(`posts/${post.id}/likes`)).toEqual([]);
      continue;
    }
    expect(data, `post ${post.id} exists`).not.toBeNull();
    const content = String(data!.content);
    expect({ title: data!.title, version: data!.version, uid: data!.uid }).toEqual({
      title: post.title,
      version: post.version,
      uid,
    });
    if (post.imageId) {
      // The local reference became the image's download URL, which serves the image.
      expect(content).not.toContain('local-image:');
      const url = /\((http[^)]+)\)/.exec(content)?.[1];
      expect(url).toContain(encodeURIComponent(`users/${uid}/images/`));
      expect((await fetch(url!)).status).toBe(200);
    } else {
      expect(content).toBe(post.content);
    }
    const likes = await listDocuments(`posts/${post.id}/likes`);
    const comments = await listDocuments(`posts/${post.id}/comments`);
    expect({
      likeCount: data!.likeCount,
      likes: likes.map((d) => d.id),
      bookmarkCount: data!.bookmarkCount,
      commentCount: data!.commentCount,
      comments: comments.map((d) => d.id).sort(),
    }).toEqual({
      likeCount: post.liked ? 1 : 0,
      likes: post.liked ? [uid] : [],
      bookmarkCount: post.bookmarked ? 1 : 0,
      commentCount: post.comments.length,
      comments: [...post.comments].sort(),
    });
  }

  // One object per image, in one of the member's slots, however often its upload was replayed;
  // every image a post shows is stored. A deleted post's image is freed when its upload was done
  // before the delete, and otherwise left for the member's orphan sweep: either may be stored.
  const stored = await storedImageIds(`users/${uid}/images/`);
  const shown = [...model.posts.values()].flatMap((post) =>
    !post.deleted && post.imageId ? [post.imageId] : [],
  );
  expect(
    stored.filter((id, i) => stored.indexOf(id) !== i),
    'stored twice',
  ).toEqual([]);
  expect(
    stored.filter((id) => !model.images.includes(id)),
    'never attached',
  ).toEqual([]);
  expect(
    shown.filter((id) => !stored.includes(id)),
    'shown but not stored',
  ).toEqual([]);
}

/** The read path: once the outbox is empty, the listeners bring Dexie to the server's state. */
async function expectMirrorConverges(uid: string): Promise<void> {
  const { db } = app;
  const server = (await listDocuments(`users/${uid}/todos`))
    .map(({ id, data }) => ({
      id,
      text: data.text,
      done: data.done,
      order: data.order,
      version: data.version,
      pending: false,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  await expect
    .poll(
      async () =>
        (await db.todos.toArray())
          .filter((t) => t.uid === uid)
          .map(({ id, text, done, order, version, pending }) => ({
            id,
            text,
            done,
            order,
            version,
            pending,
          }))
          .sort((a, b) => (a.id < b.id ? -1 : 1)),
      { timeout: 15_000, interval: 100 },
    )
    .toEqual(server);
}

describe('replaying the outbox to the emulators', () => {
  it(
    'leaves the server holding exactly what the member did, whatever the network did',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(arbitraryAction, { minLength: 4, maxLength: 28 }),
          fc.integer(),
          fc.constantFrom(1, 2),
          (actions, faultSeed, intensity) => runSession(actions, faultSeed, intensity),
        ),
        {
          numRuns: RUNS,
          endOnFailure: true,
          verbose: 1,
          // Replays a reported failure: PROPERTY_SEED=<seed> PROPERTY_PATH=<path>.
          ...(process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED) } : {}),
          ...(process.env.PROPERTY_PATH ? { path: process.env.PROPERTY_PATH } : {}),
        },
      );
    },
    Math.max(120_000, RUNS * 20_000),
  );
});
