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
import { HOST, PROJECT_ID, ROOT_DIR, emulatorEnv } from '../../scripts/lib/config.mjs';
import { startEmulators } from '../../scripts/lib/emulators.mjs';
import { postData, toValue } from '../../scripts/lib/seed.mjs';
import { benchPost } from '../fixtures/device-posts.mjs';

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
/** Comments on one busy post (BENCH_COMMENTS, 0: none): one member's, within its budget. */
const COMMENTS = Math.min(Number(process.env.BENCH_COMMENTS ?? 30), 30);
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

/** Replays what the outbox holds until it is empty (throws at an entry that stops). */
async function replayQueued(app, uid, queueMs) {
  // The batches the engine sends (lanes' heads together), as they go.
  const batches = [];
  // When each batch's commit was in flight: the rest of the replay is the device's own work
  // (reading the outbox, settling answers in Dexie).
  const inFlight = [];
  const remote = {
    ...app.firebaseSyncRemote,
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
  return { queueMs, replayMs, batches, committingMs: covered(inFlight), cpuMs: cpuMs(cpu) };
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
      if (i === 0) {
        const started = { start: serverTimestamp(), count: 1 };
        batch.set(budget, { counted: path, comment10m: started, commentDay: started });
      } else {
        batch.update(budget, {
          counted: path,
          'comment10m.count': increment(1),
          'commentDay.count': increment(1),
        });
      }
      return batch.commit();
    });
  });
}

/** `queue(firestore)`'s writes made offline, then flushed: the acknowledgements' promises. */
async function sdkFlush(email, name, queue) {
  const sdkApp = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `bench-${name}`);
  const auth = getAuth(sdkApp);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const firestore = initializeFirestore(sdkApp, { localCache: persistentLocalCache() });
  connectFirestoreEmulator(firestore, HOST, PORTS.firestore);
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
      log(`  ${COMMENTS} comments on one busy post:`);
      let turn = 0;
      const member = async () => memberWithPost(`c${turn++}`);
      await outboxComments(app, await member());
      await sdkComments(await member(), 'warm-up');
      const mine = [];
      const sdk = [];
      for (let round = 0; round < ROUNDS; round++) {
        mine.push((await outboxComments(app, await member())).replayMs);
        sdk.push((await sdkComments(await member(), round)).flushMs);
        log(
          `    round ${round + 1}: outbox replay ${seconds(mine.at(-1))}, SDK flush ${seconds(sdk.at(-1))}, ratio ${(sdk.at(-1) / mine.at(-1)).toFixed(2)}`,
        );
      }
      log(
        `    ratio (medians): ${(median(sdk) / median(mine)).toFixed(2)} (outbox ${seconds(median(mine))}, SDK ${seconds(median(sdk))}); per round: ${mine.map((ms, i) => (sdk[i] / ms).toFixed(2)).join(', ')}`,
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
