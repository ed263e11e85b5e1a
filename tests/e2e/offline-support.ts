import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { PROJECT_ID } from './support';
import { inDeviceDatabase, readDeviceStore } from '../fixtures/device-database.mjs';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };

export const PASSWORD = 'Offline#2026';

/**
 * A fresh member in the Auth emulator (so each test starts with an empty outbox and list). With
 * `joined`, a member since two days, past a new account's smaller write budget: their users
 * document and profile say so (named as signing up names them, in `language`); without, a new
 * account whose documents the app makes with their first write.
 */
export async function createMember(
  label: string,
  { joined = false, language = 'ko' }: { joined?: boolean; language?: 'ko' | 'en' } = {},
): Promise<{ email: string; uid: string }> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp answered ${response.status}`);
  const uid = ((await response.json()) as { localId: string }).localId;
  // Verified, as by the emailed link: posting needs it (firestore.rules).
  const verified = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
  );
  if (!verified.ok) throw new Error(`accounts:update answered ${verified.status}`);
  if (!joined) return { email, uid };
  const since = { timestampValue: new Date(Date.now() - 2 * DAY_MS).toISOString() };
  const name = { stringValue: email.split('@')[0]! };
  const empty = { stringValue: '' };
  await writeEmulatorFields(`users/${uid}`, {
    displayName: name,
    email: { stringValue: email },
    photoURL: empty,
    language: { stringValue: language },
    createdAt: since,
  });
  await writeEmulatorFields(`profiles/${uid}`, {
    displayName: name,
    photoURL: empty,
    createdAt: since,
  });
  return { email, uid };
}

const DAY_MS = 24 * 3_600_000;

/** Writes a document's fields (REST values) straight into the emulator, as its owner (no rules). */
async function writeEmulatorFields(path: string, fields: Fields): Promise<void> {
  const response = await fetch(`http://${firestoreHost}/v1/${DOCUMENTS}/${path}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`writing ${path} answered ${response.status}`);
}

/** The member's write budget with `count` posts in both its windows, started `startedAt`. */
export async function seedPostBudget(uid: string, count: number, startedAt: Date): Promise<void> {
  const window = {
    mapValue: {
      fields: {
        start: { timestampValue: startedAt.toISOString() },
        count: { integerValue: String(count) },
      },
    },
  };
  await writeEmulatorFields(`users/${uid}/private/budget`, {
    post10m: window,
    postDay: window,
    counted: { stringValue: 'posts/earlier' },
  });
}

/**
 * Time passing for the member's write budget, which a test cannot wait out: on the server each
 * window's start moves a day back (the counts stay), and in the page the entries waiting for it
 * become due; going offline and back wakes the replayer.
 */
export async function letBudgetWindowsPass(
  page: Page,
  context: BrowserContext,
  uid: string,
): Promise<void> {
  const path = `users/${uid}/private/budget`;
  const response = await fetch(`http://${firestoreHost}/v1/${DOCUMENTS}/${path}`, {
    headers: OWNER,
  });
  if (!response.ok) throw new Error(`reading ${path} answered ${response.status}`);
  const fields = ((await response.json()) as { fields: Fields }).fields;
  for (const value of Object.values(fields)) {
    const window = (value.mapValue as { fields?: Fields } | undefined)?.fields;
    const start = window?.start?.timestampValue;
    if (typeof start === 'string')
      window!.start = { timestampValue: new Date(Date.parse(start) - DAY_MS).toISOString() };
  }
  await writeEmulatorFields(path, fields);
  await inDeviceDatabase(page, async (db) => {
    const tx = db.transaction('outbox', 'readwrite');
    const outbox = tx.objectStore('outbox');
    const cursor = outbox.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      const entry = at.value as { wait?: { reason: string } | null; nextAttemptAt: number };
      if (entry.wait?.reason === 'budget') at.update({ ...entry, nextAttemptAt: 0 });
      at.continue();
    };
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  });
  await context.setOffline(true);
  await context.setOffline(false);
}

type Fields = Record<string, Record<string, unknown>>;

function plain(fields: Fields = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if ('stringValue' in value) return [key, value.stringValue];
      if ('integerValue' in value) return [key, Number(value.integerValue)];
      if ('booleanValue' in value) return [key, value.booleanValue];
      if ('arrayValue' in value) {
        const values = ((value.arrayValue as { values?: Fields[string][] }).values ??
          []) as Fields[string][];
        return [key, values.map((v) => v.stringValue)];
      }
      return [key, value];
    }),
  );
}

/** Every document of a collection, straight from the emulator (no rules, no app). */
export async function listEmulatorDocuments(
  path: string,
): Promise<Array<{ id: string } & Record<string, unknown>>> {
  const response = await fetch(`http://${firestoreHost}/v1/${DOCUMENTS}/${path}?pageSize=300`, {
    headers: OWNER,
  });
  if (!response.ok) throw new Error(`emulator answered ${response.status} for ${path}`);
  const body = (await response.json()) as { documents?: Array<{ name: string; fields?: Fields }> };
  return (body.documents ?? []).map((d) => ({ id: d.name.split('/').pop()!, ...plain(d.fields) }));
}

export async function readEmulatorFields(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`http://${firestoreHost}/v1/${DOCUMENTS}/${path}`, {
    headers: OWNER,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`emulator answered ${response.status} for ${path}`);
  return plain(((await response.json()) as { fields?: Fields }).fields);
}

/**
 * Writes a document's REST `fields` (only `mask`'s, when given) straight on the emulator, as the
 * owner (no rules): what another device, or an operator, wrote before.
 */
export async function patchEmulatorDocument(
  path: string,
  fields: Record<string, unknown>,
  mask?: readonly string[],
): Promise<void> {
  const query = mask?.map((field) => `updateMask.fieldPaths=${field}`).join('&');
  const response = await fetch(
    `http://${firestoreHost}/v1/${DOCUMENTS}/${path}${query ? `?${query}` : ''}`,
    {
      method: 'PATCH',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    },
  );
  if (!response.ok) throw new Error(`emulator answered ${response.status} for ${path}`);
}

/** A post as the seed writes one: the member's own, version 1, tagged `tag`. */
export async function seedPost(
  postId: string,
  uid: string,
  title: string,
  content: string,
  tag = 'e2e',
  authorName = 'e2e',
): Promise<void> {
  const now = new Date().toISOString();
  const s = (value: string) => ({ stringValue: value });
  const i = (value: number) => ({ integerValue: String(value) });
  const fields = {
    title: s(title),
    category: s('community'),
    tags: { arrayValue: { values: [s(tag)] } },
    content: s(content),
    uid: s(uid),
    author: { mapValue: { fields: { displayName: s(authorName), photoURL: s('') } } },
    hits: i(0),
    likeCount: i(0),
    commentCount: i(0),
    bookmarkCount: i(0),
    createdAt: { timestampValue: now },
    updatedAt: { timestampValue: now },
    version: i(1),
    hidden: { booleanValue: false },
  };
  await patchEmulatorDocument(`posts/${postId}`, fields);
}

export interface PostChange {
  op: 'post.create' | 'post.edit';
  uid: string;
  postId: string;
  baseVersion: number | null;
  title: string;
  content: string;
}

/**
 * Writes into this page's IndexedDB exactly what the post commands (createPost / editPost in
 * src/data/sync/commands/post-commands.ts) write: the post row and its outbox entry, in one
 * transaction. The board's post form arrives in its own issue; until then this stands in for it.
 * The app must have opened its database first (any sync-aware screen does).
 */
export async function queuePostChange(page: Page, change: PostChange): Promise<void> {
  await inDeviceDatabase(
    page,
    async (db, c) => {
      const tx = db.transaction(['posts', 'outbox'], 'readwrite');
      const posts = tx.objectStore('posts');
      const outbox = tx.objectStore('outbox');
      const last = await new Promise<string | undefined>((resolve) => {
        const cursor = outbox.openKeyCursor(null, 'prev');
        cursor.onsuccess = () => resolve(cursor.result?.key as string | undefined);
      });
      const lastTime = last ? parseInt(last.slice(0, 9), 36) : 0;
      const time = Math.max(Date.now(), lastTime + 1);
      const id = `${time.toString(36).padStart(9, '0')}0000e2e${Math.random().toString(36).slice(2, 5)}`;
      const content = { title: c.title, category: 'community', tags: ['e2e'], content: c.content };
      const existing = await new Promise<Record<string, unknown> | undefined>((resolve) => {
        const get = posts.get(c.postId);
        get.onsuccess = () => resolve(get.result as Record<string, unknown> | undefined);
      });
      const now = new Date();
      const row = {
        hits: 0,
        likeCount: 0,
        commentCount: 0,
        bookmarkCount: 0,
        createdAt: now,
        uid: c.uid,
        author: { displayName: 'e2e', photoURL: '' },
        ...existing,
        ...content,
        kind: 'post',
        id: c.postId,
        updatedAt: now,
        version: c.op === 'post.create' ? 1 : (c.baseVersion ?? 0) + 1,
        pending: true,
      };
      posts.put(row);
      outbox.add({
        id,
        key: crypto.randomUUID(),
        uid: c.uid,
        target: `posts/${c.postId}`,
        lane: `posts/${c.postId}`,
        baseVersion: c.baseVersion,
        dependsOn: [],
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        conflict: null,
        createdAt: time,
        summary: c.title,
        op: c.op,
        postId: c.postId,
        payload: c.op === 'post.create' ? { ...content, author: row.author } : content,
      });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    },
    change,
  );
}

/** Firestore RPCs that write (transactions commit through `:commit`). */
export const isCommit = (url: string) => url.includes('/documents:commit');

/**
 * Every row of one of the device's stores, read in the page (or the service worker) straight
 * from IndexedDB, as the app wrote it: past a test's hold on the database when there is one
 * (`realIndexedDB`), and none before the app has created it (nothing is created in its place).
 */
export function deviceRows<T = Record<string, unknown>>(
  where: Page | Worker,
  store: string,
): Promise<T[]> {
  return readDeviceStore<T[]>(where, store, 'getAll', undefined, { absent: [] });
}

/** Entries left in this page's outbox, read from IndexedDB (what the sync page lists). */
export async function outboxSize(page: Page): Promise<number> {
  return (await deviceRows(page, 'outbox')).length;
}

export async function expectOutboxDrained(page: Page): Promise<void> {
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
}

/** A comment by `uid` on a post seeded above, counted on the post as the rules demand. */
export async function seedComment(
  postId: string,
  commentId: string,
  uid: string,
  text: string,
): Promise<void> {
  const s = (value: string) => ({ stringValue: value });
  const fields = {
    text: s(text),
    uid: s(uid),
    author: { mapValue: { fields: { displayName: s('e2e'), photoURL: s('') } } },
    createdAt: { timestampValue: new Date().toISOString() },
  };
  await patchEmulatorDocument(`posts/${postId}/comments/${commentId}`, fields);
  await patchEmulatorDocument(`posts/${postId}`, { commentCount: { integerValue: '1' } }, [
    'commentCount',
  ]);
}
