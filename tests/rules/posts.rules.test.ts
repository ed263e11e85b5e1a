// firestore.rules for posts and what hangs off them (comments, likes, bookmarks) and for todos,
// against the Firestore emulator (FIRESTORE_EMULATOR_HOST).
//
// Actors: a visitor (signed out), a member (bob), the post's owner (alice) and an admin, all
// with verified emails; hostile-member attacks are in hostile-member.rules.test.ts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { IMAGE_SLOTS } from '../../src/data/model/image-slots';
import { moveBudget } from './budget-moves';
import { firestoreRulesEnv, VERIFIED, type Firestore } from './firestore-rules-env';

const rules = firestoreRulesEnv('demo-rules-posts');

const ALICE = 'demo-alice'; // owner of posts/p1
const BOB = 'demo-bob'; // another member
const ADMIN = 'demo-admin';
const POST = 'posts/p1';
const NOTICE = 'posts/n1';
const at = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
const later = Timestamp.fromMillis(Date.UTC(2025, 0, 2));

const NAMES: Record<string, string> = { [ALICE]: 'alice', [BOB]: 'bob', [ADMIN]: 'admin' };

/** A post as the app writes it: dates are the server's, the author is the writer's profile. */
function newPost(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Hello',
    category: 'community',
    tags: ['pixel-art'],
    content: '# Hi',
    uid,
    author: { displayName: NAMES[uid] ?? uid, photoURL: '' },
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

/** A post as stored (set up with rules off: plain dates). */
function storedPost(uid: string, overrides: DocumentData = {}): DocumentData {
  return newPost(uid, { createdAt: at, updatedAt: at, ...overrides });
}

function newComment(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    text: 'Nice!',
    uid,
    author: { displayName: NAMES[uid] ?? uid, photoURL: '' },
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** Firestore as `uid`, with a verified email (signed out when undefined). */
const db = (uid?: string) => rules.db(uid, VERIFIED);
const { given } = rules;

beforeEach(async () => {
  await rules.clear();
  await given((firestore) => {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `users/${ADMIN}`), { displayName: 'admin', role: 'admin' });
    batch.set(doc(firestore, `users/${ALICE}`), { displayName: 'alice', language: 'ko' });
    batch.set(doc(firestore, `users/${BOB}`), { displayName: 'bob', language: 'en' });
    batch.set(doc(firestore, POST), storedPost(ALICE, { hits: 5 }));
    batch.set(doc(firestore, NOTICE), storedPost(ADMIN, { category: 'notice' }));
    return batch.commit();
  });
});

// ---- posts: read --------------------------------------------------------------------------------

describe('posts: read', () => {
  for (const [who, uid] of [
    ['visitor', undefined],
    ['member', BOB],
    ['owner', ALICE],
    ['admin', ADMIN],
  ]) {
    it(`${who} reads a post`, () => assertSucceeds(getDoc(doc(db(uid), POST))));
  }
  it('visitor lists posts by category', () =>
    assertSucceeds(getDocs(query(collection(db(), 'posts'), where('category', '==', 'notice')))));
});

// ---- posts: create ------------------------------------------------------------------------------

describe('posts: create', () => {
  // Counted in the writer's budget, as the app writes it.
  const create = async (uid: string | undefined, data: DocumentData, id = 'new') => {
    const firestore = db(uid);
    const batch = writeBatch(firestore).set(doc(firestore, `posts/${id}`), data);
    await moveBudget(rules, batch, firestore, uid, 'post', `posts/${id}`);
    return batch.commit();
  };

  it('visitor cannot create', () => assertFails(create(undefined, newPost(BOB))));
  it('member creates a community post', () => assertSucceeds(create(BOB, newPost(BOB))));
  it('member creates a qna post', () =>
    assertSucceeds(create(BOB, newPost(BOB, { category: 'qna' }))));
  it('member cannot create a notice', () =>
    assertFails(create(BOB, newPost(BOB, { category: 'notice' }))));
  it('admin creates a notice', () =>
    assertSucceeds(create(ADMIN, newPost(ADMIN, { category: 'notice' }))));
  it('cannot post as someone else', () => assertFails(create(BOB, newPost(ALICE))));
  it('rejects an unknown category', () =>
    assertFails(create(BOB, newPost(BOB, { category: 'random' }))));

  for (const counter of ['hits', 'likeCount', 'commentCount', 'bookmarkCount']) {
    it(`${counter} must start at 0`, () =>
      assertFails(create(BOB, newPost(BOB, { [counter]: 1 }))));
  }
  it('version must start at 1', () => assertFails(create(BOB, newPost(BOB, { version: 2 }))));

  it('accepts 10 tags', () =>
    assertSucceeds(
      create(BOB, newPost(BOB, { tags: Array.from({ length: 10 }, (_, i) => `t${i}`) })),
    ));
  it('rejects 11 tags', () =>
    assertFails(
      create(BOB, newPost(BOB, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })),
    ));
  it('rejects no tags', () => assertFails(create(BOB, newPost(BOB, { tags: [] }))));
  it('rejects a non-string tag', () => assertFails(create(BOB, newPost(BOB, { tags: ['ok', 7] }))));
  it('rejects tags that are not a list', () =>
    assertFails(create(BOB, newPost(BOB, { tags: 'pixel-art' }))));

  it('accepts a 200-character title', () =>
    assertSucceeds(create(BOB, newPost(BOB, { title: 'x'.repeat(200) }))));
  it('rejects an empty title', () => assertFails(create(BOB, newPost(BOB, { title: '' }))));
  it('rejects a 201-character title', () =>
    assertFails(create(BOB, newPost(BOB, { title: 'x'.repeat(201) }))));
  it('accepts 20000 characters of content', () =>
    assertSucceeds(create(BOB, newPost(BOB, { content: 'x'.repeat(20000) }))));
  it('rejects empty content', () => assertFails(create(BOB, newPost(BOB, { content: '' }))));
  it('rejects 20001 characters of content', () =>
    assertFails(create(BOB, newPost(BOB, { content: 'x'.repeat(20001) }))));

  it('accepts up to 200 search tokens', () =>
    assertSucceeds(
      create(BOB, newPost(BOB, { searchTokens: Array.from({ length: 200 }, (_, i) => `t${i}`) })),
    ));
  it('rejects 201 search tokens', () =>
    assertFails(
      create(BOB, newPost(BOB, { searchTokens: Array.from({ length: 201 }, (_, i) => `t${i}`) })),
    ));
  it('rejects search tokens that are not a list', () =>
    assertFails(create(BOB, newPost(BOB, { searchTokens: 'hello' }))));

  // The tokenizer's version the tokens were made by (SEARCH_VERSION): a small whole number.
  it("accepts the tokenizer's version with the tokens", () =>
    assertSucceeds(create(BOB, newPost(BOB, { searchTokens: ['he'], searchVersion: 2 }))));
  it("rejects a tokenizer's version that is no small whole number", async () => {
    for (const searchVersion of ['2', 0, -1, 1.5, 1001, [2], true])
      await assertFails(create(BOB, newPost(BOB, { searchTokens: ['he'], searchVersion })));
  });

  it('rejects an unknown field', () => assertFails(create(BOB, newPost(BOB, { pinned: true }))));
  it('rejects a missing field', () => {
    const post = newPost(BOB);
    delete post.updatedAt;
    return assertFails(create(BOB, post));
  });
  it('rejects a malformed author', () =>
    assertFails(create(BOB, newPost(BOB, { author: { displayName: 'bob', admin: true } }))));

  // The members a post mentions (src/data/model/mention.ts): each notified in its commit.
  const ten = Array.from({ length: 10 }, (_, i) => `m${i}`);
  it('accepts the members it mentions: one, and ten', async () => {
    await assertSucceeds(create(BOB, newPost(BOB, { mentions: [ALICE] })));
    await assertSucceeds(create(BOB, newPost(BOB, { mentions: ten }), 'new2'));
  });
  it('rejects eleven mentioned members', () =>
    assertFails(create(BOB, newPost(BOB, { mentions: [...ten, 'm10'] }))));
  it('rejects a member mentioned twice, an empty uid, a non-string, an empty list, not a list', async () => {
    for (const mentions of [
      [ALICE, ALICE],
      [ALICE, ''],
      [ALICE, 7],
      [],
      ALICE,
      ['x'.repeat(129)],
      ['a,b'],
    ])
      await assertFails(create(BOB, newPost(BOB, { mentions })));
  });
  it('rejects a post mentioning its own author', () =>
    assertFails(create(BOB, newPost(BOB, { mentions: [ALICE, BOB] }))));

  // The author's image slots it shows (src/data/model/image-slots.ts): what keeps their objects.
  const allSlots = Array.from({ length: IMAGE_SLOTS }, (_, i) => String(i));
  it('accepts the image slots it shows: none, the first and last, all of them', async () => {
    await assertSucceeds(create(BOB, newPost(BOB, { images: [] })));
    await assertSucceeds(create(BOB, newPost(BOB, { images: ['0', '199'] }), 'new2'));
    await assertSucceeds(create(BOB, newPost(BOB, { images: allSlots }), 'new3'));
  });
  // Every field at its limit in one post: the rules' evaluation stays within its bound of 1,000
  // expressions per request (the budget's move included).
  const atEveryLimit = () =>
    newPost(BOB, {
      title: 't'.repeat(200),
      content: 'x'.repeat(20000),
      tags: Array.from({ length: 10 }, (_, i) => `tag-${i}`),
      searchTokens: Array.from({ length: 200 }, (_, i) => `t${i}`),
      searchVersion: 2,
      mentions: ten,
      images: allSlots,
    });
  it('accepts a post with every field at its limit at once, and its edit; refuses it as a notice', async () => {
    await assertSucceeds(create(BOB, atEveryLimit()));
    const { title, content, tags, searchTokens, images } = atEveryLimit();
    await assertSucceeds(
      updateDoc(doc(db(BOB), 'posts/new'), {
        title: title.replace('t', 'e'),
        content,
        tags: [...tags].reverse(),
        searchTokens,
        images: [...images].reverse(),
        updatedAt: serverTimestamp(),
        version: 2,
      }),
    );
    await assertFails(create(BOB, { ...atEveryLimit(), category: 'notice' }, 'new2'));
  });
  it('rejects a slot past the last (200), a padded or signed name, a number, one twice, too many, not a list', async () => {
    for (const images of [
      ['200'],
      ['199', '200'],
      ['007'],
      ['-1'],
      ['1.5'],
      [''],
      [7],
      ['3', '3'],
      [...allSlots, '0'],
      '3',
      { 0: '3' },
    ])
      await assertFails(create(BOB, newPost(BOB, { images })));
  });
});

// ---- posts: content edits -----------------------------------------------------------------------

describe('posts: edit', () => {
  const edit = { title: 'Edited', content: 'New text', updatedAt: serverTimestamp(), version: 2 };

  it('visitor cannot edit', () => assertFails(updateDoc(doc(db(), POST), edit)));
  it('member cannot edit a post of someone else', () =>
    assertFails(updateDoc(doc(db(BOB), POST), edit)));
  it('owner edits with version + 1', () => assertSucceeds(updateDoc(doc(db(ALICE), POST), edit)));
  it('admin edits with version + 1', () => assertSucceeds(updateDoc(doc(db(ADMIN), POST), edit)));
  it('owner cannot keep the version', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, version: 1 })));
  it('owner cannot skip a version', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, version: 3 })));
  it('owner cannot change the author uid', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, uid: BOB })));
  it('owner cannot change createdAt', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, createdAt: later })));
  it('owner cannot set counters in an edit', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, likeCount: 100 })));
  it('owner cannot turn a post into a notice', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, category: 'notice' })));
  it('owner cannot empty the title', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, title: '' })));
  it('owner changes tags (within 1..10)', () =>
    assertSucceeds(updateDoc(doc(db(ALICE), POST), { ...edit, tags: ['a', 'b'] })));
  it('owner cannot drop all tags', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, tags: [] })));
  it('owner rewrites the search tokens with the content', () =>
    assertSucceeds(updateDoc(doc(db(ALICE), POST), { ...edit, searchTokens: ['ed', 'edi'] })));
  it('owner cannot change the members it mentions, nor add them afterwards', async () => {
    await assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, mentions: [BOB] }));
    await given((firestore) => updateDoc(doc(firestore, POST), { mentions: [BOB] }));
    await assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, mentions: [ADMIN] }));
    await assertFails(updateDoc(doc(db(ADMIN), POST), { ...edit, mentions: [ADMIN] }));
    // An edit that leaves them as they are goes through.
    await assertSucceeds(updateDoc(doc(db(ALICE), POST), edit));
  });
  it('owner rewrites the image slots it shows with the content; an admin too', async () => {
    await assertSucceeds(updateDoc(doc(db(ALICE), POST), { ...edit, images: ['4', '12'] }));
    await given((firestore) => updateDoc(doc(firestore, POST), { version: 1 }));
    await assertSucceeds(updateDoc(doc(db(ADMIN), POST), { ...edit, images: [] }));
  });
  it('owner cannot list a slot that is not one, nor change them outside an edit', async () => {
    await assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, images: ['200'] }));
    await assertFails(updateDoc(doc(db(ALICE), POST), { ...edit, images: [12] }));
    await assertFails(updateDoc(doc(db(ALICE), POST), { images: ['4'] }));
    await assertFails(updateDoc(doc(db(BOB), POST), { ...edit, images: ['4'] }));
  });
  it("owner rewrites the tokenizer's version with the tokens, within its bounds", async () => {
    const tokens = { searchTokens: ['ed', 'edi'] };
    await assertSucceeds(updateDoc(doc(db(ALICE), POST), { ...edit, ...tokens, searchVersion: 2 }));
    for (const searchVersion of ['3', 0, 2.5, 1001])
      await assertFails(
        updateDoc(doc(db(ALICE), POST), { ...edit, version: 3, ...tokens, searchVersion }),
      );
  });
  it("nobody changes the tokenizer's version outside an edit", () =>
    assertFails(updateDoc(doc(db(ALICE), POST), { searchVersion: 2 })));
  it('owner cannot write more than 200 search tokens', () =>
    assertFails(
      updateDoc(doc(db(ALICE), POST), {
        ...edit,
        searchTokens: Array.from({ length: 201 }, (_, i) => `t${i}`),
      }),
    ));
});

// ---- posts: delete ------------------------------------------------------------------------------

/** Deletes posts/p1 as `uid` with its tombstone, as the app does. */
function deleteWithTombstone(uid: string | undefined, owner = ALICE) {
  const firestore = db(uid);
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, POST));
  batch.set(doc(firestore, 'deletedPosts/p1'), {
    uid: owner,
    deletedBy: uid ?? '',
    deletedAt: serverTimestamp(),
  });
  return batch.commit();
}

describe('posts: delete', () => {
  it('visitor cannot delete', () => assertFails(deleteWithTombstone(undefined)));
  it('member cannot delete a post of someone else', () => assertFails(deleteWithTombstone(BOB)));
  it('owner deletes (with its tombstone)', () => assertSucceeds(deleteWithTombstone(ALICE)));
  it('admin deletes (with its tombstone)', () => assertSucceeds(deleteWithTombstone(ADMIN)));
});

// ---- posts: pinning (admin only) ---------------------------------------------------------------

describe('posts: pinning', () => {
  const pin = (pinned: boolean, extra: DocumentData = {}) => ({
    pinned,
    pinnedAt: serverTimestamp(),
    ...extra,
  });
  it('admin pins a notice', () => assertSucceeds(updateDoc(doc(db(ADMIN), NOTICE), pin(true))));
  it('admin unpins a notice', async () => {
    await given((firestore) => updateDoc(doc(firestore, NOTICE), { pinned: true, pinnedAt: at }));
    await assertSucceeds(updateDoc(doc(db(ADMIN), NOTICE), pin(false)));
  });
  it('member cannot pin a notice', () => assertFails(updateDoc(doc(db(BOB), NOTICE), pin(true))));
  it('owner who is not an admin cannot pin their post', () =>
    assertFails(updateDoc(doc(db(ALICE), POST), pin(true))));
  it('visitor cannot pin', () => assertFails(updateDoc(doc(db(), NOTICE), pin(true))));
  it('admin cannot pin a post that is not a notice', () =>
    assertFails(updateDoc(doc(db(ADMIN), POST), pin(true))));
  it('admin can unpin a pinned post that is no longer a notice', async () => {
    await given((firestore) => updateDoc(doc(firestore, POST), { pinned: true, pinnedAt: at }));
    await assertSucceeds(updateDoc(doc(db(ADMIN), POST), pin(false)));
  });
  it('pinned must be a boolean', () =>
    assertFails(updateDoc(doc(db(ADMIN), NOTICE), { pinned: 'yes', pinnedAt: serverTimestamp() })));
  it('pinnedAt must be a timestamp', () =>
    assertFails(updateDoc(doc(db(ADMIN), NOTICE), { pinned: true, pinnedAt: 1 })));
  it('a pin changes nothing else', () =>
    assertFails(updateDoc(doc(db(ADMIN), NOTICE), pin(true, { title: 'Changed' }))));
  it('a pin does not move the version', () =>
    assertFails(updateDoc(doc(db(ADMIN), NOTICE), pin(true, { version: 2 }))));
  it('anyone lists the pinned posts', () =>
    assertSucceeds(getDocs(query(collection(db(), 'posts'), where('pinned', '==', true)))));
});

// ---- hits ---------------------------------------------------------------------------------------

describe('posts: hits', () => {
  const view = (firestore: Firestore, viewer: string, delta = 1, extra: DocumentData = {}) => {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `${POST}/views/${viewer}`), { createdAt: serverTimestamp() });
    batch.update(doc(firestore, POST), { hits: increment(delta), ...extra });
    return batch.commit();
  };
  it('signed-out visitor cannot count a hit', () =>
    assertFails(updateDoc(doc(db(), POST), { hits: increment(1) })));
  it('member counts a view (+1 with their view document)', () =>
    assertSucceeds(view(db(BOB), BOB)));
  it('owner counts a view', () => assertSucceeds(view(db(ALICE), ALICE)));
  it("a visitor's anonymous session counts a view", () => {
    const anonymous = rules.db('anon-1', { firebase: { sign_in_provider: 'anonymous' } });
    return assertSucceeds(view(anonymous, 'anon-1'));
  });
  it('rejects +2', () => assertFails(view(db(BOB), BOB, 2)));
  it('rejects -1', () => assertFails(view(db(BOB), BOB, -1)));
  it('rejects a hit together with another change', () =>
    assertFails(view(db(BOB), BOB, 1, { title: 'x' })));
});

// ---- likes --------------------------------------------------------------------------------------

describe('likes', () => {
  const likePath = (uid: string) => `${POST}/likes/${uid}`;
  const like = async (uid: string | undefined, likeUid: string, delta = 1) => {
    const firestore = db(uid);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, likePath(likeUid)), { createdAt: serverTimestamp() });
    batch.update(doc(firestore, POST), { likeCount: increment(delta) });
    await moveBudget(rules, batch, firestore, uid, 'reaction', likePath(likeUid));
    return batch.commit();
  };
  const unlike = async (uid: string, likeUid: string, delta = -1) => {
    const firestore = db(uid);
    const batch = writeBatch(firestore);
    batch.delete(doc(firestore, likePath(likeUid)));
    batch.update(doc(firestore, POST), { likeCount: increment(delta) });
    await moveBudget(rules, batch, firestore, uid, 'reaction', likePath(likeUid));
    return batch.commit();
  };
  const givenLiked = (uid: string) =>
    given(async (firestore) => {
      await setDoc(doc(firestore, likePath(uid)), { createdAt: at });
      await updateDoc(doc(firestore, POST), { likeCount: 1 });
    });

  it('anyone reads likes', () => assertSucceeds(getDocs(collection(db(), `${POST}/likes`))));
  it('visitor cannot like', () => assertFails(like(undefined, BOB)));
  it('member likes with likeCount + 1', () => assertSucceeds(like(BOB, BOB)));
  it('owner likes their own post with likeCount + 1', () => assertSucceeds(like(ALICE, ALICE)));
  it('cannot like without counting', () =>
    assertFails(setDoc(doc(db(BOB), likePath(BOB)), { createdAt: serverTimestamp() })));
  it('cannot count without the like', () =>
    assertFails(updateDoc(doc(db(BOB), POST), { likeCount: increment(1) })));
  it('cannot count +2', () => assertFails(like(BOB, BOB, 2)));
  it('cannot like for someone else', () => assertFails(like(BOB, ALICE)));
  it('cannot like twice', async () => {
    await givenLiked(BOB);
    await assertFails(like(BOB, BOB));
  });
  it('unlikes with likeCount - 1', async () => {
    await givenLiked(BOB);
    await assertSucceeds(unlike(BOB, BOB));
  });
  it('cannot unlike without counting', async () => {
    await givenLiked(BOB);
    await assertFails(deleteDoc(doc(db(BOB), likePath(BOB))));
  });
  it('cannot count -1 while keeping the like', async () => {
    await givenLiked(BOB);
    await assertFails(updateDoc(doc(db(BOB), POST), { likeCount: increment(-1) }));
  });
  it("cannot remove someone else's like", async () => {
    await givenLiked(BOB);
    await assertFails(unlike(ALICE, BOB));
  });
});

// ---- comments -----------------------------------------------------------------------------------

describe('comments', () => {
  const commentPath = `${POST}/comments/c1`;
  const addComment = async (uid: string | undefined, data: DocumentData, delta = 1) => {
    const firestore = db(uid);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, commentPath), data);
    batch.update(doc(firestore, POST), { commentCount: increment(delta), lastCommentId: 'c1' });
    await moveBudget(rules, batch, firestore, uid, 'comment', commentPath);
    return batch.commit();
  };
  const removeComment = (uid: string, delta = -1) => {
    const firestore = db(uid);
    const batch = writeBatch(firestore);
    batch.delete(doc(firestore, commentPath));
    batch.update(doc(firestore, POST), { commentCount: increment(delta), lastCommentId: 'c1' });
    return batch.commit();
  };
  const givenComment = (uid: string) =>
    given(async (firestore) => {
      await setDoc(doc(firestore, commentPath), newComment(uid, { createdAt: at }));
      await updateDoc(doc(firestore, POST), { commentCount: 1 });
    });

  it('visitor reads comments', () => assertSucceeds(getDocs(collection(db(), `${POST}/comments`))));
  it('visitor cannot comment', () => assertFails(addComment(undefined, newComment(BOB))));
  it('member comments with commentCount + 1', () =>
    assertSucceeds(addComment(BOB, newComment(BOB))));
  it('cannot comment without counting', () =>
    assertFails(setDoc(doc(db(BOB), commentPath), newComment(BOB))));
  it('cannot count +2', () => assertFails(addComment(BOB, newComment(BOB), 2)));
  it('cannot comment as someone else', () => assertFails(addComment(BOB, newComment(ALICE))));
  it('accepts 2000 characters', () =>
    assertSucceeds(addComment(BOB, newComment(BOB, { text: 'x'.repeat(2000) }))));
  it('rejects an empty text', () => assertFails(addComment(BOB, newComment(BOB, { text: '' }))));
  it('rejects 2001 characters', () =>
    assertFails(addComment(BOB, newComment(BOB, { text: 'x'.repeat(2001) }))));
  it('rejects an unknown field', () =>
    assertFails(addComment(BOB, newComment(BOB, { pinned: true }))));

  // An edit as the app sends it: the text, one version up, the server's time, marked edited.
  const edit = (overrides: DocumentData = {}): DocumentData => ({
    text: 'Edited',
    version: 2,
    updatedAt: serverTimestamp(),
    edited: true,
    ...overrides,
  });
  it('author edits the text (version 1 -> 2, marked edited)', async () => {
    await givenComment(BOB);
    await assertSucceeds(updateDoc(doc(db(BOB), commentPath), edit()));
  });
  it('author edits an edited comment one version further', async () => {
    await givenComment(BOB);
    await given((firestore) =>
      updateDoc(doc(firestore, commentPath), { version: 2, edited: true, updatedAt: at }),
    );
    await assertSucceeds(updateDoc(doc(db(BOB), commentPath), edit({ version: 3 })));
    await assertFails(updateDoc(doc(db(BOB), commentPath), edit({ version: 3 })));
  });
  it('an edit without version, time and marker is refused', async () => {
    await givenComment(BOB);
    await assertFails(updateDoc(doc(db(BOB), commentPath), { text: 'Edited' }));
  });
  it('an edit that skips or repeats a version is refused', async () => {
    await givenComment(BOB);
    await assertFails(updateDoc(doc(db(BOB), commentPath), edit({ version: 3 })));
    await assertFails(updateDoc(doc(db(BOB), commentPath), edit({ version: 1 })));
  });
  it("an edit with the client's clock is refused", async () => {
    await givenComment(BOB);
    await assertFails(updateDoc(doc(db(BOB), commentPath), edit({ updatedAt: later })));
  });
  it('an edit not marked as edited is refused', async () => {
    await givenComment(BOB);
    await assertFails(updateDoc(doc(db(BOB), commentPath), edit({ edited: false })));
  });
  it('an edit that also changes the author, uid or dates is refused', async () => {
    await givenComment(BOB);
    const refused = [
      { uid: ALICE },
      { author: { displayName: 'admin', photoURL: '' } },
      { createdAt: later },
      { writtenAt: later },
      { pinned: true },
    ];
    for (const extra of refused)
      await assertFails(updateDoc(doc(db(BOB), commentPath), edit(extra)));
  });
  it('an edit to an empty or over-long text is refused', async () => {
    await givenComment(BOB);
    await assertFails(updateDoc(doc(db(BOB), commentPath), edit({ text: '' })));
    await assertFails(updateDoc(doc(db(BOB), commentPath), edit({ text: 'x'.repeat(2001) })));
  });
  it('author with an unverified email cannot edit', async () => {
    await givenComment(BOB);
    const unverified = rules.db(BOB, { email_verified: false });
    await assertFails(updateDoc(doc(unverified, commentPath), edit()));
  });
  it('post owner, other members and admins cannot edit the comment', async () => {
    await givenComment(BOB);
    for (const uid of [ALICE, ADMIN])
      await assertFails(updateDoc(doc(db(uid), commentPath), edit()));
    await assertFails(updateDoc(doc(db(), commentPath), edit()));
  });

  it('author deletes with commentCount - 1', async () => {
    await givenComment(BOB);
    await assertSucceeds(removeComment(BOB));
  });
  it('admin deletes with commentCount - 1', async () => {
    await givenComment(BOB);
    await assertSucceeds(removeComment(ADMIN));
  });
  it('author cannot delete without counting', async () => {
    await givenComment(BOB);
    await assertFails(deleteDoc(doc(db(BOB), commentPath)));
  });
  it('another member (even the post owner) cannot delete', async () => {
    await givenComment(BOB);
    await assertFails(removeComment(ALICE));
  });
  it('visitor cannot delete', async () => {
    await givenComment(BOB);
    await assertFails(deleteDoc(doc(db(), commentPath)));
  });
  it('a comment left on a deleted post goes by its author, the post author or an admin', async () => {
    await givenComment(BOB);
    await given(async (firestore) => {
      await deleteDoc(doc(firestore, POST));
      await setDoc(doc(firestore, 'deletedPosts/p1'), {
        uid: ALICE,
        deletedBy: ALICE,
        deletedAt: at,
      });
    });
    await assertSucceeds(deleteDoc(doc(db(BOB), commentPath)));
  });
  it("another member cannot clear a deleted post's comments", async () => {
    await givenComment(ADMIN);
    await given(async (firestore) => {
      await deleteDoc(doc(firestore, POST));
      await setDoc(doc(firestore, 'deletedPosts/p1'), {
        uid: ALICE,
        deletedBy: ALICE,
        deletedAt: at,
      });
    });
    await assertFails(deleteDoc(doc(db(BOB), commentPath)));
    await assertSucceeds(deleteDoc(doc(db(ALICE), commentPath)));
  });
  it('an admin removes a comment left on a deleted post', async () => {
    await givenComment(BOB);
    await given((firestore) => deleteDoc(doc(firestore, POST)));
    await assertSucceeds(deleteDoc(doc(db(ADMIN), commentPath)));
  });
  it("the post's author deletes it with everyone's comments and likes in one batch", async () => {
    await given(async (firestore) => {
      const batch = writeBatch(firestore);
      for (let i = 0; i < 40; i++) {
        batch.set(
          doc(firestore, `${POST}/comments/many${i}`),
          newComment(i % 2 ? BOB : ADMIN, { createdAt: at }),
        );
      }
      batch.set(doc(firestore, `${POST}/likes/${BOB}`), { createdAt: at });
      batch.set(doc(firestore, `${POST}/likes/${ADMIN}`), { createdAt: at });
      batch.update(doc(firestore, POST), { commentCount: 40, likeCount: 2 });
      await batch.commit();
    });
    const removeAll = (uid: string, keepPost = false) => {
      const firestore = db(uid);
      const batch = writeBatch(firestore);
      if (!keepPost) {
        batch.delete(doc(firestore, POST));
        batch.set(doc(firestore, 'deletedPosts/p1'), {
          uid: ALICE,
          deletedBy: uid,
          deletedAt: serverTimestamp(),
        });
      }
      for (let i = 0; i < 40; i++) batch.delete(doc(firestore, `${POST}/comments/many${i}`));
      batch.delete(doc(firestore, `${POST}/likes/${BOB}`));
      batch.delete(doc(firestore, `${POST}/likes/${ADMIN}`));
      return batch.commit();
    };
    // Not without deleting the post, and not by someone else.
    await assertFails(removeAll(ALICE, true));
    await assertFails(removeAll(BOB));
    await assertSucceeds(removeAll(ALICE));
  });
  it("an admin deletes someone's post with its comments and likes", async () => {
    await givenComment(BOB);
    await given((firestore) => setDoc(doc(firestore, `${POST}/likes/${BOB}`), { createdAt: at }));
    const firestore = db(ADMIN);
    const batch = writeBatch(firestore);
    batch.delete(doc(firestore, POST));
    batch.set(doc(firestore, 'deletedPosts/p1'), {
      uid: ALICE,
      deletedBy: ADMIN,
      deletedAt: serverTimestamp(),
    });
    batch.delete(doc(firestore, commentPath));
    batch.delete(doc(firestore, `${POST}/likes/${BOB}`));
    await assertSucceeds(batch.commit());
  });
  it("anyone reads every post's comments at once (the admin's list)", () =>
    assertSucceeds(getDocs(collectionGroup(db(), 'comments'))));
  it('commentCount cannot move by 2 on its own', () =>
    assertFails(updateDoc(doc(db(BOB), POST), { commentCount: increment(2) })));
});

// ---- bookmarks ----------------------------------------------------------------------------------

describe('bookmarks', () => {
  const bookmarkPath = (uid: string) => `users/${uid}/bookmarks/p1`;
  const bookmark = {
    createdAt: serverTimestamp(),
    title: 'Hello',
    category: 'community',
    tags: ['pixel-art'],
    author: { displayName: 'alice', photoURL: '' },
    postCreatedAt: at,
  };
  const add = async (uid: string | undefined, owner: string, delta = 1) => {
    const firestore = db(uid);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, bookmarkPath(owner)), bookmark);
    batch.update(doc(firestore, POST), { bookmarkCount: increment(delta) });
    await moveBudget(rules, batch, firestore, uid, 'reaction', bookmarkPath(owner));
    return batch.commit();
  };
  const remove = async (uid: string, owner: string) => {
    const firestore = db(uid);
    const batch = writeBatch(firestore);
    batch.delete(doc(firestore, bookmarkPath(owner)));
    batch.update(doc(firestore, POST), { bookmarkCount: increment(-1) });
    await moveBudget(rules, batch, firestore, uid, 'reaction', bookmarkPath(owner));
    return batch.commit();
  };
  const givenBookmarked = (uid: string) =>
    given(async (firestore) => {
      await setDoc(doc(firestore, bookmarkPath(uid)), { ...bookmark, createdAt: at });
      await updateDoc(doc(firestore, POST), { bookmarkCount: 1 });
    });

  it('member bookmarks with bookmarkCount + 1', () => assertSucceeds(add(BOB, BOB)));
  it('visitor cannot bookmark', () => assertFails(add(undefined, BOB)));
  it('cannot bookmark without counting', () =>
    assertFails(setDoc(doc(db(BOB), bookmarkPath(BOB)), bookmark)));
  it('cannot count without the bookmark', () =>
    assertFails(updateDoc(doc(db(BOB), POST), { bookmarkCount: increment(1) })));
  it('cannot count +2', () => assertFails(add(BOB, BOB, 2)));
  it("cannot write into someone else's bookmarks", () => assertFails(add(BOB, ALICE)));

  it('owner reads their bookmarks', async () => {
    await givenBookmarked(BOB);
    await assertSucceeds(getDocs(collection(db(BOB), `users/${BOB}/bookmarks`)));
  });
  it("member cannot read someone else's bookmarks", async () => {
    await givenBookmarked(BOB);
    await assertFails(getDoc(doc(db(ALICE), bookmarkPath(BOB))));
  });
  it('visitor cannot read bookmarks', async () => {
    await givenBookmarked(BOB);
    await assertFails(getDoc(doc(db(), bookmarkPath(BOB))));
  });
  it('removes a bookmark with bookmarkCount - 1', async () => {
    await givenBookmarked(BOB);
    await assertSucceeds(remove(BOB, BOB));
  });
  it('cannot remove a bookmark without counting', async () => {
    await givenBookmarked(BOB);
    await assertFails(deleteDoc(doc(db(BOB), bookmarkPath(BOB))));
  });
  it('removes a bookmark of a deleted post without counting', async () => {
    await givenBookmarked(BOB);
    await given((firestore) => deleteDoc(doc(firestore, POST)));
    await assertSucceeds(deleteDoc(doc(db(BOB), bookmarkPath(BOB))));
  });
  it("cannot remove someone else's bookmark", async () => {
    await givenBookmarked(BOB);
    await assertFails(remove(ALICE, BOB));
  });
});

// ---- todos --------------------------------------------------------------------------------------

describe('todos', () => {
  const todoPath = `users/${ALICE}/todos/t1`;
  const todo = { text: 'Draw a slime', done: false, order: 1, createdAt: at, updatedAt: at };
  const givenTodo = () => given((firestore) => setDoc(doc(firestore, todoPath), todo));

  it('owner creates a todo', () => assertSucceeds(setDoc(doc(db(ALICE), todoPath), todo)));
  it('owner reads todos', async () => {
    await givenTodo();
    await assertSucceeds(getDocs(collection(db(ALICE), `users/${ALICE}/todos`)));
  });
  it('owner updates a todo', async () => {
    await givenTodo();
    await assertSucceeds(updateDoc(doc(db(ALICE), todoPath), { done: true, updatedAt: later }));
  });
  it('owner deletes a todo', async () => {
    await givenTodo();
    await assertSucceeds(deleteDoc(doc(db(ALICE), todoPath)));
  });
  it('rejects an empty text', () =>
    assertFails(setDoc(doc(db(ALICE), todoPath), { ...todo, text: '' })));
  it('rejects a non-boolean done', () =>
    assertFails(setDoc(doc(db(ALICE), todoPath), { ...todo, done: 'yes' })));

  for (const [who, uid] of [
    ['visitor', undefined],
    ['member', BOB],
    ['admin', ADMIN],
  ]) {
    it(`${who} cannot read them`, async () => {
      await givenTodo();
      await assertFails(getDoc(doc(db(uid), todoPath)));
    });
    it(`${who} cannot write them`, () => assertFails(setDoc(doc(db(uid), todoPath), todo)));
    it(`${who} cannot delete them`, async () => {
      await givenTodo();
      await assertFails(deleteDoc(doc(db(uid), todoPath)));
    });
  }
});
