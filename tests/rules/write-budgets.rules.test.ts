// firestore.rules on write budgets: a member's posts, comments and replies, reactions (likes and
// bookmarks, given or taken back) and reports each move their kind's windows in the member's
// budget document (users/{uid}/private/budget), in the same commit. The write at the limit goes,
// the one past it is refused; a window that has passed starts again at 1; a new account gets a
// fifth; admins are exempt; and the budget moves only with the write it counts. Each refused
// attack sits beside the honest write it imitates.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BUDGET_WINDOWS,
  budgetPath,
  newAccountLimit,
  type BudgetKind,
  type BudgetWindowName,
} from '../../src/data/model/write-budget';
import { budgetMove, type SeededWindow } from './budget-moves';
import { firestoreRulesEnv, VERIFIED, type Firestore } from './firestore-rules-env';

const rules = firestoreRulesEnv('demo-rules-write-budgets');

const MEMBER = 'member1'; // a member of two months
const NEWBIE = 'newbie1'; // joined an hour ago
const ADMIN = 'admin1';
const OWNER = 'owner1'; // wrote posts/p1 and its comment c1
const POST = 'posts/p1';
const DAY = 24 * 3_600_000;
const at = Timestamp.fromMillis(Date.now() - 60 * DAY);

const db = (uid: string) => rules.db(uid, VERIFIED);
const { given } = rules;

const limit = (name: BudgetWindowName) => BUDGET_WINDOWS.find((w) => w.name === name)!.limit;

beforeEach(async () => {
  await rules.clear();
  await given((firestore) => {
    const batch = writeBatch(firestore);
    const user = (name: string, createdAt: Timestamp, extra: DocumentData = {}) => ({
      displayName: name,
      photoURL: '',
      createdAt,
      ...extra,
    });
    batch.set(doc(firestore, `users/${MEMBER}`), user('member', at));
    batch.set(
      doc(firestore, `users/${NEWBIE}`),
      user('newbie', Timestamp.fromMillis(Date.now() - 3_600_000)),
    );
    batch.set(doc(firestore, `users/${ADMIN}`), user('admin', at, { role: 'admin' }));
    batch.set(doc(firestore, `users/${OWNER}`), user('owner', at));
    batch.set(doc(firestore, POST), {
      title: 'Hello',
      category: 'community',
      tags: ['t'],
      content: 'Hi',
      uid: OWNER,
      author: { displayName: 'owner', photoURL: '' },
      hits: 0,
      likeCount: 0,
      commentCount: 3,
      bookmarkCount: 0,
      createdAt: at,
      updatedAt: at,
      version: 1,
      hidden: false,
    });
    for (const id of ['c1', 'c2', 'c3'])
      batch.set(doc(firestore, `${POST}/comments/${id}`), {
        text: 'First',
        uid: OWNER,
        author: { displayName: 'owner', photoURL: '' },
        createdAt: at,
      });
    return batch.commit();
  });
});

type Windows = Partial<Record<BudgetWindowName, SeededWindow>>;

/** The budget document as it stands before the write (rules off). */
const seedBudget = (uid: string, windows: Windows, counted = 'posts/old') =>
  given((firestore) => setDoc(doc(firestore, budgetPath(uid)), { ...windows, counted }));

/** A window started `agoMs` ago that has counted `count` writes. */
const started = (agoMs: number, count: number): SeededWindow => ({
  start: Timestamp.fromMillis(Date.now() - agoMs),
  count,
});

const readBudget = async (uid: string) =>
  (await getDoc(doc(db(uid), budgetPath(uid)))).data() as Record<string, { count: number }>;

interface Honest {
  /** The budget's fields as written (default: the app's move over `before`). */
  budget?: DocumentData | null;
  before?: Windows;
  id?: string;
}

/** The document each kind of write creates (or a reaction deletes), under `id`. */
const countedPath = (
  kind: 'post' | 'comment' | 'reply' | 'like' | 'unlike' | 'bookmark' | 'report',
  uid: string,
  id: string,
) =>
  kind === 'post'
    ? `posts/${id}`
    : kind === 'comment' || kind === 'reply'
      ? `${POST}/comments/${id}`
      : kind === 'like' || kind === 'unlike'
        ? `${POST}/likes/${uid}`
        : kind === 'bookmark'
          ? `users/${uid}/bookmarks/p1`
          : `reports/${reportedKey(id)}/by/${uid}`;

/** The item a report `id` is of: one of the owner's comments (x1: c1, x2: c2...). */
const reportedKey = (id: string) => `comment_p1_c${id.replace(/\D/g, '') || '1'}`;

const budgetKindOf = (kind: Parameters<typeof countedPath>[0]): BudgetKind =>
  kind === 'post'
    ? 'post'
    : kind === 'comment' || kind === 'reply'
      ? 'comment'
      : kind === 'report'
        ? 'report'
        : 'reaction';

/** The counted write itself, as the app makes it (without the budget). */
function countedWrite(
  batch: WriteBatch,
  firestore: Firestore,
  kind: Parameters<typeof countedPath>[0],
  uid: string,
  id: string,
): void {
  const path = countedPath(kind, uid, id);
  const author = { displayName: uid.replace(/1$/, ''), photoURL: '' };
  if (kind === 'post') {
    batch.set(doc(firestore, path), {
      title: 'Mine',
      category: 'community',
      tags: ['t'],
      content: 'Body',
      uid,
      author,
      hits: 0,
      likeCount: 0,
      commentCount: 0,
      bookmarkCount: 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      version: 1,
      hidden: false,
    });
  } else if (kind === 'comment' || kind === 'reply') {
    batch.set(doc(firestore, path), {
      text: 'Nice',
      uid,
      author,
      createdAt: serverTimestamp(),
      ...(kind === 'reply' ? { parentId: 'c1' } : {}),
    });
    batch.update(doc(firestore, POST), { commentCount: increment(1), lastCommentId: id });
    if (kind === 'reply')
      batch.update(doc(firestore, `${POST}/comments/c1`), {
        replyCount: increment(1),
        lastReplyId: id,
      });
  } else if (kind === 'like') {
    batch.set(doc(firestore, path), { createdAt: serverTimestamp() });
    batch.update(doc(firestore, POST), { likeCount: increment(1) });
  } else if (kind === 'unlike') {
    batch.delete(doc(firestore, path));
    batch.update(doc(firestore, POST), { likeCount: increment(-1) });
  } else if (kind === 'bookmark') {
    batch.set(doc(firestore, path), {
      createdAt: serverTimestamp(),
      title: 'Hello',
      category: 'community',
      tags: ['t'],
      author: { displayName: 'owner', photoURL: '' },
      postCreatedAt: at,
    });
    batch.update(doc(firestore, POST), { bookmarkCount: increment(1) });
  } else {
    batch.set(doc(firestore, path), { reason: 'spam', text: '', createdAt: serverTimestamp() });
    const key = reportedKey(id);
    batch.set(
      doc(firestore, `reports/${key}`),
      {
        kind: 'comment',
        postId: 'p1',
        commentId: key.slice('comment_p1_'.length),
        authorUid: OWNER,
        count: increment(1),
        reasons: { spam: increment(1), abuse: increment(0), other: increment(0) },
        lastReporter: uid,
        status: 'open',
        updatedAt: serverTimestamp(),
      },
      { merge: true },
    );
  }
}

/** `uid`'s write of `kind`, with the budget moved as the app moves it (or as `budget` says). */
function write(
  kind: Parameters<typeof countedPath>[0],
  uid: string,
  { budget, before = {}, id = 'x1' }: Honest = {},
) {
  const firestore = db(uid);
  const batch = writeBatch(firestore);
  countedWrite(batch, firestore, kind, uid, id);
  const moved =
    budget === undefined
      ? budgetMove(budgetKindOf(kind), countedPath(kind, uid, id), before)
      : budget;
  if (moved !== null) batch.set(doc(firestore, budgetPath(uid)), moved, { merge: true });
  return batch.commit();
}

/** A like already given (rules off), to take back. */
const givenLike = (uid: string) =>
  given((firestore) =>
    writeBatch(firestore)
      .set(doc(firestore, `${POST}/likes/${uid}`), { createdAt: at })
      .update(doc(firestore, POST), { likeCount: 1 })
      .commit(),
  );

// Each kind's short window: the one the limit test fills.
const SHORT: Array<{
  kind: Parameters<typeof countedPath>[0];
  window: BudgetWindowName;
  other?: BudgetWindowName;
}> = [
  { kind: 'post', window: 'post10m', other: 'postDay' },
  { kind: 'comment', window: 'comment10m', other: 'commentDay' },
  { kind: 'reply', window: 'comment10m', other: 'commentDay' },
  { kind: 'like', window: 'reaction1m' },
  { kind: 'unlike', window: 'reaction1m' },
  { kind: 'bookmark', window: 'reaction1m' },
  { kind: 'report', window: 'reportDay' },
];

describe('the write at the limit goes, the one past it is refused', () => {
  for (const { kind, window, other } of SHORT) {
    const seeded = (count: number): Windows => ({
      [window]: started(20_000, count),
      ...(other ? { [other]: started(20_000, count) } : {}),
    });
    it(`honest: ${kind} as the ${limit(window)}th of ${window}`, async () => {
      if (kind === 'unlike') await givenLike(MEMBER);
      const before = seeded(limit(window) - 1);
      await seedBudget(MEMBER, before);
      await assertSucceeds(write(kind, MEMBER, { before }));
      expect((await readBudget(MEMBER))[window]!.count).toBe(limit(window));
    });
    it(`${kind} past ${window}'s ${limit(window)}, or without moving the budget`, async () => {
      if (kind === 'unlike') await givenLike(MEMBER);
      const before = seeded(limit(window));
      await seedBudget(MEMBER, before);
      await assertFails(write(kind, MEMBER, { before }));
      await assertFails(write(kind, MEMBER, { budget: null }));
    });
  }

  it('post: the day window full refuses the next post, its ten minutes free', async () => {
    const before: Windows = { post10m: started(11 * 60_000, 5), postDay: started(3_600_000, 19) };
    await seedBudget(MEMBER, before);
    await assertSucceeds(write('post', MEMBER, { before }));
    const full: Windows = { post10m: started(11 * 60_000, 1), postDay: started(3_600_000, 20) };
    await seedBudget(MEMBER, full);
    await assertFails(write('post', MEMBER, { before: full, id: 'x2' }));
  });
});

describe('a window that has passed starts again at 1', () => {
  for (const { kind, window, other } of SHORT) {
    it(`${kind}: ${window} full, started before its length`, async () => {
      if (kind === 'unlike') await givenLike(MEMBER);
      const spec = BUDGET_WINDOWS.find((w) => w.name === window)!;
      const passed: Windows = {
        [window]: started(spec.minutes * 60_000 + 5_000, limit(window)),
        ...(other ? { [other]: started(20_000, 1) } : {}),
      };
      await seedBudget(MEMBER, passed);
      // Counting on in the passed window goes past its limit: refused.
      const onward = budgetMove(
        budgetKindOf(kind),
        countedPath(kind, MEMBER, 'x1'),
        passed,
        Date.now() - spec.minutes * 60_000,
      );
      await assertFails(write(kind, MEMBER, { budget: onward }));
      await assertSucceeds(write(kind, MEMBER, { before: passed }));
      const budget = await readBudget(MEMBER);
      expect(budget[window]!.count).toBe(1);
      if (other) expect(budget[other]!.count).toBe(2);
    });
  }

  it('a window that has not passed cannot start again', async () => {
    const before: Windows = { post10m: started(5 * 60_000, 5), postDay: started(5 * 60_000, 5) };
    await seedBudget(MEMBER, before);
    const restart = {
      post10m: { start: serverTimestamp(), count: 1 },
      postDay: { start: serverTimestamp(), count: 1 },
      counted: 'posts/x1',
    };
    await assertFails(write('post', MEMBER, { budget: restart }));
  });
});

describe('a new account gets a fifth', () => {
  type Kind = Parameters<typeof countedPath>[0];
  // The next write of the kind (a like, once given, is taken back).
  const FIRST: Array<{ kind: Kind; window: BudgetWindowName; next?: Kind }> = [
    { kind: 'post', window: 'post10m' },
    { kind: 'comment', window: 'comment10m' },
    { kind: 'like', window: 'reaction1m', next: 'unlike' },
    { kind: 'report', window: 'reportDay' },
  ];
  for (const { kind, window, next = kind } of FIRST) {
    const small = newAccountLimit(limit(window));
    it(`${kind}: ${small} in ${window}, not ${small + 1}`, async () => {
      const windows = BUDGET_WINDOWS.filter((w) => w.kind === budgetKindOf(kind));
      const atLimit = (count: number): Windows =>
        Object.fromEntries(windows.map((w) => [w.name, started(20_000, count)]));
      if (small > 1) {
        const before = atLimit(small - 1);
        await seedBudget(NEWBIE, before);
        await assertSucceeds(write(kind, NEWBIE, { before }));
      } else {
        await assertSucceeds(write(kind, NEWBIE));
      }
      const full = atLimit(small);
      await seedBudget(NEWBIE, full);
      await assertFails(write(next, NEWBIE, { before: full, id: 'x2' }));
      // A member of two months writes past that.
      await seedBudget(MEMBER, full);
      await assertSucceeds(write(kind, MEMBER, { before: full, id: 'x3' }));
    });
  }

  it('a member whose users document is made in the same commit is new', async () => {
    const FRESH = 'fresh1';
    const firestore = db(FRESH);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `users/${FRESH}`), {
      displayName: 'fresh',
      photoURL: '',
      email: '',
      language: 'ko',
      createdAt: serverTimestamp(),
    });
    batch.set(doc(firestore, `profiles/${FRESH}`), {
      displayName: 'fresh',
      photoURL: '',
      createdAt: serverTimestamp(),
    });
    countedWrite(batch, firestore, 'post', FRESH, 'f1');
    batch.set(doc(firestore, budgetPath(FRESH)), budgetMove('post', 'posts/f1'));
    await assertSucceeds(batch.commit());
    const second: Windows = { post10m: started(1_000, 1), postDay: started(1_000, 1) };
    await seedBudget(FRESH, second);
    await assertFails(write('post', FRESH, { before: second, id: 'f2' }));
  });
});

describe('admins are exempt', () => {
  it('an admin writes past every limit, with or without moving a budget', async () => {
    const full: Windows = { post10m: started(1_000, 5), postDay: started(1_000, 20) };
    await seedBudget(ADMIN, full);
    await assertSucceeds(write('post', ADMIN, { budget: null }));
    await assertSucceeds(write('post', ADMIN, { before: full, id: 'x2' }));
    await assertSucceeds(write('like', ADMIN, { budget: null }));
    await assertSucceeds(write('comment', ADMIN, { budget: null, id: 'c9' }));
    // A member is not.
    await seedBudget(MEMBER, full);
    await assertFails(write('post', MEMBER, { budget: null, id: 'x3' }));
  });
});

describe('the budget moves only with the write it counts', () => {
  const before: Windows = { post10m: started(60_000, 3), postDay: started(60_000, 3) };
  beforeEach(() => seedBudget(MEMBER, before));

  it('honest: the post and its move', () => assertSucceeds(write('post', MEMBER, { before })));

  it('a post without moving the budget (skipped)', () =>
    assertFails(write('post', MEMBER, { budget: null })));

  it('the owner cannot reset, lower or delete it', async () => {
    const ref = doc(db(MEMBER), budgetPath(MEMBER));
    await assertFails(deleteDoc(ref));
    await assertFails(updateDoc(ref, { 'post10m.count': 0 }));
    await assertFails(updateDoc(ref, { 'post10m.count': 2, counted: 'posts/x1' }));
    await assertFails(
      setDoc(ref, { post10m: { start: serverTimestamp(), count: 1 }, counted: 'posts/p1' }),
    );
    // Nor lower it in the commit of a post.
    await assertFails(
      write('post', MEMBER, {
        budget: {
          post10m: { start: before.post10m!.start, count: 2 },
          postDay: { start: before.postDay!.start, count: 4 },
          counted: 'posts/x1',
        },
      }),
    );
  });

  it('nor move it outside the commit it counts', async () => {
    const ref = doc(db(MEMBER), budgetPath(MEMBER));
    // Naming a post that is there already, or one that is not there after.
    await assertFails(setDoc(ref, budgetMove('post', POST, before), { merge: true }));
    await assertFails(setDoc(ref, budgetMove('post', 'posts/nothing', before), { merge: true }));
  });

  it('nor move the wrong window, nor skip one, nor move by two', async () => {
    const wrong = { ...budgetMove('comment', 'posts/x1', {}), counted: 'posts/x1' };
    await assertFails(write('post', MEMBER, { budget: wrong }));
    const skipped = budgetMove('post', 'posts/x1', before);
    delete skipped.postDay;
    await assertFails(write('post', MEMBER, { budget: skipped }));
    const extra = {
      ...budgetMove('post', 'posts/x1', before),
      reaction1m: { start: serverTimestamp(), count: 1 },
    };
    await assertFails(write('post', MEMBER, { budget: extra }));
    const twice = budgetMove('post', 'posts/x1', before);
    twice.post10m = { start: before.post10m!.start, count: 5 };
    await assertFails(write('post', MEMBER, { budget: twice }));
  });

  it('nor name another document than its write, nor count two posts with one move', async () => {
    await assertFails(write('post', MEMBER, { budget: budgetMove('post', 'posts/x2', before) }));
    const firestore = db(MEMBER);
    const batch = writeBatch(firestore);
    countedWrite(batch, firestore, 'post', MEMBER, 'x1');
    countedWrite(batch, firestore, 'post', MEMBER, 'x2');
    batch.set(doc(firestore, budgetPath(MEMBER)), budgetMove('post', 'posts/x1', before), {
      merge: true,
    });
    await assertFails(batch.commit());
  });

  it('nor date a restart itself, nor add a field', async () => {
    const dated = {
      post10m: { start: Timestamp.now(), count: 1 },
      postDay: { start: before.postDay!.start, count: 4 },
      counted: 'posts/x1',
    };
    await given((firestore) =>
      setDoc(doc(firestore, budgetPath(MEMBER)), {
        post10m: started(11 * 60_000, 5),
        postDay: before.postDay,
        counted: 'posts/old',
      }),
    );
    await assertFails(write('post', MEMBER, { budget: dated }));
    await assertFails(
      write('post', MEMBER, {
        budget: { ...budgetMove('post', 'posts/x1', before), note: 'free' },
      }),
    );
  });

  it("nor move another member's budget; only its owner reads it", async () => {
    const firestore = db(NEWBIE);
    const batch = writeBatch(firestore);
    countedWrite(batch, firestore, 'post', NEWBIE, 'n1');
    batch.set(doc(firestore, budgetPath(MEMBER)), budgetMove('post', 'posts/n1', before), {
      merge: true,
    });
    await assertFails(batch.commit());
    await assertSucceeds(getDoc(doc(db(MEMBER), budgetPath(MEMBER))));
    await assertFails(getDoc(doc(db(NEWBIE), budgetPath(MEMBER))));
  });
});
