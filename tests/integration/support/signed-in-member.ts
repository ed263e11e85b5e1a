import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { createAccount, writeDocument, useEmulatorSettings } from './emulator-rest';

// The setup the write-path suites share: the app's own modules against the emulators, a new
// member signed in, and a second member ("other") who owns the posts they react to.

export type AppModules = typeof import('./app-modules');
export type RemoteApi = typeof import('../../../src/data/remote/remote-api');
export type MirrorWrites = typeof import('../../../src/data/sync/mirror-writes');

/** Ids unique to this run of the suite: `${name}-${run}-${n}`. */
export function runIds(): { run: string; nextId: (name: string) => string } {
  const run = Date.now().toString(36);
  let serial = 0;
  return { run, nextId: (name) => `${name}-${run}-${++serial}` };
}

/** A post document as the server holds it, owned by `owner`, tagged `tag`. */
export const storedPost = (owner: string, tag: string, extra: Record<string, unknown> = {}) => ({
  title: 'Somebody else',
  category: 'community',
  tags: [tag],
  content: 'body',
  uid: owner,
  author: { displayName: 'other', photoURL: '' },
  hits: 0,
  likeCount: 0,
  commentCount: 0,
  bookmarkCount: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
  version: 1,
  hidden: false,
  ...extra,
});

export interface SignedIn {
  app: AppModules;
  remote: RemoteApi;
  mirror: MirrorWrites;
  uid: string;
  other: string;
}

/** When the suites' members joined: two days ago, past a new account's smaller write budget. */
export const JOINED_BEFORE = () => new Date(Date.now() - 2 * 24 * 3_600_000);

/**
 * Points the app's Firebase modules at the emulators (they read where once, on first import),
 * loads them, and signs in a new member `${label}-${run}`, who joined two days ago (their users
 * document and profile say so, named as signing up names them); `other` has a users document.
 */
export async function signInNewMember(
  label: string,
  password: string,
  run: string,
): Promise<SignedIn> {
  useEmulatorSettings();
  const app = await import('./app-modules');
  const remote = await import('../../../src/data/remote/remote-api');
  const mirror = await import('../../../src/data/sync/mirror-writes');
  // Refused writes are part of what these suites do; keep the output readable (replays go
  // through Firestore's REST API and Lite, the listeners through the full SDK).
  setLogLevel('silent');
  setLiteLogLevel('silent');
  const email = `${label}-${run}@prop.test`;
  const uid = await createAccount(email, password);
  const joined = JOINED_BEFORE();
  const name = email.split('@')[0]!;
  await writeDocument(`users/${uid}`, {
    displayName: name,
    email,
    photoURL: '',
    language: 'ko',
    createdAt: joined,
  });
  await writeDocument(`profiles/${uid}`, { displayName: name, photoURL: '', createdAt: joined });
  const other = await createAccount(`${label}-other-${run}@prop.test`, password);
  await writeDocument(`users/${other}`, {
    displayName: 'other',
    photoURL: '',
    createdAt: new Date(),
  });
  await signInWithEmailAndPassword(app.firebaseAuth(), email, password);
  return { app, remote, mirror, uid, other };
}

/**
 * A suite's member, as its hooks give it: signed in (`signInNewMember`) before the suite, signed
 * out after it, and the device's tables emptied before each test. `ready` takes what
 * `signInNewMember` gives, once, before the first test.
 */
export function signedInSuite(
  label: string,
  password: string,
  run: string,
  ready: (signedIn: SignedIn) => void,
): void {
  let app: AppModules | undefined;
  beforeAll(async () => {
    const signedIn = await signInNewMember(label, password, run);
    app = signedIn.app;
    ready(signedIn);
  });
  afterAll(async () => {
    if (app) await signOut(app.firebaseAuth());
  });
  beforeEach(async () => {
    await Promise.all(app!.db.tables.map((table) => table.clear()));
  });
}
