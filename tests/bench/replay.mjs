// Replay benchmark (`npm run bench`): figures only, no pass/fail.
// - 1,000 to-do writes queued offline in the outbox, replayed to the Firestore emulator by the
//   sync engine; side by side with the Firestore SDK's own offline queue (persistentLocalCache):
//   the same 1,000 writes made offline, then flushed; after an untimed turn each, each side
//   takes BENCH_ROUNDS turns (3), alternating, and the medians and each round's ratio are
//   compared; the sizes of the batches the engine sent (lanes' heads together in
//   one commit).
// - Comments on one busy post (BENCH_COMMENTS, 30 by default and at most: a member's budget per
//   10 minutes), each moving the post's counter and the member's budget: the outbox's replay
//   beside the SDK's queue making the same writes (a fresh verified member each turn).
// - Posts with images (BENCH_IMAGE_POSTS, 5 by default and at most: a member's posts per 10
//   minutes, each showing BENCH_IMAGES_PER_POST images of 60 KB, 2 by default): the outbox's
//   uploads and posts beside the SDKs without it, once online: Storage's uploads (which the
//   Firestore SDK's queue cannot hold), each post queued in Firestore's as its images are in.
// - 10,000 posts mirrored into Dexie through the mirror's write path (time, peak memory).
// Runs in Node on private emulators (own ports) with fake-indexeddb standing in for the
// browser's IndexedDB, so the absolute times are Node's, not a phone's.
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  increment,
  initializeFirestore,
  persistentLocalCache,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  waitForPendingWrites,
  writeBatch,
} from 'firebase/firestore';
import {
  connectStorageEmulator,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import {
  HOST,
  PROJECT_ID,
  ROOT_DIR,
  STORAGE_BUCKET,
  emulatorEnv,
} from '../../scripts/lib/config.mjs';
import { startEmulators } from '../../scripts/lib/emulators.mjs';
import { postData, toValue } from '../../scripts/lib/seed.mjs';
import { benchPost } from '../fixtures/device-posts.mjs';

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
/** Comments on one busy post (BENCH_COMMENTS, 0: none): one member's, within its budget. */
const COMMENTS = Math.min(Number(process.env.BENCH_COMMENTS ?? 30), 30);
/** Posts with images (BENCH_IMAGE_POSTS, 0: none): one member's, within its budget. */
const IMAGE_POSTS = Math.min(Number(process.env.BENCH_IMAGE_POSTS ?? 5), 5);
const IMAGES_PER_POST = Number(process.env.BENCH_IMAGES_PER_POST ?? 2);
/** An image as the app uploads it once resized (a JPEG of 800x600 at quality 0.5). */
const IMAGE_BYTES = 60 * 1024;
/**
 * How long an upload may go unanswered before it is sent again, on both sides: the Storage
 * emulator leaves one unanswered now and then under parallel uploads (firebase-tools#6865), as a
 * real server would not. The replayer does so by its upload attempt limit (minutes in the app).
 */
const UPLOAD_DEADLINE_MS = 10_000;
/** Turns each side takes (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Private ports, so a running dev server's emulators are left alone (BENCH_*_PORT to move them).
const PORTS = {
  auth: Number(process.env.BENCH_AUTH_PORT ?? 29099),
  firestore: Number(process.env.BENCH_FIRESTORE_PORT ?? 28080),
  storage: Number(process.env.BENCH_STORAGE_PORT ?? 29199),
};
const PASSWORD = 'Bench!2345';
const OWNER = { Authorization: 'Bearer owner' };
const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** `n×size` runs, e.g. `10×100`, or `100, 98, 2`. */
const summary = (sizes) => {
  const runs = [];
  for (const size of sizes) {
    const last = runs.at(-1);
    if (last?.size === size) last.count += 1;
    else runs.push({ size, count: 1 });
  }
  return runs.map(({ size, count }) => (count > 1 ? `${count}×${size}` : `${size}`)).join(', ');
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Milliseconds covered by at least one of the [start, end] intervals. */
const covered = (intervals) => {
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total;
};
const cpuMs = ({ user, system }) => (user + system) / 1000;
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function createAccount(email) {
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp answered ${response.status}`);
  return (await response.json()).localId;
}

/** Writes documents with the rules off (the emulator's owner), as data already there. */
async function ownerWrite(documents) {
  const writes = documents.map(({ path, data }) => ({
    update: { name: `${DOCUMENTS}/${path}`, fields: toFields(data) },
  }));
  const response = await fetch(`http://${HOST}:${PORTS.firestore}/v1/${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`commit answered ${response.status}`);
}
const toFields = (data) => toValue(data).mapValue.fields;

/**
 * A verified member who joined two days ago (past a new account's smaller budget), and a post of
 * theirs that the comments go under (their own: no notification rides with each comment).
 */
async function memberWithPost(tag) {
  const uid = `bench${tag}${Date.now().toString(36)}`;
  const email = `${uid}@bench.test`;
  const displayName = `bench ${tag}`;
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        localId: uid,
        email,
        password: PASSWORD,
        displayName,
        emailVerified: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`signUp answered ${response.status}`);
  const author = { displayName, photoURL: '' };
  const id = `busy-${uid}`;
  const data = postData({
    title: 'A busy post',
    category: 'community',
    tags: ['bench'],
    content: 'Comments, please.',
    uid,
    author,
    createdAt: new Date(Date.now() - 60_000),
  });
  await ownerWrite([
    { path: `users/${uid}`, data: { ...author, createdAt: new Date(Date.now() - 2 * 86_400_000) } },
    { path: `posts/${id}`, data },
  ]);
  // On the device as the app reads it (postFromFirestore): without what only the server reads.
  const { searchTokens, searchVersion, images, ...read } = data;
  return { uid, email, author: { uid, ...author }, post: { id, ...read, pinnedAt: null } };
}

async function until(check, timeoutMs = 600_000, explain = async () => '') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out ${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The sync engine: `count` to-dos queued, then replayed. */
async function outboxReplay(app, uid, count = WRITES) {
  await Promise.all(app.db.tables.map((table) => table.clear()));
  const queuedAt = performance.now();
  for (let i = 0; i < count; i++) await app.addTodo(uid, `replayed ${i}`);
  return replayQueued(app, uid, performance.now() - queuedAt);
}

/** The sync engine: COMMENTS comments on the member's busy post queued, then replayed. */
async function outboxComments(app, member) {
  await Promise.all(app.db.tables.map((table) => table.clear()));
  await signInWithEmailAndPassword(app.firebaseAuth(), member.email, PASSWORD);
  await app.mirrorPosts([member.post]);
  const queuedAt = performance.now();
  for (let i = 0; i < COMMENTS; i++)
    await app.addComment(member.author, member.post.id, `comment ${i}`);
  return replayQueued(app, member.uid, performance.now() - queuedAt);
}

/** Image `n`'s bytes: a JPEG's first bytes, then a pattern of its own. */
function imageBytes(n) {
  const bytes = new Uint8Array(IMAGE_BYTES);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + n * 7) & 255;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

/** A post's markdown showing these images (local refs or download URLs). */
const withPictures = (urls) =>
  `${urls.map((url, i) => `![picture ${i}](${url})`).join('\n')}\nWords.`;

/**
 * The sync engine: IMAGE_POSTS posts of IMAGES_PER_POST images each, attached and written
 * offline as the editor does (each post waits for its images' uploads), then replayed.
 */
async function outboxImagePosts(app, member) {
  await Promise.all(app.db.tables.map((table) => table.clear()));
  await signInWithEmailAndPassword(app.firebaseAuth(), member.email, PASSWORD);
  const queuedAt = performance.now();
  for (let p = 0; p < IMAGE_POSTS; p++) {
    const refs = [];
    for (let i = 0; i < IMAGES_PER_POST; i++) {
      const blob = new Blob([imageBytes(p * IMAGES_PER_POST + i)], { type: 'image/jpeg' });
      refs.push((await app.attachImage(member.uid, blob)).ref);
    }
    await app.createPost(member.author, {
      title: `Pictures ${p}`,
      category: 'community',
      tags: ['bench'],
      content: withPictures(refs),
    });
  }
  const replay = await replayQueued(app, member.uid, performance.now() - queuedAt, {
    uploadAttemptMs: UPLOAD_DEADLINE_MS,
  });
  return { ...replay, sentAgain: replay.uploads - IMAGE_POSTS * IMAGES_PER_POST };
}

/** Replays what the outbox holds until it is empty (throws at an entry that stops). */
async function replayQueued(app, uid, queueMs, engineOptions = {}) {
  // The batches the engine sends (lanes' heads together), as they go.
  const batches = [];
  // When each batch's commit was in flight: the rest of the replay is the device's own work
  // (reading the outbox, settling answers in Dexie).
  const inFlight = [];
  // Uploads sent, a second time included (one left unanswered, see UPLOAD_DEADLINE_MS).
  let uploads = 0;
  const remote = {
    ...app.firebaseSyncRemote,
    uploadImage(image, signal) {
      uploads += 1;
      return app.firebaseSyncRemote.uploadImage(image, signal);
    },
    async applyMutations(entries, signal) {
      batches.push(entries.length);
      const sentAt = performance.now();
      try {
        return await app.firebaseSyncRemote.applyMutations(entries, signal);
      } finally {
        inFlight.push([sentAt, performance.now()]);
      }
    },
  };
  const cpuAt = process.cpuUsage();
  const startedAt = performance.now();
  const engine = app.createSyncEngine({
    remote,
    store: app.createStore(),
    user: app.atom(uid),
    mirror: false,
    // The replayer's defaults unless set (to compare settings).
    ...(process.env.BENCH_BATCH_SIZE && { batchSize: Number(process.env.BENCH_BATCH_SIZE) }),
    ...(process.env.BENCH_CONCURRENCY && { concurrency: Number(process.env.BENCH_CONCURRENCY) }),
    ...engineOptions,
  });
  await until(
    async () => {
      const stopped = await app.db.outbox
        .where('[uid+status]')
        .anyOf([uid, 'failed'], [uid, 'conflict'])
        .first();
      if (stopped) throw new Error(`${stopped.op} stopped: ${JSON.stringify(stopped.lastError)}`);
      return (await app.db.outbox.count()) === 0;
    },
    Number(process.env.BENCH_TIMEOUT_MS ?? 600_000),
    async () =>
      JSON.stringify(
        (await app.db.outbox.limit(3).toArray()).map((e) => [e.status, e.attempts, e.lastError]),
      ),
  );
  const replayMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuAt);
  await engine.stop();
  return {
    queueMs,
    replayMs,
    batches,
    committingMs: covered(inFlight),
    cpuMs: cpuMs(cpu),
    uploads,
  };
}

/** The Firestore SDK's own queue: the same to-dos made offline, then flushed. */
function sdkQueue(uid, email, round = 0) {
  return sdkFlush(email, `todos-${round}`, (firestore) => {
    const now = Timestamp.now();
    return Array.from({ length: WRITES }, (_, i) =>
      setDoc(doc(firestore, 'users', uid, 'todos', `sdk-${round}-${i}`), {
        text: `queued ${i}`,
        done: false,
        order: i,
        createdAt: now,
        updatedAt: now,
      }),
    );
  });
}

/**
 * The member's budget moved in `batch` for `path`, as firestore.rules ask: the first write of a
 * turn (a fresh member) creates it with each of `windows` started, the later ones count on.
 */
function moveBudget(batch, budget, path, windows, first) {
  if (first) {
    const started = { start: serverTimestamp(), count: 1 };
    batch.set(budget, {
      counted: path,
      ...Object.fromEntries(windows.map((name) => [name, started])),
    });
  } else {
    const counts = windows.map((name) => [`${name}.count`, increment(1)]);
    batch.update(budget, { counted: path, ...Object.fromEntries(counts) });
  }
}

/**
 * The SDK's queue with the comments the app makes (firestore.rules): each the comment, the
 * post's counter and the member's budget, in one batch.
 */
function sdkComments(member, round) {
  const { uid, author, post } = member;
  return sdkFlush(member.email, `comments-${round}`, (firestore) => {
    const budget = doc(firestore, `users/${uid}/private/budget`);
    return Array.from({ length: COMMENTS }, (_, i) => {
      const id = `sdk-${i}`;
      const path = `posts/${post.id}/comments/${id}`;
      const batch = writeBatch(firestore);
      batch.set(doc(firestore, path), {
        text: `comment ${i}`,
        uid,
        author: { displayName: author.displayName, photoURL: author.photoURL },
        createdAt: serverTimestamp(),
        writtenAt: Timestamp.now(),
      });
      batch.update(doc(firestore, `posts/${post.id}`), {
        commentCount: increment(1),
        lastCommentId: id,
      });
      moveBudget(batch, budget, path, ['comment10m', 'commentDay'], i === 0);
      return batch.commit();
    });
  });
}

/**
 * The same posts through the SDKs alone, once online: every image uploaded with Storage's SDK at
 * once (into the member's numbered slots, storage.rules), and each post, with its move of the
 * member's budget (firestore.rules), put in Firestore's queue as soon as its images are in, in
 * the order written (the budget's first write creates it).
 */
async function sdkImagePosts(member, round, modules) {
  const { uid } = member;
  const author = { displayName: member.author.displayName, photoURL: member.author.photoURL };
  const { sdkApp, firestore } = await sdkClient(member.email, `images-${round}`);
  const storage = getStorage(sdkApp);
  connectStorageEmulator(storage, HOST, PORTS.storage);
  const budget = doc(firestore, `users/${uid}/private/budget`);
  const cpuAt = process.cpuUsage();
  const startedAt = performance.now();
  let sentAgain = 0;
  /**
   * `request`'s answer, or NONE when none came within the deadline (the request is left behind:
   * in Node the SDK's cancel does not end a request the server left unanswered).
   */
  const NONE = Symbol('none');
  const within = async (request) => {
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, UPLOAD_DEADLINE_MS, NONE)));
    request.catch(() => undefined);
    try {
      return await Promise.race([request, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  /** `ask()`'s answer, asked again whenever none comes within the deadline. */
  const answered = async (ask) => {
    for (;;) {
      const answer = await within(ask());
      if (answer !== NONE) return answer;
      sentAgain += 1;
    }
  };
  const upload = async (slot) => {
    const object = ref(storage, `users/${uid}/images/${slot}`);
    for (let sent = false; ; sent = true) {
      const task = uploadBytesResumable(object, imageBytes(slot), {
        contentType: 'image/jpeg',
        customMetadata: { imageId: `sdk-${round}-${slot}` },
      });
      try {
        if ((await within(task)) !== NONE) break;
        task.cancel();
        sentAgain += 1;
      } catch (error) {
        // Sent again after no answer: refused if the first one was stored (a slot is written once).
        if (
          sent &&
          error.code === 'storage/unauthorized' &&
          (await answered(() => getMetadata(object)))
        )
          break;
        if (error.code !== 'storage/canceled' && error.code !== 'storage/retry-limit-exceeded')
          throw error;
        sentAgain += 1;
      }
    }
    return answered(() => getDownloadURL(object));
  };
  const pictures = Array.from({ length: IMAGE_POSTS }, (_, p) =>
    Promise.all(Array.from({ length: IMAGES_PER_POST }, (_, i) => upload(p * IMAGES_PER_POST + i))),
  );
  // Each post's images are awaited in turn: a failure of a later one's waits for its turn.
  for (const images of pictures) images.catch(() => undefined);
  const acks = [];
  for (let p = 0; p < IMAGE_POSTS; p++) {
    const [title, tags, content] = [`Pictures ${p}`, ['bench'], withPictures(await pictures[p])];
    const path = `posts/sdk-${uid}-${round}-${p}`;
    const batch = writeBatch(firestore);
    const at = serverTimestamp();
    batch.set(doc(firestore, path), {
      ...postData({ title, category: 'community', tags, content, uid, author, createdAt: at }),
      images: modules.imageSlotsIn(content, uid),
      writtenAt: Timestamp.now(),
    });
    moveBudget(batch, budget, path, ['post10m', 'postDay'], p === 0);
    acks.push(batch.commit());
  }
  await Promise.all(acks);
  const flushMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuAt);
  await deleteApp(sdkApp);
  return { flushMs, cpuMs: cpuMs(cpu), sentAgain };
}

/**
 * A workload's turns side by side: one untimed turn each (the emulators' first requests of a
 * kind are slow), then ROUNDS turns each, alternating, each round's figures and the medians'.
 */
async function sideBySide(log, ours, theirs) {
  await ours('warm-up');
  await theirs('warm-up');
  const mine = [];
  const sdk = [];
  const again = ({ sentAgain = 0 }) =>
    sentAgain > 0 ? ` (${sentAgain} upload${sentAgain > 1 ? 's' : ''} sent again)` : '';
  for (let round = 0; round < ROUNDS; round++) {
    const [outbox, flush] = [await ours(round), await theirs(round)];
    mine.push(outbox.replayMs);
    sdk.push(flush.flushMs);
    log(
      `    round ${round + 1}: outbox replay ${seconds(mine.at(-1))}${again(outbox)}, SDK ${seconds(sdk.at(-1))}${again(flush)}, ratio ${(sdk.at(-1) / mine.at(-1)).toFixed(2)}`,
    );
  }
  log(
    `    ratio (medians): ${(median(sdk) / median(mine)).toFixed(2)} (outbox ${seconds(median(mine))}, SDK ${seconds(median(sdk))}); per round: ${mine.map((ms, i) => (sdk[i] / ms).toFixed(2)).join(', ')}`,
  );
}

/**
 * A Firebase app of its own (`name`) signed in as `email` through the emulators, with Firestore's
 * persistent cache (its offline queue), as an app without the outbox would have.
 */
async function sdkClient(email, name) {
  const sdkApp = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET },
    `bench-${name}`,
  );
  const auth = getAuth(sdkApp);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const firestore = initializeFirestore(sdkApp, { localCache: persistentLocalCache() });
  connectFirestoreEmulator(firestore, HOST, PORTS.firestore);
  return { sdkApp, firestore };
}

/** `queue(firestore)`'s writes made offline, then flushed: the acknowledgements' promises. */
async function sdkFlush(email, name, queue) {
  const { sdkApp, firestore } = await sdkClient(email, name);
  await disableNetwork(firestore);
  const queuedAt = performance.now();
  const acks = queue(firestore);
  const queueMs = performance.now() - queuedAt;
  const cpuAt = process.cpuUsage();
  const startedAt = performance.now();
  await enableNetwork(firestore);
  await waitForPendingWrites(firestore);
  await Promise.all(acks);
  const flushMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuAt);
  await deleteApp(sdkApp);
  return { queueMs, flushMs, cpuMs: cpuMs(cpu) };
}

/** 10,000 posts through the mirror's write path into Dexie. */
async function mirrorPosts(app) {
  await app.db.posts.clear();
  const posts = Array.from({ length: POSTS }, (_, i) => benchPost(i));
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
  }, 5);
  const startedAt = performance.now();
  // As a listener delivers them: in snapshot-sized batches.
  for (let start = 0; start < posts.length; start += 500)
    await app.mirrorPosts(posts.slice(start, start + 500));
  const ms = performance.now() - startedAt;
  clearInterval(sampler);
  const stored = await app.db.posts.count();
  return {
    ms,
    stored,
    peakRssDelta: peakRss - baseline.rss,
    peakHeapDelta: peakHeap - baseline.heapUsed,
  };
}

export async function run({ log = console.log } = {}) {
  log('\nOffline replay (Node, fake-indexeddb, private emulators):');
  const emulators = await startEmulators({ ports: PORTS, log: () => undefined });
  Object.assign(process.env, emulatorEnv(PORTS));
  // The app's own Vite config: its catalog plugin is needed by modules behind the remote door.
  const vite = await createServer({
    root: ROOT_DIR,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    envPrefix: 'VITE_',
  });
  try {
    setLogLevel('error');
    const app = await vite.ssrLoadModule('/tests/bench/replay-modules.ts');
    // Warm up what the engine loads lazily (the remote chunk), so the figures are the replay's.
    await vite.ssrLoadModule('/src/data/remote/remote-api.ts');
    const email = `bench-${Date.now().toString(36)}@bench.test`;
    const uid = await createAccount(email);
    await signInWithEmailAndPassword(app.firebaseAuth(), email, PASSWORD);

    // A freshly started emulator (a JVM) is slow at first (its first full-size round takes
    // several times as long as the next ones): each side makes one full-size, untimed turn
    // before measuring. Then the two take turns, ROUNDS times each, and the medians are
    // compared: the emulator's speed drifts during a run (its JIT, its garbage), which one pass
    // each would charge to one side.
    await outboxReplay(app, uid);
    await sdkQueue(uid, email, 'warm-up');
    const ours = [];
    const theirs = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await outboxReplay(app, uid));
      theirs.push(await sdkQueue(uid, email, round));
      const [mine, sdk] = [ours.at(-1), theirs.at(-1)];
      log(
        `  round ${round + 1}: outbox replay ${seconds(mine.replayMs)} (a commit in flight ${seconds(mine.committingMs)}, Node CPU ${seconds(mine.cpuMs)}), SDK flush ${seconds(sdk.flushMs)} (Node CPU ${seconds(sdk.cpuMs)}), ratio ${(sdk.flushMs / mine.replayMs).toFixed(2)}`,
      );
    }
    const rate = (ms) => `${Math.round(WRITES / (ms / 1000))} writes/s`;
    const replayMs = median(ours.map((run) => run.replayMs));
    const flushMs = median(theirs.map((run) => run.flushMs));
    log(
      `  outbox replay:     ${WRITES} queued in ${seconds(median(ours.map((run) => run.queueMs)))}, replayed in ${seconds(replayMs)} (${rate(replayMs)}) median of ${ROUNDS}: ${ours.map((run) => seconds(run.replayMs)).join(', ')}`,
    );
    log(
      `  SDK offline queue: ${WRITES} queued in ${seconds(median(theirs.map((run) => run.queueMs)))}, flushed in ${seconds(flushMs)} (${rate(flushMs)}) median of ${ROUNDS}: ${theirs.map((run) => seconds(run.flushMs)).join(', ')}`,
    );
    log(
      `  ratio (SDK flush / outbox replay, medians; 1.0 = as fast, higher = faster): ${(flushMs / replayMs).toFixed(2)}; per round: ${ours.map((run, i) => (theirs[i].flushMs / run.replayMs).toFixed(2)).join(', ')}`,
    );
    const batches = ours.at(-1).batches;
    log(
      `  batches (last round): ${batches.length} (sizes ${summary(batches)}), ${WRITES - batches.reduce((sum, size) => sum + size, 0)} entries sent on their own`,
    );

    if (COMMENTS > 0) {
      // Comments on one busy post: one lane (the post's counter moves with each), so the
      // outbox sends them one after another; a fresh member each turn (its budget).
      log(`  ${COMMENTS} comments on one busy post (SDK: its queue flushed):`);
      let turn = 0;
      const member = async () => memberWithPost(`c${turn++}`);
      await sideBySide(
        log,
        async () => outboxComments(app, await member()),
        async (round) => sdkComments(await member(), round),
      );
    }

    if (IMAGE_POSTS > 0) {
      // Posts with images: a fresh member each turn (its budget of posts, its image slots).
      log(
        `  ${IMAGE_POSTS} posts with ${IMAGES_PER_POST} images of ${IMAGE_BYTES / 1024} KB each ` +
          `(SDK: Storage's uploads, then each post through Firestore's queue):`,
      );
      let turn = 0;
      const member = async () => memberWithPost(`i${turn++}`);
      await sideBySide(
        log,
        async () => outboxImagePosts(app, await member()),
        async (round) => sdkImagePosts(await member(), round, app),
      );
    }

    const mirror = await mirrorPosts(app);
    log(
      `  mirror: ${mirror.stored} posts into Dexie in ${seconds(mirror.ms)} (${Math.round(POSTS / (mirror.ms / 1000))} posts/s), ` +
        `peak memory +${mb(mirror.peakHeapDelta)} heap, +${mb(mirror.peakRssDelta)} RSS`,
    );
  } finally {
    // Let the process end: close the app's Firebase connections, then the server and emulators.
    const loaded = await vite.ssrLoadModule('/tests/bench/replay-modules.ts').catch(() => null);
    if (loaded) await deleteApp(loaded.firebaseApp()).catch(() => undefined);
    await vite.close();
    await emulators.stop();
  }
}

// Run alone: ends once the figures are out (the SDK's timers would keep Node waiting).
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
