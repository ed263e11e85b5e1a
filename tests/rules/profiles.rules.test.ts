// firestore.rules for profiles/{uid}, a member's public profile (what a member page shows to
// anyone): exactly the name, photo and join date of their private users document, kept equal to it
// by being written in the same commit. Each refused attack sits beside the honest write.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, type Firestore } from './firestore-rules-env';

const rules = firestoreRulesEnv('demo-rules-profiles');

const ALICE = 'alice1'; // has a profile
const BOB = 'bob1'; // a member from before profiles: a users document, no profile
const joined = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
const AVATAR = (uid: string) =>
  `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/users%2F${uid}%2Fimages%2Favatar.jpg?alt=media`;

const db = (uid?: string) => rules.db(uid);

beforeEach(async () => {
  await rules.clear();
  await rules.given(async (firestore) => {
    const batch = writeBatch(firestore);
    const alice = { displayName: 'alice', photoURL: '', createdAt: joined };
    batch.set(doc(firestore, `users/${ALICE}`), { ...alice, email: 'a@demo.test', language: 'ko' });
    batch.set(doc(firestore, `profiles/${ALICE}`), alice);
    batch.set(doc(firestore, `users/${BOB}`), {
      displayName: 'bob',
      email: 'b@demo.test',
      photoURL: '',
      createdAt: joined,
    });
    await batch.commit();
  });
});

/** The member's users document and profile, changed in one commit, as the app writes them. */
function writeBoth(
  firestore: Firestore,
  uid: string,
  user: DocumentData,
  profile: DocumentData,
  { create = false } = {},
) {
  const batch = writeBatch(firestore);
  if (create) batch.set(doc(firestore, `users/${uid}`), user);
  else batch.update(doc(firestore, `users/${uid}`), user);
  batch.set(doc(firestore, `profiles/${uid}`), profile);
  return batch.commit();
}

describe('profiles/{uid}: reading', () => {
  it('anyone reads a profile, signed out too', async () => {
    await assertSucceeds(getDoc(doc(db(), `profiles/${ALICE}`)));
    await assertSucceeds(getDoc(doc(db(BOB), `profiles/${ALICE}`)));
  });
  it('the users document stays private', () => assertFails(getDoc(doc(db(BOB), `users/${ALICE}`))));
});

describe('profiles/{uid}: signing up', () => {
  const user = {
    displayName: 'new',
    email: 'new@demo.test',
    photoURL: '',
    language: 'ko',
    createdAt: serverTimestamp(),
  };
  const profile = { displayName: 'new', photoURL: '', createdAt: serverTimestamp() };

  it('honest: the users document and the profile in one commit, both at the server time', () =>
    assertSucceeds(writeBoth(db('new1'), 'new1', user, profile, { create: true })));
  it('a users document without its profile', () =>
    assertFails(setDoc(doc(db('new1'), 'users/new1'), user)));
  it('a profile without a users document', () =>
    assertFails(setDoc(doc(db('new1'), 'profiles/new1'), profile)));
  it('a profile dated by the client (an older join date)', () =>
    assertFails(
      writeBoth(db('new1'), 'new1', user, { ...profile, createdAt: joined }, { create: true }),
    ));
  it('a profile with a name unlike the users document', () =>
    assertFails(
      writeBoth(db('new1'), 'new1', user, { ...profile, displayName: 'admin' }, { create: true }),
    ));
});

describe('profiles/{uid}: changing the name or the photo', () => {
  const profile = { displayName: 'alice2', photoURL: '', createdAt: joined };

  it('honest: the new name in both documents, in one commit', () =>
    assertSucceeds(writeBoth(db(ALICE), ALICE, { displayName: 'alice2' }, profile)));
  it('honest: their own Storage avatar in both', () =>
    assertSucceeds(
      writeBoth(
        db(ALICE),
        ALICE,
        { photoURL: AVATAR(ALICE) },
        { ...profile, displayName: 'alice', photoURL: AVATAR(ALICE) },
      ),
    ));
  it('the name in the users document alone (the profile left behind)', () =>
    assertFails(updateDoc(doc(db(ALICE), `users/${ALICE}`), { displayName: 'alice2' })));
  it('a name in the profile unlike the users document', async () => {
    await assertFails(updateDoc(doc(db(ALICE), `profiles/${ALICE}`), { displayName: 'admin' }));
    await assertFails(
      writeBoth(db(ALICE), ALICE, { displayName: 'alice2' }, { ...profile, displayName: 'admin' }),
    );
  });
  it("someone else's avatar in both", () =>
    assertFails(
      writeBoth(
        db(ALICE),
        ALICE,
        { photoURL: AVATAR(BOB) },
        { ...profile, displayName: 'alice', photoURL: AVATAR(BOB) },
      ),
    ));
  it('a join date the client chose', () =>
    assertFails(
      writeBoth(
        db(ALICE),
        ALICE,
        { displayName: 'alice2' },
        { ...profile, createdAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) },
      ),
    ));
  it('a join date moved to now', () =>
    assertFails(
      writeBoth(
        db(ALICE),
        ALICE,
        { displayName: 'alice2' },
        { ...profile, createdAt: serverTimestamp() },
      ),
    ));
  it('an extra field (a bio, a role, the email)', async () => {
    for (const extra of [{ bio: 'x' }, { role: 'admin' }, { email: 'a@demo.test' }]) {
      await assertFails(
        writeBoth(db(ALICE), ALICE, { displayName: 'alice2' }, { ...profile, ...extra }),
      );
    }
  });
  it('a field left out', () =>
    assertFails(
      writeBoth(
        db(ALICE),
        ALICE,
        { displayName: 'alice2' },
        { displayName: 'alice2', createdAt: joined },
      ),
    ));
  it('a name over 64 characters in both', () =>
    assertFails(
      writeBoth(
        db(ALICE),
        ALICE,
        { displayName: 'x'.repeat(65) },
        { ...profile, displayName: 'x'.repeat(65) },
      ),
    ));
  it('honest: the language or the email alone, no profile needed', () =>
    assertSucceeds(updateDoc(doc(db(ALICE), `users/${ALICE}`), { language: 'en' })));
});

describe("profiles/{uid}: someone else's", () => {
  const profile = { displayName: 'alice', photoURL: '', createdAt: joined };
  it("cannot write another member's profile", async () => {
    await assertFails(setDoc(doc(db(BOB), `profiles/${ALICE}`), profile));
    await assertFails(updateDoc(doc(db(BOB), `profiles/${ALICE}`), { displayName: 'alice' }));
  });
  it('cannot make a profile for someone without one, even matching their users document', () =>
    assertFails(
      setDoc(doc(db(ALICE), `profiles/${BOB}`), {
        displayName: 'bob',
        photoURL: '',
        createdAt: joined,
      }),
    ));
  it("cannot delete another member's profile", () =>
    assertFails(deleteDoc(doc(db(BOB), `profiles/${ALICE}`))));
  it('a visitor cannot write one', () =>
    assertFails(
      setDoc(doc(db(), 'profiles/x'), { displayName: 'x', photoURL: '', createdAt: joined }),
    ));
});

describe('profiles/{uid}: a member from before profiles', () => {
  it('honest: their profile made from their users document, join date as it was', () =>
    assertSucceeds(
      setDoc(doc(db(BOB), `profiles/${BOB}`), {
        displayName: 'bob',
        photoURL: '',
        createdAt: joined,
      }),
    ));
  it('a name unlike their users document', () =>
    assertFails(
      setDoc(doc(db(BOB), `profiles/${BOB}`), {
        displayName: 'alice',
        photoURL: '',
        createdAt: joined,
      }),
    ));
  it('honest: a name change makes the profile in the same commit', () =>
    assertSucceeds(
      writeBoth(
        db(BOB),
        BOB,
        { displayName: 'bobby' },
        { displayName: 'bobby', photoURL: '', createdAt: joined },
      ),
    ));
});

describe('profiles/{uid}: deleting the account', () => {
  function deleteBoth(firestore: Firestore, uid: string) {
    const batch = writeBatch(firestore);
    batch.delete(doc(firestore, `users/${uid}`));
    batch.delete(doc(firestore, `profiles/${uid}`));
    return batch.commit();
  }
  it('honest: the users document and the profile go together', () =>
    assertSucceeds(deleteBoth(db(ALICE), ALICE)));
  it('the users document alone (the profile left public)', () =>
    assertFails(deleteDoc(doc(db(ALICE), `users/${ALICE}`))));
  it('the profile alone (hiding while keeping the account)', () =>
    assertFails(deleteDoc(doc(db(ALICE), `profiles/${ALICE}`))));
  it("another member's, with their users document", () => assertFails(deleteBoth(db(BOB), ALICE)));
  it('honest: a member from before profiles deletes their users document alone', () =>
    assertSucceeds(deleteDoc(doc(db(BOB), `users/${BOB}`))));
});
