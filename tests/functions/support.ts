// What the server's tests share: the Admin SDK on the emulators, and where Hosting and the
// Functions emulator answer.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';

export const PROJECT_ID = 'demo-pixel-community';
const HOST = '127.0.0.1';
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

/** The Hosting emulator, serving the build with the function's rewrite. */
export const hostingOrigin = `http://${HOST}:${port('FIREBASE_HOSTING_PORT', 5002)}`;
/** The Emulator Hub (the Firestore port's next): it turns the functions' triggers off and on. */
const hubOrigin = `http://${HOST}:${port('FIRESTORE_PORT', 8080) + 1}`;

export function adminDb(): Firestore {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}

/** A post as the app writes it, without search tokens unless given. */
export function postData(fields: Record<string, unknown>): Record<string, unknown> {
  const now = Timestamp.now();
  return {
    title: 'A post',
    category: 'community',
    tags: ['server'],
    content: 'Some text.',
    uid: 'server-test-author',
    author: { displayName: 'Tester', photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
    hidden: false,
    ...fields,
  };
}

/** Runs `body` with the functions' Firestore triggers off (the Emulator Hub's switch). */
export async function withTriggersOff<T>(body: () => Promise<T>): Promise<T> {
  const hub = async (what: string) => {
    const response = await fetch(`${hubOrigin}/functions/${what}BackgroundTriggers`, {
      method: 'PUT',
    });
    if (!response.ok) throw new Error(`the hub answered ${response.status} to ${what}`);
  };
  await hub('disable');
  try {
    return await body();
  } finally {
    await hub('enable');
  }
}

/** Waits until `check` answers something truthy, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Settles once the re-indexing trigger answers a post's write. The Functions emulator may take its
 * first event late on a busy machine (it starts the functions' worker then), or miss a write made
 * while it registers its triggers: a probe post without tokens is written again every 10 s until
 * the trigger has filled it, so the tests after it wait on the trigger's work, not its start.
 */
export async function triggerAnswering(probeId: string, timeoutMs = 150_000): Promise<void> {
  const ref = adminDb().doc(`posts/${probeId}`);
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    await ref.set(postData({ title: `Probe ${attempt}` }));
    const filled = await eventually(
      async () => (await ref.get()).get('searchVersion') !== undefined,
      10_000,
    ).catch(() => false);
    if (filled) return;
    if (Date.now() > deadline)
      throw new Error(`the re-indexing trigger did not answer in ${timeoutMs / 1000} s`);
  }
}
