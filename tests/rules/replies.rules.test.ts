// firestore.rules on replies (issue 37, part 1): a reply is a comment with a `parentId`, counted
// on the post (commentCount) and on its parent (replyCount) in the same commit. Each attack of a
// hostile member sits next to the honest write it imitates, so a rule that refuses everything
// fails here too.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveBudget } from './budget-moves';
import { firestoreRulesEnv, VERIFIED, type Firestore } from './firestore-rules-env';

const rules = firestoreRulesEnv('demo-rules-replies');

const ALICE = 'alice1'; // wrote the post and the comment c1
const BOB = 'bob1'; // replies (and attacks)
const ADMIN = 'admin1';
const POST = 'posts/p1';
const COMMENTS = `${POST}/comments`;
const at = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

const db = (uid: string) => rules.db(uid, VERIFIED);

const { given } = rules;

const byBob = (overrides: DocumentData = {}): DocumentData => ({
  text: 'Agreed!',
  uid: BOB,
  author: { displayName: 'bob', photoURL: '' },
  createdAt: serverTimestamp(),
  parentId: 'c1',
  ...overrides,
});

beforeEach(async () => {
  await rules.clear();
  await given((firestore) => {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `users/${ADMIN}`), {
      displayName: 'admin',
      photoURL: '',
      role: 'admin',
    });
    batch.set(doc(firestore, `users/${ALICE}`), { displayName: 'alice', photoURL: '' });
    batch.set(doc(firestore, `users/${BOB}`), { displayName: 'bob', photoURL: '' });
    batch.set(doc(firestore, POST), {
      title: 'Hello',
      category: 'community',
      tags: ['t'],
      content: 'Hi',
      uid: ALICE,
      author: { displayName: 'alice', photoURL: '' },
      hits: 0,
      likeCount: 0,
      // c1 and the reply r0 below it.
      commentCount: 2,
      bookmarkCount: 0,
      createdAt: at,
      updatedAt: at,
      version: 1,
      hidden: false,
    });
    const alices = { uid: ALICE, author: { displayName: 'alice', photoURL: '' }, createdAt: at };
    batch.set(doc(firestore, `${COMMENTS}/c1`), { ...alices, text: 'First', replyCount: 1 });
    batch.set(doc(firestore, `${COMMENTS}/r0`), { ...alices, text: 'Me too', parentId: 'c1' });
    return batch.commit();
  });
});

/**
 * Writes reply `id` as the app does: the reply, the post's commentCount + 1 naming it, and its
 * parent's replyCount + 1 naming it. Each part can be bent the way an attacker would.
 */
async function reply(
  firestore: Firestore,
  id: string,
  data: DocumentData = byBob(),
  {
    parent = String(data.parentId),
    by = 1,
    names = id,
    countParent = true,
  }: { parent?: string; by?: number; names?: string; countParent?: boolean } = {},
) {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `${COMMENTS}/${id}`), data);
  batch.update(doc(firestore, POST), { commentCount: increment(1), lastCommentId: id });
  if (countParent)
    batch.update(doc(firestore, `${COMMENTS}/${parent}`), {
      replyCount: increment(by),
      lastReplyId: names,
    });
  await moveBudget(rules, batch, firestore, String(data.uid), 'comment', `${COMMENTS}/${id}`);
  return batch.commit();
}

/** Deletes comment `id` as the app does, moving its parent's count when `parent` is given. */
function remove(firestore: Firestore, id: string, parent?: string) {
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, `${COMMENTS}/${id}`));
  batch.update(doc(firestore, POST), { commentCount: increment(-1), lastCommentId: id });
  if (parent)
    batch.update(doc(firestore, `${COMMENTS}/${parent}`), {
      replyCount: increment(-1),
      lastReplyId: id,
    });
  return batch.commit();
}

const count = async (path: string, field: string) =>
  (await getDoc(doc(db(ADMIN), path))).data()?.[field] as unknown;

describe('a reply is counted on its comment and on the post, exactly once', () => {
  it('honest: a reply with commentCount + 1 and its parent replyCount + 1, naming it', async () => {
    await assertSucceeds(reply(db(BOB), 'r1'));
    expect(await count(POST, 'commentCount')).toBe(3);
    expect(await count(`${COMMENTS}/c1`, 'replyCount')).toBe(2);
  });
  it('a reply without moving its parent replyCount', () =>
    assertFails(reply(db(BOB), 'r1', byBob(), { countParent: false })));
  it('replyCount moved by 2 for one reply', () =>
    assertFails(reply(db(BOB), 'r1', byBob(), { by: 2 })));
  it('replyCount moved without a reply', async () => {
    await assertFails(
      updateDoc(doc(db(BOB), `${COMMENTS}/c1`), { replyCount: increment(1), lastReplyId: 'r9' }),
    );
    await assertFails(updateDoc(doc(db(BOB), `${COMMENTS}/c1`), { replyCount: 0 }));
  });
  it('replyCount moved naming an existing reply, or a reply to another comment', async () => {
    await assertFails(
      updateDoc(doc(db(BOB), `${COMMENTS}/c1`), { replyCount: increment(1), lastReplyId: 'r0' }),
    );
    await given((firestore) =>
      writeBatch(firestore)
        .set(doc(firestore, `${COMMENTS}/c2`), { text: 'Other', uid: ALICE, createdAt: at })
        .commit(),
    );
    // The reply answers c2, the count moves on c1.
    await assertFails(reply(db(BOB), 'r1', byBob({ parentId: 'c2' }), { parent: 'c1' }));
  });
  it('a reply counted on its parent under another id', () =>
    assertFails(reply(db(BOB), 'r1', byBob(), { names: 'r9' })));
  it('the parent edited along with the count (its text changed by a replier)', async () => {
    const firestore = db(BOB);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${COMMENTS}/r1`), byBob());
    batch.update(doc(firestore, POST), { commentCount: increment(1), lastCommentId: 'r1' });
    batch.update(doc(firestore, `${COMMENTS}/c1`), {
      replyCount: increment(1),
      lastReplyId: 'r1',
      text: 'defaced',
    });
    await assertFails(batch.commit());
  });
});

describe('a reply answers a top-level comment that is there', () => {
  it('a reply to a deleted comment', async () => {
    await assertSucceeds(remove(db(ALICE), 'c1'));
    // Its replies stay, each still deletable by its author (no count left to move on c1).
    await assertFails(reply(db(BOB), 'r1'));
    await assertFails(reply(db(BOB), 'r1', byBob(), { countParent: false }));
    await assertSucceeds(remove(db(ALICE), 'r0'));
  });
  it('a reply to a comment that never existed', () =>
    assertFails(reply(db(BOB), 'r1', byBob({ parentId: 'ghost' }), { countParent: false })));
  it('a reply to a reply (one level only)', () =>
    assertFails(reply(db(BOB), 'r1', byBob({ parentId: 'r0' }))));
  it('a reply that answers itself', () =>
    assertFails(reply(db(BOB), 'r1', byBob({ parentId: 'r1' }), { countParent: false })));
});

describe("a reply is the writer's own, with listed and bounded fields", () => {
  it("a reply with another member's uid, or another member's name", async () => {
    await assertFails(reply(db(BOB), 'r1', byBob({ uid: ALICE })));
    await assertFails(
      reply(db(BOB), 'r1', byBob({ author: { displayName: 'alice', photoURL: '' } })),
    );
  });
  it('a reply with extra fields (a replyCount of its own, a hidden flag, anything)', async () => {
    await assertFails(reply(db(BOB), 'r1', byBob({ replyCount: 5 })));
    await assertFails(reply(db(BOB), 'r1', byBob({ hidden: false })));
    await assertFails(reply(db(BOB), 'r1', byBob({ pinned: true })));
  });
  it('a reply over 2,000 characters, an empty one, a parentId that is not an id', async () => {
    await assertSucceeds(reply(db(BOB), 'r1', byBob({ text: 'x'.repeat(2000) })));
    await assertFails(reply(db(BOB), 'r2', byBob({ text: 'x'.repeat(2001) })));
    await assertFails(reply(db(BOB), 'r2', byBob({ text: '' })));
    await assertFails(reply(db(BOB), 'r2', byBob({ parentId: 7 }), { parent: 'c1' }));
  });
  it('a parentId added to a comment afterwards (moving it under another)', async () => {
    await assertFails(
      updateDoc(doc(db(ALICE), `${COMMENTS}/c1`), {
        parentId: 'r0',
        text: 'moved',
        version: 2,
        updatedAt: serverTimestamp(),
        edited: true,
      }),
    );
  });
});

describe('deleting replies and their comment', () => {
  it("honest: a reply's author and an admin delete replies, replyCount - 1 each", async () => {
    await assertSucceeds(reply(db(BOB), 'r1'));
    await assertSucceeds(remove(db(BOB), 'r1', 'c1'));
    await assertSucceeds(remove(db(ADMIN), 'r0', 'c1'));
    expect(await count(`${COMMENTS}/c1`, 'replyCount')).toBe(0);
    expect(await count(POST, 'commentCount')).toBe(1);
  });
  it("a reply deleted without moving its parent's count, or by someone else", async () => {
    await assertSucceeds(reply(db(BOB), 'r1'));
    await assertFails(remove(db(BOB), 'r1'));
    await assertFails(remove(db(ALICE), 'r1', 'c1'));
  });
  it('honest: the comment is deleted alone; its replies stay, counted on the post', async () => {
    await assertSucceeds(remove(db(ALICE), 'c1'));
    expect(await count(POST, 'commentCount')).toBe(1);
    expect((await getDoc(doc(db(BOB), `${COMMENTS}/r0`))).exists()).toBe(true);
  });
});
