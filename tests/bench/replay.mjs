// Replay benchmark (`npm run bench`): figures only, no pass/fail.
// - 1,000 to-do writes queued offline in the outbox, replayed to the Firestore emulator by the
//   sync engine; side by side with the Firestore SDK's own offline queue (persistentLocalCache):
//   the same 1,000 writes made offline, then flushed; each side takes 3 turns, alternating, and
//   the medians are compared; the sizes of the batches the engine sent (lanes' heads together in
//   one commit).
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
  initializeFirestore,
  persistentLocalCache,
  setDoc,
  setLogLevel,
  Timestamp,
  waitForPendingWrites,
} from 'firebase/firestore';
import { HOST, PROJECT_ID, ROOT_DIR, emulatorEnv } from '../../scripts/lib/config.mjs';
import { startEmulators } from '../../scripts/lib/emulators.mjs';

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
/** Turns each side takes (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Private ports, so a running dev server's emulators are left alone (BENCH_*_PORT to move them).
const PORTS = {
  auth: Number(process.env.BENCH_AUTH_PORT ?? 29099),
  firestore: Number(process.env.BENCH_FIRESTORE_PORT ?? 28080),
  storage: Number(process.env.BENCH_STORAGE_PORT ?? 29199),
};
const PASSWORD = 'Bench!2345';

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

async function until(check, timeoutMs = 600_000, explain = async () => '') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out ${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The sync engine: `count` entries queued, then replayed. */
async function outboxReplay(app, uid, count = WRITES) {
  await Promise.all(app.db.tables.map((table) => table.clear()));
  const queuedAt = performance.now();
  for (let i = 0; i < count; i++) await app.addTodo(uid, `replayed ${i}`);
  const queueMs = performance.now() - queuedAt;

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
    async () => (await app.db.outbox.count()) === 0,
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

/** The Firestore SDK's own queue: the same writes made offline, then flushed. */
async function sdkQueue(uid, email, round = 0) {
  const sdkApp = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID },
    `bench-sdk-queue-${round}`,
  );
  const auth = getAuth(sdkApp);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const firestore = initializeFirestore(sdkApp, { localCache: persistentLocalCache() });
  connectFirestoreEmulator(firestore, HOST, PORTS.firestore);
  await disableNetwork(firestore);
  const queuedAt = performance.now();
  const now = Timestamp.now();
  const acks = [];
  for (let i = 0; i < WRITES; i++) {
    acks.push(
      setDoc(doc(firestore, 'users', uid, 'todos', `sdk-${round}-${i}`), {
        text: `queued ${i}`,
        done: false,
        order: i,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }
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
  const base = Date.UTC(2026, 0, 1);
  const posts = Array.from({ length: POSTS }, (_, i) => ({
    id: `bench-post-${String(i).padStart(5, '0')}`,
    title: `Post number ${i}`,
    category: ['notice', 'qna', 'community'][i % 3],
    tags: ['bench', `tag-${i % 50}`],
    content: `# Post ${i}\n\n${'Lorem ipsum dolor sit amet. '.repeat(20)}`,
    uid: `member-${i % 100}`,
    author: { displayName: `member ${i % 100}`, photoURL: '' },
    hits: i % 500,
    likeCount: i % 40,
    commentCount: i % 7,
    bookmarkCount: i % 5,
    createdAt: new Date(base + i * 60_000),
    updatedAt: new Date(base + i * 60_000),
    version: 1,
  }));
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
