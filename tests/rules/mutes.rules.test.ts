// firestore.rules for a member's mute list (`users/{uid}/private/mutes`, src/data/model/mute.ts):
// the honest writes the outbox makes (ops/mute-add.ts, ops/mute-remove.ts), each beside the
// attacks the rules refuse.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from './firestore-rules-env';
import { MUTE_LIST_MAX, mutesPath } from '../../src/data/model/mute';

const rules = firestoreRulesEnv('demo-rules-mutes');

const ALICE = 'demo-alice'; // mutes
const BOB = 'demo-bob'; // muted, and a stranger to Alice's list
const CAROL = 'demo-carol';

const db = (uid: string) => rules.db(uid);
const list = (uids: unknown[], extra: DocumentData = {}): DocumentData => ({
  uids,
  updatedAt: serverTimestamp(),
  ...extra,
});
const write = (as: string, data: DocumentData, owner = ALICE) =>
  setDoc(doc(db(as), mutesPath(owner)), data);

/** Alice's list as the server holds it before each test. */
async function seed(uids: string[]) {
  await rules.given(async (firestore) => {
    await setDoc(doc(firestore, mutesPath(ALICE)), {
      uids,
      updatedAt: Timestamp.now(),
    });
  });
}

beforeEach(() => rules.clear());

describe('muting: the first mute creates the list', () => {
  it('the member mutes another member', () => assertSucceeds(write(ALICE, list([BOB]))));
  it('refuses muting oneself', () => assertFails(write(ALICE, list([ALICE]))));
  it("refuses writing another member's list", () => assertFails(write(BOB, list([CAROL]))));
  it('refuses a visitor', () =>
    assertFails(setDoc(doc(rules.db(), mutesPath(ALICE)), list([BOB]))));
  it('refuses a time the client chose', () =>
    assertFails(write(ALICE, list([BOB], { updatedAt: Timestamp.now() }))));
  it('refuses a field off the whitelist', () =>
    assertFails(write(ALICE, list([BOB], { note: 'spam' }))));
  it('refuses a uid that is not a bounded string', async () => {
    await assertFails(write(ALICE, list([42])));
    await assertFails(write(ALICE, list(['x'.repeat(129)])));
    await assertFails(write(ALICE, list([''])));
  });
  it('refuses more than one uid at once', () => assertFails(write(ALICE, list([BOB, CAROL]))));
  it('refuses a document of another name under private', () =>
    assertFails(setDoc(doc(db(ALICE), `users/${ALICE}/private/settings`), list([BOB]))));
});

describe('muting: later mutes append one uid', () => {
  beforeEach(() => seed([BOB]));
  it('the member mutes a second member', () => assertSucceeds(write(ALICE, list([BOB, CAROL]))));
  it('refuses a uid already in the list', () => assertFails(write(ALICE, list([BOB, BOB]))));
  it('refuses muting oneself', () => assertFails(write(ALICE, list([BOB, ALICE]))));
  it('refuses adding two at once', () =>
    assertFails(write(ALICE, list([BOB, CAROL, 'demo-dave']))));
  it('refuses rewriting the list in place', () => assertFails(write(ALICE, list([CAROL]))));
  it('refuses a list past its bound', async () => {
    const full = Array.from({ length: MUTE_LIST_MAX }, (_, i) => `member-${i}`);
    await seed(full.slice(0, MUTE_LIST_MAX - 1));
    await assertSucceeds(write(ALICE, list(full)));
    await assertFails(write(ALICE, list([...full, CAROL])));
  });
});

describe('unmuting: uids leave the list', () => {
  beforeEach(() => seed([BOB, CAROL]));
  it('the member unmutes a member', () => assertSucceeds(write(ALICE, list([CAROL]))));
  it('the member unmutes the last member', () => assertSucceeds(write(ALICE, list([]))));
  it('refuses swapping a uid in on the way out', () =>
    assertFails(write(ALICE, list(['demo-dave']))));
  it("refuses another member's unmute", () => assertFails(write(BOB, list([CAROL]))));
});

describe('reading and deleting the list', () => {
  beforeEach(() => seed([BOB]));
  it('the member reads their list', () => assertSucceeds(getDoc(doc(db(ALICE), mutesPath(ALICE)))));
  it('nobody else reads it, not even the muted member', async () => {
    await assertFails(getDoc(doc(db(BOB), mutesPath(ALICE))));
    await assertFails(getDoc(doc(db(CAROL), mutesPath(ALICE))));
  });
  it('the member deletes it with their account', () =>
    assertSucceeds(deleteDoc(doc(db(ALICE), mutesPath(ALICE)))));
  it('nobody else deletes it', () => assertFails(deleteDoc(doc(db(BOB), mutesPath(ALICE)))));
});
