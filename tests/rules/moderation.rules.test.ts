// firestore.rules on reports and moderation (src/data/model/moderation.ts): a verified member
// reports a post, comment or reply once, counted on the item's summary in the same commit; only
// admins read the queue, hide an item or dismiss its reports; a report is read by its reporter and
// admins alone; nothing is added under hidden content. Each refused attack sits beside the honest
// write it imitates, so a rule that refuses everything fails here too.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveBudget } from './budget-moves';
import { firestoreRulesEnv, type Firestore } from './firestore-rules-env';
import {
  reportKey,
  reportPath,
  reportSummaryPath,
  reportedItemPath,
  type ReportedItem,
  type ReportReason,
} from '../../src/data/model/moderation';

const rules = firestoreRulesEnv('demo-rules-moderation');

const ALICE = 'alice1'; // wrote the post p1 and its comment c1
const BOB = 'bob1'; // reports (and attacks)
const CAROL = 'carol1'; // reports too; wrote the reply r1 under c1
const ADMIN = 'admin1';
const at = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

const POST: ReportedItem = { kind: 'post', postId: 'p1' };
const COMMENT: ReportedItem = { kind: 'comment', postId: 'p1', commentId: 'c1' };
const REPLY: ReportedItem = { kind: 'comment', postId: 'p1', commentId: 'r1' };

const db = (uid: string, verified = true): Firestore => rules.db(uid, { email_verified: verified });
const { given } = rules;

const author = (name: string) => ({ displayName: name, photoURL: '' });

beforeEach(async () => {
  await rules.clear();
  await given((firestore) => {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `users/${ADMIN}`), { ...author('admin'), role: 'admin' });
    for (const [uid, name] of [
      [ALICE, 'alice'],
      [BOB, 'bob'],
      [CAROL, 'carol'],
    ])
      batch.set(doc(firestore, `users/${uid}`), author(name));
    batch.set(doc(firestore, 'posts/p1'), {
      title: 'Hello',
      category: 'community',
      tags: ['t'],
      content: 'Hi',
      uid: ALICE,
      author: author('alice'),
      hits: 0,
      likeCount: 0,
      commentCount: 2,
      bookmarkCount: 0,
      createdAt: at,
      updatedAt: at,
      version: 1,
      hidden: false,
    });
    batch.set(doc(firestore, 'posts/p1/comments/c1'), {
      text: 'First',
      uid: ALICE,
      author: author('alice'),
      createdAt: at,
      replyCount: 1,
    });
    batch.set(doc(firestore, 'posts/p1/comments/r1'), {
      text: 'Me too',
      uid: CAROL,
      author: author('carol'),
      createdAt: at,
      parentId: 'c1',
    });
    return batch.commit();
  });
});

const authorOf = (item: ReportedItem) =>
  item.kind === 'post' || item.commentId === 'c1' ? ALICE : CAROL;

interface Bend {
  /** The key written to (another item's, say). */
  key?: string;
  /** Whose report document it is. */
  reportOf?: string;
  report?: DocumentData;
  /** Fields over the summary the app would write. */
  summary?: DocumentData;
  /** Leave the summary alone (a report nobody counts). */
  noSummary?: boolean;
}

/**
 * Writes `as`'s report of `item` as the app does (ops/report-add.ts): the report, and the summary
 * in one merging write that makes it with the first report and moves it by one of its reason
 * after. Each part bends the way an attacker would.
 */
async function report(
  as: string,
  item: ReportedItem,
  reason: ReportReason = 'spam',
  text = '',
  { verified = true, bend = {} }: { verified?: boolean; bend?: Bend } = {},
) {
  const firestore = db(as, verified);
  const key = bend.key ?? reportKey(item);
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, reportPath(key, bend.reportOf ?? as)), {
    reason,
    text,
    createdAt: serverTimestamp(),
    ...bend.report,
  });
  if (!bend.noSummary)
    batch.set(
      doc(firestore, reportSummaryPath(key)),
      {
        kind: item.kind,
        postId: item.postId,
        ...(item.kind === 'comment' ? { commentId: item.commentId } : {}),
        authorUid: authorOf(item),
        count: increment(1),
        reasons: Object.fromEntries(
          (['spam', 'abuse', 'other'] as const).map((r) => [r, increment(r === reason ? 1 : 0)]),
        ),
        lastReporter: as,
        status: 'open',
        updatedAt: serverTimestamp(),
        ...bend.summary,
      },
      { merge: true },
    );
  await moveBudget(rules, batch, firestore, as, 'report', reportPath(key, bend.reportOf ?? as));
  return batch.commit();
}

/** The admin hides `item` (and closes its summary, when it has one), as ops/content-hide.ts does. */
function hide(
  as: string,
  item: ReportedItem,
  {
    mark = {},
    extra = {},
    summary = true,
  }: { mark?: DocumentData; extra?: DocumentData; summary?: boolean } = {},
) {
  const firestore = db(as);
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, reportedItemPath(item)), {
    hidden: { by: as, reason: 'spam', note: '', at: serverTimestamp(), ...mark },
    ...extra,
  });
  if (summary)
    batch.update(doc(firestore, reportSummaryPath(reportKey(item))), {
      status: 'hidden',
      resolvedBy: as,
      updatedAt: serverTimestamp(),
    });
  return batch.commit();
}

const dismiss = (as: string, item: ReportedItem, overrides: DocumentData = {}) =>
  updateDoc(doc(db(as), reportSummaryPath(reportKey(item))), {
    status: 'dismissed',
    resolvedBy: as,
    updatedAt: serverTimestamp(),
    ...overrides,
  });

const summaryOf = async (item: ReportedItem) =>
  (await getDoc(doc(db(ADMIN), reportSummaryPath(reportKey(item))))).data();

describe('reporting', () => {
  it('a verified member reports a post; the summary counts it', async () => {
    await assertSucceeds(report(BOB, POST, 'spam'));
    expect(await summaryOf(POST)).toMatchObject({
      count: 1,
      reasons: { spam: 1, abuse: 0, other: 0 },
      status: 'open',
    });
  });
  it('a member reports a comment and a reply', async () => {
    await assertSucceeds(report(BOB, COMMENT, 'abuse'));
    await assertSucceeds(report(BOB, REPLY, 'other', 'off-topic advertising'));
  });
  it('another member reports the same item: counted once more, of its reason', async () => {
    await report(BOB, POST, 'spam');
    await assertSucceeds(report(CAROL, POST, 'abuse', ''));
    expect(await summaryOf(POST)).toMatchObject({
      count: 2,
      reasons: { spam: 1, abuse: 1, other: 0 },
      lastReporter: CAROL,
    });
  });

  it('refuses a second report of the same item by the same member', async () => {
    await report(BOB, POST, 'spam');
    await assertFails(report(BOB, POST, 'abuse', ''));
    expect(await summaryOf(POST)).toMatchObject({ count: 1 });
  });
  it('refuses a report the summary does not count', async () => {
    await assertFails(report(BOB, POST, 'spam', '', { bend: { noSummary: true } }));
    await report(BOB, POST);
    await assertFails(report(CAROL, POST, 'spam', '', { bend: { noSummary: true } }));
  });
  it('refuses moving the summary without a report', async () => {
    await report(BOB, POST);
    await assertFails(
      updateDoc(doc(db(CAROL), reportSummaryPath(reportKey(POST))), {
        count: increment(1),
        'reasons.spam': increment(1),
        lastReporter: CAROL,
        status: 'open',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('refuses counting a report twice, or under another reason', async () => {
    await report(BOB, POST);
    await assertFails(
      report(CAROL, POST, 'spam', '', { bend: { summary: { count: increment(2) } } }),
    );
    await assertFails(
      report(CAROL, POST, 'spam', '', {
        bend: {
          summary: { reasons: { spam: increment(0), abuse: increment(1), other: increment(0) } },
        },
      }),
    );
    await assertFails(report(BOB, COMMENT, 'spam', '', { bend: { summary: { count: 5 } } }));
  });
  it("refuses a summary naming another reporter, or a report in another member's name", async () => {
    await assertFails(
      report(BOB, POST, 'spam', '', { bend: { summary: { lastReporter: CAROL } } }),
    );
    await assertFails(report(BOB, POST, 'spam', '', { bend: { reportOf: CAROL } }));
  });
  it('refuses a summary that does not describe the item its key names', async () => {
    await assertFails(report(BOB, POST, 'spam', '', { bend: { key: reportKey(COMMENT) } }));
    await assertFails(report(BOB, POST, 'spam', '', { bend: { summary: { authorUid: CAROL } } }));
    await assertFails(report(BOB, POST, 'spam', '', { bend: { summary: { commentId: 'c1' } } }));
    await assertFails(report(BOB, POST, 'spam', '', { bend: { summary: { status: 'hidden' } } }));
    await assertFails(report(BOB, POST, 'spam', '', { bend: { summary: { extra: 1 } } }));
    await assertFails(
      report(BOB, POST, 'spam', '', { bend: { summary: { createdAt: Timestamp.now() } } }),
    );
    // Nor does a later report rename what the summary is about.
    await assertSucceeds(report(BOB, POST));
    await assertFails(report(CAROL, POST, 'spam', '', { bend: { summary: { authorUid: CAROL } } }));
    await assertFails(report(CAROL, POST, 'spam', '', { bend: { summary: { status: 'hidden' } } }));
  });
  it('refuses an item whose ids would make its key ambiguous', async () => {
    await given((firestore) =>
      setDoc(doc(firestore, 'posts/p_2'), { uid: ALICE, title: 'x', hidden: false }),
    );
    await assertFails(report(BOB, { kind: 'post', postId: 'p_2' }));
  });

  it('refuses a reason off the list, "other" without words, or words past 500', async () => {
    await assertFails(report(BOB, POST, 'rude' as ReportReason));
    await assertFails(report(BOB, POST, 'other', ''));
    await assertFails(report(BOB, POST, 'spam', 'x'.repeat(501)));
    await assertSucceeds(report(BOB, POST, 'other', 'x'.repeat(500)));
  });
  it("refuses the client's time, or a field off the whitelist", async () => {
    await assertFails(
      report(BOB, POST, 'spam', '', { bend: { report: { createdAt: Timestamp.now() } } }),
    );
    await assertFails(report(BOB, POST, 'spam', '', { bend: { report: { uid: BOB } } }));
  });

  it('refuses a member whose email is not verified, and a visitor', async () => {
    await assertFails(report(BOB, POST, 'spam', '', { verified: false }));
    await assertFails(
      setDoc(doc(rules.db(), reportPath(reportKey(POST), BOB)), {
        reason: 'spam',
        text: '',
        createdAt: serverTimestamp(),
      }),
    );
  });
  it("refuses reporting one's own item", async () => {
    await assertFails(report(ALICE, POST));
    await assertFails(report(CAROL, REPLY));
  });
  it('refuses reporting an item that is not there, or is hidden already', async () => {
    await assertFails(report(BOB, { kind: 'comment', postId: 'p1', commentId: 'gone' }));
    await report(BOB, POST);
    await hide(ADMIN, POST);
    await assertFails(report(CAROL, POST, 'spam', ''));
  });
});

describe('reading and writing reports', () => {
  beforeEach(() => report(BOB, POST, 'other', 'selling things'));

  it('the reporter reads their report; an admin reads it', async () => {
    await assertSucceeds(getDoc(doc(db(BOB), reportPath(reportKey(POST), BOB))));
    await assertSucceeds(getDoc(doc(db(ADMIN), reportPath(reportKey(POST), BOB))));
  });
  it("nobody else reads a member's report: not another member, not the author", async () => {
    await assertFails(getDoc(doc(db(CAROL), reportPath(reportKey(POST), BOB))));
    await assertFails(getDoc(doc(db(ALICE), reportPath(reportKey(POST), BOB))));
    await assertFails(getDocs(collection(db(CAROL), `${reportSummaryPath(reportKey(POST))}/by`)));
  });
  it("refuses rewriting or deleting a member's report, theirs or another's", async () => {
    const path = reportPath(reportKey(POST), BOB);
    await assertFails(updateDoc(doc(db(CAROL), path), { text: 'nothing' }));
    await assertFails(
      setDoc(doc(db(CAROL), path), { reason: 'spam', text: '', createdAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db(BOB), path), { text: 'changed my mind' }));
    await assertFails(deleteDoc(doc(db(BOB), path)));
    await assertFails(deleteDoc(doc(db(ADMIN), path)));
  });
  it('an admin lists the open queue; members read no summary', async () => {
    const queue = query(
      collection(db(ADMIN), 'reports'),
      where('status', '==', 'open'),
      orderBy('updatedAt', 'desc'),
    );
    await assertSucceeds(getDocs(queue));
    await assertSucceeds(
      getDocs(collection(db(ADMIN), `${reportSummaryPath(reportKey(POST))}/by`)),
    );
    await assertFails(
      getDocs(query(collection(db(BOB), 'reports'), where('status', '==', 'open'))),
    );
    await assertFails(getDoc(doc(db(BOB), reportSummaryPath(reportKey(POST)))));
    await assertFails(getDoc(doc(db(ALICE), reportSummaryPath(reportKey(POST)))));
  });
});

describe('hiding', () => {
  beforeEach(() => report(BOB, POST));

  it('an admin hides a reported post, closing its reports', async () => {
    await assertSucceeds(hide(ADMIN, POST));
    expect(await summaryOf(POST)).toMatchObject({ status: 'hidden' });
  });
  it('an admin hides a comment with no report', () =>
    assertSucceeds(hide(ADMIN, COMMENT, { summary: false })));
  it('refuses hiding by a member, even the author', async () => {
    await assertFails(hide(BOB, POST));
    await assertFails(hide(ALICE, POST, { summary: false }));
    await assertFails(hide(BOB, COMMENT, { summary: false }));
    await assertFails(hide(CAROL, REPLY, { summary: false }));
  });
  it("refuses a mark in another admin's name, of the client's time, or off the list", async () => {
    await assertFails(hide(ADMIN, POST, { mark: { by: BOB } }));
    await assertFails(hide(ADMIN, POST, { mark: { at: Timestamp.now() } }));
    await assertFails(hide(ADMIN, POST, { mark: { reason: 'boring' } }));
    await assertFails(hide(ADMIN, POST, { mark: { note: 'x'.repeat(501) } }));
    await assertFails(hide(ADMIN, POST, { mark: { extra: true } }));
  });
  it('refuses changing anything else with it', () =>
    assertFails(hide(ADMIN, POST, { extra: { title: 'Edited by the admin' } })));
  it('refuses closing the reports as hidden without hiding the item', () =>
    assertFails(
      updateDoc(doc(db(ADMIN), reportSummaryPath(reportKey(POST))), {
        status: 'hidden',
        resolvedBy: ADMIN,
        updatedAt: serverTimestamp(),
      }),
    ));
  it('refuses unhiding, or hiding twice, by the author or an admin', async () => {
    await hide(ADMIN, POST);
    await assertFails(updateDoc(doc(db(ALICE), 'posts/p1'), { hidden: false }));
    await assertFails(updateDoc(doc(db(ADMIN), 'posts/p1'), { hidden: false }));
    await assertFails(hide(ADMIN, POST, { summary: false }));
  });
  it('a new post says it is not hidden; a member cannot post one hidden, or without the field', async () => {
    const post = (hidden: unknown) => ({
      title: 'New',
      category: 'community',
      tags: ['t'],
      content: 'Body',
      uid: BOB,
      author: author('bob'),
      hits: 0,
      likeCount: 0,
      commentCount: 0,
      bookmarkCount: 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      version: 1,
      ...(hidden === undefined ? {} : { hidden }),
    });
    // Counted in Bob's budget, as the app writes a post.
    const create = async (id: string, data: DocumentData) => {
      const firestore = db(BOB);
      const batch = writeBatch(firestore).set(doc(firestore, `posts/${id}`), data);
      await moveBudget(rules, batch, firestore, BOB, 'post', `posts/${id}`);
      return batch.commit();
    };
    await assertSucceeds(create('new1', post(false)));
    await assertFails(
      create('new2', post({ by: BOB, reason: 'spam', note: '', at: serverTimestamp() })),
    );
    await assertFails(create('new3', post(undefined)));
  });
});

describe('dismissing', () => {
  beforeEach(() => report(BOB, POST));

  it('an admin dismisses the reports; a member may not', async () => {
    await assertFails(dismiss(BOB, POST));
    await assertFails(dismiss(ALICE, POST));
    await assertSucceeds(dismiss(ADMIN, POST));
    expect(await summaryOf(POST)).toMatchObject({ status: 'dismissed', count: 1 });
  });
  it('refuses a dismissal that moves the counts, or in another name', async () => {
    await assertFails(dismiss(ADMIN, POST, { count: 0 }));
    await assertFails(dismiss(ADMIN, POST, { resolvedBy: BOB }));
  });
  it('a new report reopens a dismissed item; the same member still reports it once', async () => {
    await dismiss(ADMIN, POST);
    await assertFails(dismiss(ADMIN, POST));
    await assertFails(report(BOB, POST, 'abuse', ''));
    await assertSucceeds(report(CAROL, POST, 'abuse', ''));
    expect(await summaryOf(POST)).toMatchObject({ status: 'open', count: 2 });
  });
});

describe('nothing is added under hidden content', () => {
  /** Bob's reply to `parent` (or comment, without one) with the counts the rules demand. */
  async function write(id: string, parent?: string) {
    const firestore = db(BOB);
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `posts/p1/comments/${id}`), {
      text: 'Hello',
      uid: BOB,
      author: author('bob'),
      createdAt: serverTimestamp(),
      ...(parent ? { parentId: parent } : {}),
    });
    batch.update(doc(firestore, 'posts/p1'), { commentCount: increment(1), lastCommentId: id });
    if (parent)
      batch.update(doc(firestore, `posts/p1/comments/${parent}`), {
        replyCount: increment(1),
        lastReplyId: id,
      });
    await moveBudget(rules, batch, firestore, BOB, 'comment', `posts/p1/comments/${id}`);
    return batch.commit();
  }

  it('a reply under a visible comment goes; under a hidden one it is refused', async () => {
    await assertSucceeds(write('x1', 'c1'));
    await hide(ADMIN, COMMENT, { summary: false });
    await assertFails(write('x2', 'c1'));
  });
  it('a comment on a visible post goes; on a hidden one it is refused', async () => {
    await assertSucceeds(write('y1'));
    await hide(ADMIN, POST, { summary: false });
    await assertFails(write('y2'));
  });
});
