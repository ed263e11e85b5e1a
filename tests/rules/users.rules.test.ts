// firestore.rules for users/{uid}, against the Firestore emulator (FIRESTORE_EMULATOR_HOST).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, type Firestore } from './firestore-rules-env';

const rules = firestoreRulesEnv('demo-rules-users');

const createdAt = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
const alice = {
  displayName: 'alice',
  email: 'alice@demo.test',
  photoURL: '',
  language: 'ko',
  createdAt,
};

/** Firestore as `uid` (signed out when undefined). */
const db = (uid?: string) => rules.db(uid);

/**
 * A users document written as the app writes it: with the public profile it shares its name,
 * photo and join date with, in the same commit (profiles.rules.test.ts), so that what is refused
 * here is refused for the field under test, not for a profile left behind.
 */
function writeUser(firestore: Firestore, uid: string, data: DocumentData, { update = false } = {}) {
  const batch = writeBatch(firestore);
  const user = doc(firestore, `users/${uid}`);
  if (update) batch.update(user, data);
  else batch.set(user, data);
  batch.set(doc(firestore, `profiles/${uid}`), {
    displayName: data.displayName ?? alice.displayName,
    photoURL: data.photoURL ?? alice.photoURL,
    createdAt: data.createdAt ?? createdAt,
  });
  return batch.commit();
}
const createUser = (firestore: Firestore, uid: string, data: DocumentData) =>
  writeUser(firestore, uid, data);
const updateUser = (firestore: Firestore, uid: string, data: DocumentData) =>
  writeUser(firestore, uid, data, { update: true });

beforeEach(async () => {
  await rules.clear();
  await rules.given(async (admin) => {
    await setDoc(doc(admin, 'users/demo-alice'), alice);
    await setDoc(doc(admin, 'users/demo-admin'), {
      displayName: 'admin',
      email: 'admin@demo.test',
      language: 'ko',
      role: 'admin',
      createdAt,
    });
  });
});

describe('users/{uid}: signed out', () => {
  it('cannot read a user', () => assertFails(getDoc(doc(db(), 'users/demo-alice'))));
  it('cannot create a user', () => assertFails(setDoc(doc(db(), 'users/someone'), alice)));
  it('cannot update a user', () =>
    assertFails(updateDoc(doc(db(), 'users/demo-alice'), { language: 'en' })));
  it('cannot delete a user', () => assertFails(deleteDoc(doc(db(), 'users/demo-alice'))));
});

describe('users/{uid}: own document', () => {
  it('reads it', () => assertSucceeds(getDoc(doc(db('demo-alice'), 'users/demo-alice'))));

  it('creates it (createdAt: the server time)', () =>
    assertSucceeds(
      createUser(db('new-user'), 'new-user', {
        ...alice,
        language: 'en',
        createdAt: serverTimestamp(),
      }),
    ));

  it('creates it without a language', () =>
    assertSucceeds(
      createUser(db('new-user'), 'new-user', {
        displayName: 'new',
        email: 'n@demo.test',
        createdAt: serverTimestamp(),
      }),
    ));

  it('updates displayName, email and language', () =>
    assertSucceeds(
      updateUser(db('demo-alice'), 'demo-alice', {
        displayName: 'alice2',
        email: 'alice2@demo.test',
        language: 'en',
      }),
    ));

  it('deletes it', () => assertSucceeds(deleteDoc(doc(db('demo-alice'), 'users/demo-alice'))));
});

describe("users/{uid}: someone else's document", () => {
  it('cannot read it', () => assertFails(getDoc(doc(db('demo-bob'), 'users/demo-alice'))));
  it('cannot list the members', () => assertFails(getDocs(collection(db('demo-bob'), 'users'))));
  it('cannot create it', () => assertFails(createUser(db('demo-bob'), 'other', alice)));
  it('cannot update it', () =>
    assertFails(updateDoc(doc(db('demo-bob'), 'users/demo-alice'), { language: 'en' })));
  it('cannot delete it', () => assertFails(deleteDoc(doc(db('demo-bob'), 'users/demo-alice'))));
});

describe('users/{uid}: the admin (members list)', () => {
  it("reads a member's document", () =>
    assertSucceeds(getDoc(doc(db('demo-admin'), 'users/demo-alice'))));
  it('lists the members', () => assertSucceeds(getDocs(collection(db('demo-admin'), 'users'))));
  it("cannot update a member's document", () =>
    assertFails(updateUser(db('demo-admin'), 'demo-alice', { displayName: 'x' })));
  it("cannot delete a member's document", () =>
    assertFails(deleteDoc(doc(db('demo-admin'), 'users/demo-alice'))));
  it('a visitor cannot list the members', () => assertFails(getDocs(collection(db(), 'users'))));
});

describe('users/{uid}: language', () => {
  for (const language of ['ko', 'en']) {
    it(`accepts '${language}'`, () =>
      assertSucceeds(updateDoc(doc(db('demo-alice'), 'users/demo-alice'), { language })));
  }
  for (const language of ['fr', 'KO', '', 1, null]) {
    it(`rejects ${JSON.stringify(language)} on update`, () =>
      assertFails(updateDoc(doc(db('demo-alice'), 'users/demo-alice'), { language })));
  }
  it('rejects an unknown language on create', () =>
    assertFails(
      createUser(db('new-user'), 'new-user', {
        ...alice,
        createdAt: serverTimestamp(),
        language: 'ja',
      }),
    ));
});

describe('users/{uid}: field types', () => {
  it('rejects a non-string displayName', () =>
    assertFails(updateUser(db('demo-alice'), 'demo-alice', { displayName: 42 })));
  it('rejects a non-string email', () =>
    assertFails(
      createUser(db('new-user'), 'new-user', {
        ...alice,
        createdAt: serverTimestamp(),
        email: true,
      }),
    ));
  it('rejects a non-string photoURL', () =>
    assertFails(updateUser(db('demo-alice'), 'demo-alice', { photoURL: 1 })));
});

describe('users/{uid}: role', () => {
  it('cannot be set on create', () =>
    assertFails(
      createUser(db('new-user'), 'new-user', {
        ...alice,
        createdAt: serverTimestamp(),
        role: 'admin',
      }),
    ));
  it('cannot be set to anything on create', () =>
    assertFails(
      createUser(db('new-user'), 'new-user', {
        ...alice,
        createdAt: serverTimestamp(),
        role: 'member',
      }),
    ));
  it('cannot be added by a member', () =>
    assertFails(updateDoc(doc(db('demo-alice'), 'users/demo-alice'), { role: 'admin' })));
  it('cannot be added by rewriting the whole document', () =>
    assertFails(setDoc(doc(db('demo-alice'), 'users/demo-alice'), { ...alice, role: 'admin' })));
  it('cannot be changed, even by an admin', () =>
    assertFails(updateDoc(doc(db('demo-admin'), 'users/demo-admin'), { role: 'member' })));
  it('cannot be removed by rewriting the document', () =>
    assertFails(
      setDoc(doc(db('demo-admin'), 'users/demo-admin'), { displayName: 'admin', language: 'ko' }),
    ));
  it('stays when an admin updates other fields', () =>
    assertSucceeds(updateDoc(doc(db('demo-admin'), 'users/demo-admin'), { language: 'en' })));
  it("cannot be granted on someone else's document", () =>
    assertFails(updateDoc(doc(db('demo-admin'), 'users/demo-alice'), { role: 'admin' })));
});
