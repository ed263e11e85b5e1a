// firestore.rules for deleting an account (src/data/remote/account-deletion.ts): the member
// removes their own user document and public profile, to-dos and bookmarks (moving each post's count), and
// nobody else can; their posts stay theirs to keep.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  runTransaction,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { budgetPath } from '../../src/data/model/write-budget';
import { budgetMove } from './budget-moves';
import { firestoreRulesEnv } from './firestore-rules-env';

const rules = firestoreRulesEnv('demo-rules-account-deletion');

const ALICE = 'demo-alice'; // deletes her account
const BOB = 'demo-bob'; // author of posts/p1, which Alice bookmarked
const at = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

function post(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Hello',
    category: 'community',
    tags: [],
    content: 'Hi',
    uid,
    author: { displayName: uid, photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 1,
    createdAt: at,
    updatedAt: at,
    version: 1,
    hidden: false,
    ...overrides,
  };
}

const db = (uid: string) => rules.db(uid);

beforeEach(async () => {
  await rules.clear();
  await rules.given(async (firestore) => {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `users/${ALICE}`), {
      displayName: 'alice',
      photoURL: '',
      language: 'ko',
      createdAt: at,
    });
    batch.set(doc(firestore, `profiles/${ALICE}`), {
      displayName: 'alice',
      photoURL: '',
      createdAt: at,
    });
    batch.set(doc(firestore, `users/${BOB}`), { displayName: 'bob', language: 'en' });
    batch.set(doc(firestore, `users/${ALICE}/todos/t1`), { text: 'a', done: false, order: 1 });
    batch.set(doc(firestore, `users/${ALICE}/todos/t2`), { text: 'b', done: true, order: 2 });
    batch.set(doc(firestore, `users/${ALICE}/bookmarks/p1`), { createdAt: at, title: 'Hello' });
    batch.set(doc(firestore, 'posts/p1'), post(BOB));
    batch.set(doc(firestore, 'posts/p2'), post(ALICE, { bookmarkCount: 0 }));
    await batch.commit();
  });
});

/** The last step of deleting an account: the user document and the public profile together. */
function deleteUserAndProfile(uid: string, owner: string) {
  const firestore = db(uid);
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, `users/${owner}`));
  batch.delete(doc(firestore, `profiles/${owner}`));
  return batch.commit();
}

/**
 * Removes a bookmark as account deletion does: in a transaction, the post's count going down and
 * the member's budget moving with it, as with any bookmark taken back.
 */
function removeBookmark(uid: string, owner: string) {
  const firestore = db(uid);
  return runTransaction(firestore, async (tx) => {
    const postRef = doc(firestore, 'posts/p1');
    const budgetRef = doc(firestore, budgetPath(uid));
    const snapshot = await tx.get(postRef);
    const budget = await tx.get(budgetRef);
    const counted = `users/${owner}/bookmarks/p1`;
    tx.delete(doc(firestore, counted));
    tx.update(postRef, { bookmarkCount: (snapshot.data()?.bookmarkCount as number) - 1 });
    tx.set(
      budgetRef,
      budgetMove('reaction', counted, budget.data() as Parameters<typeof budgetMove>[2]),
      { merge: true },
    );
  });
}

function deleteTodos(uid: string, owner: string) {
  const firestore = db(uid);
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, `users/${owner}/todos/t1`));
  batch.delete(doc(firestore, `users/${owner}/todos/t2`));
  return batch.commit();
}

describe('account deletion: the member', () => {
  it('deletes their to-dos', () => assertSucceeds(deleteTodos(ALICE, ALICE)));
  it('deletes their bookmarks, moving the post count', () =>
    assertSucceeds(removeBookmark(ALICE, ALICE)));
  it('deletes their user document and their public profile, in one commit', () =>
    assertSucceeds(deleteUserAndProfile(ALICE, ALICE)));
  it('cannot delete their user document and leave their profile public', () =>
    assertFails(deleteDoc(doc(db(ALICE), `users/${ALICE}`))));
  it('cannot take their bookmark without moving the count', () =>
    assertFails(deleteDoc(doc(db(ALICE), `users/${ALICE}/bookmarks/p1`))));
  it("cannot delete someone else's post on the way", () =>
    assertFails(deleteDoc(doc(db(ALICE), 'posts/p1'))));
});

describe('account deletion: another member', () => {
  it("cannot delete the member's to-dos", () => assertFails(deleteTodos(BOB, ALICE)));
  it("cannot delete the member's bookmarks", () => assertFails(removeBookmark(BOB, ALICE)));
  it("cannot delete the member's user document", () =>
    assertFails(deleteDoc(doc(db(BOB), `users/${ALICE}`))));
  it("cannot delete the member's user document and profile", () =>
    assertFails(deleteUserAndProfile(BOB, ALICE)));
});
