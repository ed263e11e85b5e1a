// firestore.rules against a hostile member: someone signed in who writes whatever the SDK lets
// them send, not what the app would. Each attack sits next to the honest write it imitates, so a
// rule that refuses everything fails here too. Numbers refer to the parts of the rules issue.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  collection,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { moveBudget } from './budget-moves';
import { firestoreRulesEnv, VERIFIED, type Firestore } from './firestore-rules-env';

const rules = firestoreRulesEnv('demo-rules-hostile');

const ALICE = 'alice1'; // owner of posts/p1
const BOB = 'bob1'; // the hostile member
const ADMIN = 'admin1';
const POST = 'posts/p1';
const NOTICE = 'posts/n1';
const at = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
const HOUR = 3_600_000;
const AVATAR = (uid: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/users%2F${uid}%2Fimages%2Favatar.jpg?alt=media&token=0b6f-41aa`;

const db = (uid: string, token: Record<string, unknown> = VERIFIED) => rules.db(uid, token);
const unverified = (uid: string) => db(uid, { email_verified: false });
const anonymous = (uid: string) =>
  db(uid, { firebase: { sign_in_provider: 'anonymous', identities: {} } });

const { given } = rules;

function post(uid: string, name: string, overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Hello',
    category: 'community',
    tags: ['pixel-art'],
    content: '# Hi',
    uid,
    author: { displayName: name, photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    version: 1,
    hidden: false,
    ...overrides,
  };
}
const bobPost = (overrides: DocumentData = {}) => post(BOB, 'bob', overrides);
const comment = (overrides: DocumentData = {}): DocumentData => ({
  text: 'Nice!',
  uid: BOB,
  author: { displayName: 'bob', photoURL: '' },
  createdAt: serverTimestamp(),
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
      createdAt: at,
    });
    batch.set(doc(firestore, `users/${ALICE}`), {
      displayName: 'alice',
      photoURL: '',
      createdAt: at,
    });
    batch.set(doc(firestore, `users/${BOB}`), {
      displayName: 'bob',
      email: 'bob@demo.test',
      photoURL: '',
      language: 'en',
      createdAt: at,
    });
    batch.set(
      doc(firestore, POST),
      post(ALICE, 'alice', { createdAt: at, updatedAt: at, hits: 5 }),
    );
    batch.set(
      doc(firestore, NOTICE),
      post(ADMIN, 'admin', { category: 'notice', createdAt: at, updatedAt: at }),
    );
    return batch.commit();
  });
});

/**
 * A change to the member's own users document as the app makes it: with their public profile,
 * which shares its name, photo and join date, in the same commit (profiles.rules.test.ts).
 */
function writeOwnUser(
  firestore: Firestore,
  uid: string,
  data: DocumentData,
  profile: DocumentData,
  { create = false } = {},
) {
  const batch = writeBatch(firestore);
  if (create) batch.set(doc(firestore, `users/${uid}`), data);
  else batch.update(doc(firestore, `users/${uid}`), data);
  batch.set(doc(firestore, `profiles/${uid}`), {
    displayName: 'bob',
    photoURL: '',
    createdAt: at,
    ...profile,
  });
  return batch.commit();
}

/** A post as the app writes it, counted in the budget of the member it names. */
async function createPost(firestore: Firestore, data: DocumentData, id = 'new') {
  const batch = writeBatch(firestore).set(doc(firestore, `posts/${id}`), data);
  await moveBudget(rules, batch, firestore, String(data.uid), 'post', `posts/${id}`);
  return batch.commit();
}

/**
 * Adds comment `id` to posts/p1 with the counter as the app does (and the budget of the member
 * the comment names); `counted` names the comment.
 */
async function addComment(
  firestore: Firestore,
  id: string,
  data: DocumentData = comment(),
  { delta = 1, counted = id }: { delta?: number; counted?: string } = {},
) {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `${POST}/comments/${id}`), data);
  batch.update(doc(firestore, POST), { commentCount: increment(delta), lastCommentId: counted });
  const path = `${POST}/comments/${id}`;
  await moveBudget(rules, batch, firestore, String(data.uid), 'comment', path);
  return batch.commit();
}

function givenComments(count: number, uid = BOB) {
  return given(async (firestore) => {
    for (let start = 0; start < count; start += 400) {
      const batch = writeBatch(firestore);
      for (let i = start; i < Math.min(count, start + 400); i++) {
        batch.set(doc(firestore, `${POST}/comments/k${i}`), comment({ uid, createdAt: at }));
      }
      await batch.commit();
    }
    await updateDoc(doc(firestore, POST), { commentCount: count });
  });
}

// ---- 1. counters -------------------------------------------------------------------------------

describe('1. counters move by one with exactly the document they count', () => {
  it('honest: a comment with commentCount + 1 naming it', () =>
    assertSucceeds(addComment(db(BOB), 'c1')));
  it('commentCount + 1 without any comment', () =>
    assertFails(
      updateDoc(doc(db(BOB), POST), { commentCount: increment(1), lastCommentId: 'ghost' }),
    ));
  it('commentCount + 1 naming a comment that already exists', async () => {
    await givenComments(1);
    await assertFails(
      updateDoc(doc(db(BOB), POST), { commentCount: increment(1), lastCommentId: 'k0' }),
    );
  });
  it('commentCount - 1 with no comment deleted', async () => {
    await givenComments(1);
    await assertFails(
      updateDoc(doc(db(BOB), POST), { commentCount: increment(-1), lastCommentId: 'k0' }),
    );
  });
  it('commentCount moved without naming the comment', () =>
    assertFails(updateDoc(doc(db(BOB), POST), { commentCount: increment(1) })));
  it('two comments added with one increment', async () => {
    const firestore = db(BOB);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${POST}/comments/c1`), comment());
    batch.set(doc(firestore, `${POST}/comments/c2`), comment());
    batch.update(doc(firestore, POST), { commentCount: increment(1), lastCommentId: 'c1' });
    await assertFails(batch.commit());
  });
  it('a comment counted under another id', () =>
    assertFails(addComment(db(BOB), 'c1', comment(), { counted: 'c9' })));
  it('honest: the author and an admin delete a comment with commentCount - 1', async () => {
    await givenComments(2);
    const remove = (firestore: Firestore, id: string) => {
      const batch = writeBatch(firestore);
      batch.delete(doc(firestore, `${POST}/comments/${id}`));
      batch.update(doc(firestore, POST), { commentCount: increment(-1), lastCommentId: id });
      return batch.commit();
    };
    await assertSucceeds(remove(db(BOB), 'k0'));
    await assertSucceeds(remove(db(ADMIN), 'k1'));
  });
  it('the count cannot be pushed to 0 to block later deletes', async () => {
    await givenComments(2);
    await assertFails(updateDoc(doc(db(BOB), POST), { commentCount: 0, lastCommentId: 'k0' }));
  });
  it('likeCount + 1 without a like, or for another member', async () => {
    await assertFails(updateDoc(doc(db(BOB), POST), { likeCount: increment(1) }));
    const firestore = db(BOB);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${POST}/likes/${ALICE}`), { createdAt: serverTimestamp() });
    batch.update(doc(firestore, POST), { likeCount: increment(1) });
    await assertFails(batch.commit());
  });
  it('bookmarkCount + 1 without a bookmark', () =>
    assertFails(updateDoc(doc(db(BOB), POST), { bookmarkCount: increment(1) })));
});

// ---- 2. hits -----------------------------------------------------------------------------------

describe('2. a hit is one view document per viewer', () => {
  const view = (firestore: Firestore, viewer: string, delta = 1) => {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${POST}/views/${viewer}`), { createdAt: serverTimestamp() });
    batch.update(doc(firestore, POST), { hits: increment(delta) });
    return batch.commit();
  };
  it('honest: a member and a visitor each count once', async () => {
    await assertSucceeds(view(db(BOB), BOB));
    await assertSucceeds(view(anonymous('visitor1'), 'visitor1'));
  });
  it('hits + 1 without a view document', () =>
    assertFails(updateDoc(doc(db(BOB), POST), { hits: increment(1) })));
  it('a second view by the same viewer', async () => {
    await assertSucceeds(view(db(BOB), BOB));
    await assertFails(view(db(BOB), BOB));
    await assertFails(updateDoc(doc(db(BOB), POST), { hits: increment(1) }));
  });
  it("a view in someone else's name", () => assertFails(view(db(BOB), 'someone-else')));
  it('a view removed to count again', async () => {
    await assertSucceeds(view(db(BOB), BOB));
    await assertFails(deleteDoc(doc(db(BOB), `${POST}/views/${BOB}`)));
  });
  it("who viewed what stays private: a member cannot list a post's views", () =>
    assertFails(getDocs(collection(db(BOB), `${POST}/views`))));
  it("the post's author lists its views (to clear them when deleting)", () =>
    assertSucceeds(getDocs(collection(db(ALICE), `${POST}/views`))));
});

// ---- 3. timestamps -----------------------------------------------------------------------------

describe('3. the server sets the time', () => {
  const future = Timestamp.fromMillis(Date.now() + 365 * 24 * HOUR);
  it('honest: a post dated by the server', () => assertSucceeds(createPost(db(BOB), bobPost())));
  it('a post dated far in the future', () =>
    assertFails(createPost(db(BOB), bobPost({ createdAt: future, updatedAt: future }))));
  it('a post without createdAt', () => {
    const data = bobPost();
    delete data.createdAt;
    return assertFails(createPost(db(BOB), data));
  });
  it('a comment dated 1970', () =>
    assertFails(addComment(db(BOB), 'c1', comment({ createdAt: Timestamp.fromMillis(0) }))));
  it('an edit with a client updatedAt', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { title: 'x', updatedAt: future, version: 2 })));
  it('createdAt is immutable in an edit', () =>
    assertFails(
      updateDoc(doc(db(ALICE), POST), {
        title: 'x',
        updatedAt: serverTimestamp(),
        createdAt: serverTimestamp(),
        version: 2,
      }),
    ));
  it('a pin dated by the client', () =>
    assertFails(updateDoc(doc(db(ADMIN), NOTICE), { pinned: true, pinnedAt: future })));
  it('honest: writtenAt, when the member wrote it offline an hour ago', () =>
    assertSucceeds(
      createPost(db(BOB), bobPost({ writtenAt: Timestamp.fromMillis(Date.now() - HOUR) })),
    ));
  it('writtenAt in the future or decades ago', async () => {
    await assertFails(createPost(db(BOB), bobPost({ writtenAt: future })));
    await assertFails(createPost(db(BOB), bobPost({ writtenAt: Timestamp.fromMillis(0) })));
  });
  it('honest: a user document created at the server time', () =>
    assertSucceeds(
      writeOwnUser(
        db('new1'),
        'new1',
        {
          displayName: 'new',
          email: 'new@demo.test',
          photoURL: '',
          language: 'ko',
          createdAt: serverTimestamp(),
        },
        { displayName: 'new', createdAt: serverTimestamp() },
        { create: true },
      ),
    ));
  it('a user document dated by the client', () =>
    assertFails(
      writeOwnUser(
        db('new1'),
        'new1',
        { displayName: 'new', createdAt: future },
        { displayName: 'new', createdAt: future },
        { create: true },
      ),
    ));
  it('a member removing their createdAt (to leave the members list)', () =>
    assertFails(updateDoc(doc(db(BOB), `users/${BOB}`), { createdAt: deleteField() })));
  it('a member moving their createdAt', () =>
    assertFails(updateDoc(doc(db(BOB), `users/${BOB}`), { createdAt: serverTimestamp() })));
  it('a like or a bookmark dated by the client', async () => {
    const firestore = db(BOB);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${POST}/likes/${BOB}`), { createdAt: future });
    batch.update(doc(firestore, POST), { likeCount: increment(1) });
    await assertFails(batch.commit());
  });
});

// ---- 4. tombstones and orphans -----------------------------------------------------------------

describe('4. a deleted post leaves nothing behind and its id is never reused', () => {
  const tombstone = (by: string) => ({ uid: ALICE, deletedBy: by, deletedAt: serverTimestamp() });
  const deletePost = (firestore: Firestore, by: string, withTombstone = true) => {
    const batch = writeBatch(firestore);
    batch.delete(doc(firestore, POST));
    if (withTombstone) batch.set(doc(firestore, 'deletedPosts/p1'), tombstone(by));
    return batch.commit();
  };
  const givenDeleted = () =>
    given(async (firestore) => {
      await deleteDoc(doc(firestore, POST));
      await setDoc(doc(firestore, 'deletedPosts/p1'), {
        uid: ALICE,
        deletedBy: ALICE,
        deletedAt: at,
      });
    });

  it('honest: the author deletes with a tombstone', () =>
    assertSucceeds(deletePost(db(ALICE), ALICE)));
  it('a delete without the tombstone', () => assertFails(deletePost(db(ALICE), ALICE, false)));
  it('a tombstone for a post that stays', () =>
    assertFails(setDoc(doc(db(BOB), 'deletedPosts/p1'), tombstone(BOB))));
  it('a tombstone removed or rewritten', async () => {
    await givenDeleted();
    await assertFails(deleteDoc(doc(db(ALICE), 'deletedPosts/p1')));
    await assertFails(setDoc(doc(db(ALICE), 'deletedPosts/p1'), tombstone(ALICE)));
  });
  it('a new post under a deleted id', async () => {
    await givenDeleted();
    await assertFails(createPost(db(BOB), bobPost(), 'p1'));
    await assertSucceeds(createPost(db(BOB), bobPost(), 'p2'));
  });
  it('a comment, like or bookmark under a deleted post', async () => {
    await givenDeleted();
    const firestore = db(BOB);
    await assertFails(setDoc(doc(firestore, `${POST}/comments/c1`), comment()));
    await assertFails(
      setDoc(doc(firestore, `${POST}/likes/${BOB}`), { createdAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(firestore, `users/${BOB}/bookmarks/p1`), {
        createdAt: serverTimestamp(),
        title: 'Hello',
        category: 'community',
        tags: [],
        author: { displayName: 'alice', photoURL: '' },
        postCreatedAt: at,
      }),
    );
  });
  it('a comment or like under a post that never existed', async () => {
    const firestore = db(BOB);
    await assertFails(setDoc(doc(firestore, 'posts/none/comments/c1'), comment()));
    await assertFails(
      setDoc(doc(firestore, `posts/none/likes/${BOB}`), { createdAt: serverTimestamp() }),
    );
  });
  it('honest: the author clears 450 comments in chunks after the delete; others cannot', async () => {
    await givenComments(450);
    await given((firestore) => setDoc(doc(firestore, `${POST}/views/${BOB}`), { createdAt: at }));
    await assertSucceeds(deletePost(db(ALICE), ALICE));
    const clear = async (firestore: Firestore, from: number, to: number) => {
      const batch = writeBatch(firestore);
      for (let i = from; i < to; i++) batch.delete(doc(firestore, `${POST}/comments/k${i}`));
      return batch.commit();
    };
    await assertFails(clear(db('stranger'), 0, 10));
    await assertSucceeds(clear(db(ALICE), 0, 400));
    await assertSucceeds(clear(db(ALICE), 400, 450));
    await assertSucceeds(deleteDoc(doc(db(ALICE), `${POST}/views/${BOB}`)));
  });
});

// ---- 5. impersonation and unbounded fields -----------------------------------------------------

describe("5. the author is the writer's profile; every field is listed and bounded", () => {
  it('posting as the admin', () =>
    assertFails(createPost(db(BOB), bobPost({ author: { displayName: 'admin', photoURL: '' } }))));
  it('commenting as the admin', () =>
    assertFails(
      addComment(db(BOB), 'c1', comment({ author: { displayName: 'admin', photoURL: '' } })),
    ));
  it('a photo URL on another host (logs every reader)', () =>
    assertFails(
      createPost(
        db(BOB),
        bobPost({ author: { displayName: 'bob', photoURL: 'https://evil.example/p.png' } }),
      ),
    ));
  it("honest: the member's own Storage avatar, set on their profile first", async () => {
    await assertSucceeds(
      writeOwnUser(db(BOB), BOB, { photoURL: AVATAR(BOB) }, { photoURL: AVATAR(BOB) }),
    );
    await assertSucceeds(
      createPost(db(BOB), bobPost({ author: { displayName: 'bob', photoURL: AVATAR(BOB) } })),
    );
  });
  it("someone else's avatar, or a foreign host, on the profile", async () => {
    await assertFails(
      writeOwnUser(db(BOB), BOB, { photoURL: AVATAR(ALICE) }, { photoURL: AVATAR(ALICE) }),
    );
    const evil = 'https://evil.example/p.png';
    await assertFails(writeOwnUser(db(BOB), BOB, { photoURL: evil }, { photoURL: evil }));
  });
  it('an author the profile does not have (a changed name, made up)', () =>
    assertFails(createPost(db(BOB), bobPost({ author: { displayName: 'bobby', photoURL: '' } }))));
  it('an unknown field on the own user document', () =>
    assertFails(updateDoc(doc(db(BOB), `users/${BOB}`), { bio: 'x'.repeat(100_000) })));
  it('a huge name or email on the own user document', async () => {
    const name = (length: number) => ({ displayName: 'x'.repeat(length) });
    await assertFails(writeOwnUser(db(BOB), BOB, name(65), name(65)));
    await assertFails(updateDoc(doc(db(BOB), `users/${BOB}`), { email: 'x'.repeat(321) }));
    await assertSucceeds(writeOwnUser(db(BOB), BOB, name(64), name(64)));
  });
  it('an unknown field or a huge list on a post', async () => {
    await assertFails(createPost(db(BOB), bobPost({ extra: 'x' })));
    await assertFails(createPost(db(BOB), bobPost({ tags: ['x'.repeat(51)] })));
  });
  it('searchTokens: up to 200, not more', async () => {
    const tokens = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    await assertSucceeds(createPost(db(BOB), bobPost({ searchTokens: tokens(200) }), 'a'));
    await assertFails(createPost(db(BOB), bobPost({ searchTokens: tokens(201) }), 'b'));
  });
  it('an unknown or huge field on a to-do', async () => {
    const todo = { text: 'Draw', done: false, order: 1, createdAt: at, updatedAt: at };
    const path = `users/${BOB}/todos/t1`;
    await assertSucceeds(setDoc(doc(db(BOB), path), todo));
    await assertFails(setDoc(doc(db(BOB), path), { ...todo, blob: 'x'.repeat(100_000) }));
    await assertFails(setDoc(doc(db(BOB), path), { ...todo, mutationId: 'x'.repeat(101) }));
  });
  it('an unknown field, a huge title or a foreign photo on a bookmark', async () => {
    const add = async (data: DocumentData) => {
      const firestore = db(BOB);
      const batch = writeBatch(firestore);
      batch.set(doc(firestore, `users/${BOB}/bookmarks/p1`), data);
      batch.update(doc(firestore, POST), { bookmarkCount: increment(1) });
      await moveBudget(rules, batch, firestore, BOB, 'reaction', `users/${BOB}/bookmarks/p1`);
      return batch.commit();
    };
    const bookmark = {
      createdAt: serverTimestamp(),
      title: 'Hello',
      category: 'community',
      tags: ['pixel-art'],
      author: { displayName: 'alice', photoURL: '' },
      postCreatedAt: at,
    };
    await assertFails(add({ ...bookmark, note: 'x' }));
    await assertFails(add({ ...bookmark, title: 'x'.repeat(201) }));
    await assertFails(
      add({ ...bookmark, author: { displayName: 'alice', photoURL: 'https://evil.example/a' } }),
    );
    await assertSucceeds(add(bookmark));
  });
  it('honest: a member deletes exactly their own private documents', async () => {
    await given(async (firestore) => {
      await setDoc(doc(firestore, `users/${BOB}/todos/t1`), { text: 'x', done: false, order: 1 });
      await setDoc(doc(firestore, `users/${ALICE}/todos/t1`), { text: 'x', done: false, order: 1 });
    });
    await assertFails(deleteDoc(doc(db(BOB), `users/${ALICE}/todos/t1`)));
    await assertFails(deleteDoc(doc(db(BOB), `users/${ALICE}`)));
    await assertSucceeds(deleteDoc(doc(db(BOB), `users/${BOB}/todos/t1`)));
    await assertSucceeds(deleteDoc(doc(db(BOB), `users/${BOB}`)));
  });
});

// ---- 6. pinned notices -------------------------------------------------------------------------

describe('6. recategorizing a pinned notice unpins it', () => {
  beforeEach(() =>
    given((firestore) => updateDoc(doc(firestore, NOTICE), { pinned: true, pinnedAt: at })),
  );
  const edit = { category: 'community', updatedAt: serverTimestamp(), version: 2 };
  it('moved out of notices while staying pinned', () =>
    assertFails(updateDoc(doc(db(ADMIN), NOTICE), edit)));
  it('honest: moved out of notices and unpinned in the same write', () =>
    assertSucceeds(
      updateDoc(doc(db(ADMIN), NOTICE), { ...edit, pinned: false, pinnedAt: serverTimestamp() }),
    ));
  it('honest: edited and still a notice, still pinned', () =>
    assertSucceeds(
      updateDoc(doc(db(ADMIN), NOTICE), {
        title: 'Rules',
        updatedAt: serverTimestamp(),
        version: 2,
      }),
    ));
  it('an edit cannot pin', async () => {
    await given((firestore) => updateDoc(doc(firestore, NOTICE), { pinned: false }));
    await assertFails(
      updateDoc(doc(db(ADMIN), NOTICE), {
        title: 'Rules',
        updatedAt: serverTimestamp(),
        version: 2,
        pinned: true,
        pinnedAt: serverTimestamp(),
      }),
    );
  });
});

// ---- 8. unverified accounts and visitors' anonymous sessions -----------------------------------

describe('8. posting and commenting need a verified email', () => {
  it('an unverified member cannot post or comment', async () => {
    await assertFails(createPost(unverified(BOB), bobPost()));
    await assertFails(addComment(unverified(BOB), 'c1'));
  });
  it('honest: the same member once verified', async () => {
    await assertSucceeds(createPost(db(BOB), bobPost()));
    await assertSucceeds(addComment(db(BOB), 'c1'));
  });
  it('an unverified member still likes, bookmarks and keeps to-dos', async () => {
    const firestore = unverified(BOB);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${POST}/likes/${BOB}`), { createdAt: serverTimestamp() });
    batch.update(doc(firestore, POST), { likeCount: increment(1) });
    await moveBudget(rules, batch, firestore, BOB, 'reaction', `${POST}/likes/${BOB}`);
    await assertSucceeds(batch.commit());
    await assertSucceeds(
      setDoc(doc(firestore, `users/${BOB}/todos/t1`), { text: 'x', done: false, order: 1 }),
    );
  });
  it("a visitor's anonymous session only counts views", async () => {
    const firestore = anonymous('visitor1');
    await assertFails(createPost(firestore, post('visitor1', '')));
    await assertFails(
      setDoc(doc(firestore, 'users/visitor1'), { displayName: 'v', createdAt: serverTimestamp() }),
    );
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${POST}/likes/visitor1`), { createdAt: serverTimestamp() });
    batch.update(doc(firestore, POST), { likeCount: increment(1) });
    await moveBudget(rules, batch, firestore, 'visitor1', 'reaction', `${POST}/likes/visitor1`);
    await assertFails(batch.commit());
  });
});
