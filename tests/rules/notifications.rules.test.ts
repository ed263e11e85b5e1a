// firestore.rules on notifications (users/{uid}/notifications/{id}): written by the actor's client
// in the commit of the event they report (a comment, a reply, a post's or a comment's mention, a
// like), and accepted only with that event, created in the same commit by the writer and pointing
// at the recipient. Each attack of a hostile member sits next
// to the honest write it imitates, so a rule that refuses everything fails here too.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveBudget } from './budget-moves';
import { VERIFIED, firestoreRulesEnv, type Firestore } from './firestore-rules-env';

const env = firestoreRulesEnv('demo-rules-notifications');
const { given } = env;

const ALICE = 'alice1'; // wrote the post p1
const BOB = 'bob1'; // comments, replies, likes (and attacks)
const CAROL = 'carol1'; // wrote the comment c1 on p1
const POST = 'posts/p1';
const COMMENTS = `${POST}/comments`;
const at = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

/** More writes in the same commit. */
type Extra = (batch: WriteBatch, firestore: Firestore) => void;
const db = (uid: string): Firestore => env.db(uid, VERIFIED);

const NAMES: Record<string, string> = { [ALICE]: 'alice', [BOB]: 'bob', [CAROL]: 'carol' };

beforeEach(async () => {
  await env.clear();
  await given((firestore) => {
    const batch = writeBatch(firestore);
    for (const [uid, displayName] of Object.entries(NAMES))
      batch.set(doc(firestore, `users/${uid}`), { displayName, photoURL: '' });
    batch.set(doc(firestore, POST), {
      title: 'Hello',
      category: 'community',
      tags: ['t'],
      content: 'Hi',
      uid: ALICE,
      author: { displayName: 'alice', photoURL: '' },
      hits: 0,
      likeCount: 0,
      commentCount: 1,
      bookmarkCount: 0,
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
    batch.set(doc(firestore, `${COMMENTS}/c1`), {
      text: 'First',
      uid: CAROL,
      author: { displayName: 'carol', photoURL: '' },
      createdAt: at,
    });
    return batch.commit();
  });
});

const noticePath = (uid: string, id: string) => `users/${uid}/notifications/${id}`;

/** A notification as the app writes it (notificationFields), from `actor`. */
const notice = (actor: string, overrides: DocumentData = {}): DocumentData => ({
  kind: 'comment',
  actor,
  actorName: NAMES[actor],
  postId: 'p1',
  postTitle: 'Hello',
  commentId: 'k1',
  createdAt: serverTimestamp(),
  read: false,
  ...overrides,
});

/**
 * Writes comment `id` (a reply when `parentId` is given) as the app does, counted on the post
 * (and its parent), with `extra` writes in the same commit: its notifications.
 */
async function comment(
  firestore: Firestore,
  id: string,
  by: string,
  { parentId, mentions }: { parentId?: string; mentions?: string[] } = {},
  extra: Extra = () => {},
) {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `${COMMENTS}/${id}`), {
    text: 'Nice',
    uid: by,
    author: { displayName: NAMES[by], photoURL: '' },
    createdAt: serverTimestamp(),
    ...(parentId ? { parentId } : {}),
    ...(mentions ? { mentions } : {}),
  });
  batch.update(doc(firestore, POST), { commentCount: increment(1), lastCommentId: id });
  if (parentId)
    batch.update(doc(firestore, `${COMMENTS}/${parentId}`), {
      replyCount: increment(1),
      lastReplyId: id,
    });
  extra(batch, firestore);
  await moveBudget(env, batch, firestore, by, 'comment', `${COMMENTS}/${id}`);
  return batch.commit();
}

/** Sets notification `id` of `uid` to `data` in the commit. */
const notify =
  (uid: string, id: string, data: DocumentData): Extra =>
  (batch, firestore) =>
    batch.set(doc(firestore, noticePath(uid, id)), data);

/** Deletes notification `id` of `uid` in the commit. */
const unnotify =
  (uid: string, id: string): Extra =>
  (batch, firestore) =>
    batch.delete(doc(firestore, noticePath(uid, id)));

/** `by` likes p1 as the app does, with `extra` writes in the same commit. */
async function like(firestore: Firestore, by: string, extra: Extra = () => {}) {
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, `${POST}/likes/${by}`), { createdAt: serverTimestamp() });
  batch.update(doc(firestore, POST), { likeCount: increment(1) });
  extra(batch, firestore);
  await moveBudget(env, batch, firestore, by, 'reaction', `${POST}/likes/${by}`);
  return batch.commit();
}

async function unlike(firestore: Firestore, by: string, extra: Extra = () => {}) {
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, `${POST}/likes/${by}`));
  batch.update(doc(firestore, POST), { likeCount: increment(-1) });
  extra(batch, firestore);
  await moveBudget(env, batch, firestore, by, 'reaction', `${POST}/likes/${by}`);
  return batch.commit();
}

const stored = async (path: string) => (await getDoc(doc(db(ALICE), path))).data();
const storedAs = async (uid: string, path: string) => (await getDoc(doc(db(uid), path))).data();

describe('a comment notifies the post author, in its own commit', () => {
  it('honest: a comment on alice’s post with her notification', async () => {
    await assertSucceeds(comment(db(BOB), 'k1', BOB, {}, notify(ALICE, 'c_k1', notice(BOB))));
    expect(await stored(noticePath(ALICE, 'c_k1'))).toMatchObject({
      kind: 'comment',
      actor: BOB,
      actorName: 'bob',
      postTitle: 'Hello',
      read: false,
    });
  });
  it('a notification with no event in its commit (forged, or flooding one comment’s)', async () => {
    await assertFails(setDoc(doc(db(BOB), noticePath(ALICE, 'c_k1')), notice(BOB)));
    // An existing comment of the writer's, not created now.
    await assertSucceeds(comment(db(BOB), 'k1', BOB, {}, notify(ALICE, 'c_k1', notice(BOB))));
    await assertFails(
      setDoc(doc(db(BOB), noticePath(ALICE, 'c_k1b')), notice(BOB, { commentId: 'k1' })),
    );
    // Written again under its own id: an update, refused.
    await assertFails(setDoc(doc(db(BOB), noticePath(ALICE, 'c_k1')), notice(BOB)));
  });
  it('another actor: the notification names carol, the comment is bob’s', () =>
    assertFails(comment(db(BOB), 'k1', BOB, {}, notify(ALICE, 'c_k1', notice(CAROL)))));
  it('a notification of a comment another member creates (carol’s comment, bob’s notice)', async () => {
    await assertSucceeds(comment(db(CAROL), 'k2', CAROL));
    await assertFails(
      setDoc(doc(db(BOB), noticePath(ALICE, 'c_k2')), notice(BOB, { commentId: 'k2' })),
    );
  });
  it('to oneself: alice comments on her own post and notifies herself', () =>
    assertFails(comment(db(ALICE), 'k1', ALICE, {}, notify(ALICE, 'c_k1', notice(ALICE)))));
  it('to a member the comment is not about (a comment “on carol’s post”)', () =>
    assertFails(comment(db(BOB), 'k1', BOB, {}, notify(CAROL, 'c_k1', notice(BOB)))));
  it('under another id than the comment’s', () =>
    assertFails(comment(db(BOB), 'k1', BOB, {}, notify(ALICE, 'c_k9', notice(BOB)))));
  it('a comment’s notification that calls itself a reply', () =>
    assertFails(
      comment(db(BOB), 'k1', BOB, {}, notify(ALICE, 'c_k1', notice(BOB, { kind: 'reply' }))),
    ));
  it('bent fields: read already, a client time, another name or title, an extra field', async () => {
    const bent: DocumentData[] = [
      notice(BOB, { read: true }),
      notice(BOB, { createdAt: at }),
      notice(BOB, { actorName: 'admin' }),
      notice(BOB, { postTitle: 'You won a prize' }),
      notice(BOB, { url: 'https://evil.example' }),
      notice(BOB, { kind: 'like' }),
    ];
    for (const [i, data] of bent.entries())
      await assertFails(
        comment(
          db(BOB),
          `k${i}`,
          BOB,
          {},
          notify(ALICE, `c_k${i}`, {
            ...data,
            commentId: `k${i}`,
          }),
        ),
      );
    const missing = notice(BOB);
    delete missing.actorName;
    await assertFails(comment(db(BOB), 'k1', BOB, {}, notify(ALICE, 'c_k1', missing)));
  });
});

describe('a reply notifies the author of the comment it answers', () => {
  const reply = (overrides: DocumentData = {}) =>
    notice(BOB, { kind: 'reply', commentId: 'r1', ...overrides });
  it('honest: bob replies to carol’s comment, with her notification', () =>
    assertSucceeds(
      comment(db(BOB), 'r1', BOB, { parentId: 'c1' }, notify(CAROL, 'c_r1', reply())),
    ));
  it('a reply “to” alice, who did not write the comment', () =>
    assertFails(comment(db(BOB), 'r1', BOB, { parentId: 'c1' }, notify(ALICE, 'c_r1', reply()))));
  it('a reply’s notification that calls itself a comment on the post', () =>
    assertFails(
      comment(
        db(BOB),
        'r1',
        BOB,
        { parentId: 'c1' },
        notify(ALICE, 'c_r1', reply({ kind: 'comment' })),
      ),
    ));
  it('to a member who muted the actor: allowed (the member’s devices collapse it)', async () => {
    await given((firestore) =>
      setDoc(doc(firestore, `users/${CAROL}/private/mutes`), { uids: [BOB], updatedAt: at }),
    );
    await assertSucceeds(
      comment(db(BOB), 'r1', BOB, { parentId: 'c1' }, notify(CAROL, 'c_r1', reply())),
    );
  });
});

describe('a like notifies the post author, one per liker, and goes with the unlike', () => {
  const liked = (actor = BOB, overrides: DocumentData = {}) => {
    const data = notice(actor, { kind: 'like', ...overrides });
    delete data.commentId;
    return data;
  };
  it('honest: a like with its notification; the unlike takes it away', async () => {
    await assertSucceeds(like(db(BOB), BOB, notify(ALICE, 'l_p1_bob1', liked())));
    expect(await stored(noticePath(ALICE, 'l_p1_bob1'))).toMatchObject({
      kind: 'like',
      actor: BOB,
    });
    await assertSucceeds(unlike(db(BOB), BOB, unnotify(ALICE, 'l_p1_bob1')));
    expect(await stored(noticePath(ALICE, 'l_p1_bob1'))).toBeUndefined();
    // Liked again: a new one under the same id.
    await assertSucceeds(like(db(BOB), BOB, notify(ALICE, 'l_p1_bob1', liked())));
  });
  it('an unlike whose notification alice already cleared still goes through', async () => {
    await assertSucceeds(like(db(BOB), BOB, notify(ALICE, 'l_p1_bob1', liked())));
    await assertSucceeds(deleteDoc(doc(db(ALICE), noticePath(ALICE, 'l_p1_bob1'))));
    await assertSucceeds(unlike(db(BOB), BOB, unnotify(ALICE, 'l_p1_bob1')));
  });
  it('a like notification with no like in its commit (flooding alice)', async () => {
    await assertFails(setDoc(doc(db(BOB), noticePath(ALICE, 'l_p1_bob1')), liked()));
    await assertSucceeds(like(db(BOB), BOB));
    await assertFails(setDoc(doc(db(BOB), noticePath(ALICE, 'l_p1_bob1')), liked()));
  });
  it('another liker’s notification, with one’s own like', () =>
    assertFails(like(db(BOB), BOB, notify(ALICE, 'l_p1_carol1', liked(CAROL)))));
  it('under another id, or to someone else than the post’s author', async () => {
    await assertFails(like(db(BOB), BOB, notify(ALICE, 'l_p1_x', liked())));
    await assertFails(like(db(BOB), BOB, notify(CAROL, 'l_p1_bob1', liked())));
  });
  it('to oneself: alice likes her own post and notifies herself', () =>
    assertFails(like(db(ALICE), ALICE, notify(ALICE, 'l_p1_alice1', liked(ALICE)))));
  it('deleting another liker’s notification along with one’s own unlike', async () => {
    await assertSucceeds(like(db(CAROL), CAROL, notify(ALICE, 'l_p1_carol1', liked(CAROL))));
    await assertSucceeds(like(db(BOB), BOB, notify(ALICE, 'l_p1_bob1', liked())));
    await assertFails(unlike(db(BOB), BOB, unnotify(ALICE, 'l_p1_carol1')));
    // Nor a comment's, without any unlike.
    await assertFails(deleteDoc(doc(db(BOB), noticePath(ALICE, 'l_p1_bob1'))));
  });
});

describe('only the recipient reads, marks read and deletes', () => {
  beforeEach(() =>
    assertSucceeds(comment(db(BOB), 'k1', BOB, {}, notify(ALICE, 'c_k1', notice(BOB)))),
  );
  it('honest: alice lists hers, marks one read, deletes it', async () => {
    const listed = await assertSucceeds(
      getDocs(collection(db(ALICE), `users/${ALICE}/notifications`)),
    );
    expect(listed.size).toBe(1);
    await assertSucceeds(updateDoc(doc(db(ALICE), noticePath(ALICE, 'c_k1')), { read: true }));
    expect(await storedAs(ALICE, noticePath(ALICE, 'c_k1'))).toMatchObject({ read: true });
    await assertSucceeds(deleteDoc(doc(db(ALICE), noticePath(ALICE, 'c_k1'))));
  });
  it('another member reads them: the list or one of them (also the actor)', async () => {
    await assertFails(getDocs(collection(db(BOB), `users/${ALICE}/notifications`)));
    await assertFails(getDoc(doc(db(BOB), noticePath(ALICE, 'c_k1'))));
    await assertFails(getDoc(doc(db(CAROL), noticePath(ALICE, 'c_k1'))));
    await assertFails(getDoc(doc(env.db(), noticePath(ALICE, 'c_k1'))));
  });
  it('another member marks them read, or deletes them', async () => {
    await assertFails(updateDoc(doc(db(BOB), noticePath(ALICE, 'c_k1')), { read: true }));
    await assertFails(deleteDoc(doc(db(CAROL), noticePath(ALICE, 'c_k1'))));
  });
  it('the recipient changes anything but `read`, or marks it unread', async () => {
    await assertFails(
      updateDoc(doc(db(ALICE), noticePath(ALICE, 'c_k1')), { read: true, actorName: 'x' }),
    );
    await assertFails(updateDoc(doc(db(ALICE), noticePath(ALICE, 'c_k1')), { read: 'yes' }));
    await assertSucceeds(updateDoc(doc(db(ALICE), noticePath(ALICE, 'c_k1')), { read: true }));
    await assertFails(updateDoc(doc(db(ALICE), noticePath(ALICE, 'c_k1')), { read: false }));
  });
  it('the recipient writes one themselves', () =>
    assertFails(
      setDoc(doc(db(ALICE), noticePath(ALICE, 'c_x')), notice(ALICE, { commentId: 'x' })),
    ));
});

describe('a mention notifies the members a comment names, at most 10', () => {
  const mention = (overrides: DocumentData = {}) => notice(BOB, { kind: 'mention', ...overrides });
  const ten = Array.from({ length: 10 }, (_, i) => `m${i}`);

  it('honest: a comment naming carol notifies her, and the post’s author of the comment', () =>
    assertSucceeds(
      comment(db(BOB), 'k1', BOB, { mentions: [CAROL] }, (batch, firestore) => {
        notify(ALICE, 'c_k1', notice(BOB))(batch, firestore);
        notify(CAROL, 'c_k1', mention())(batch, firestore);
      }),
    ));
  it('honest: a reply naming ten members notifies all ten and the parent’s author, in one commit', async () => {
    await assertSucceeds(
      comment(db(BOB), 'r1', BOB, { parentId: 'c1', mentions: ten }, (batch, firestore) => {
        notify(CAROL, 'c_r1', notice(BOB, { kind: 'reply', commentId: 'r1' }))(batch, firestore);
        for (const uid of ten) notify(uid, 'c_r1', mention({ commentId: 'r1' }))(batch, firestore);
      }),
    );
    expect(await storedAs('m9', noticePath('m9', 'c_r1'))).toMatchObject({ kind: 'mention' });
  });
  it('a mention of a member the comment does not name', () =>
    assertFails(
      comment(db(BOB), 'k1', BOB, { mentions: [CAROL] }, notify('dave1', 'c_k1', mention())),
    ));
  it('a mention list over its bound: eleven members', () =>
    assertFails(comment(db(BOB), 'k1', BOB, { mentions: [...ten, 'm10'] })));
  it('a member named twice, a name that is no uid, an empty list', async () => {
    await assertFails(comment(db(BOB), 'k1', BOB, { mentions: [CAROL, CAROL] }));
    await assertFails(comment(db(BOB), 'k2', BOB, { mentions: [CAROL, ''] }));
    await assertFails(comment(db(BOB), 'k3', BOB, { mentions: [42 as unknown as string] }));
    await assertFails(comment(db(BOB), 'k4', BOB, { mentions: [] }));
    await assertSucceeds(comment(db(BOB), 'k5', BOB, { mentions: [CAROL] }));
  });
  it('an edit that names someone else afterwards (mentions are set once)', async () => {
    await assertSucceeds(comment(db(BOB), 'k1', BOB, { mentions: [CAROL] }));
    const edit = (extra: DocumentData) =>
      updateDoc(doc(db(BOB), `${COMMENTS}/k1`), {
        text: 'Edited',
        version: 2,
        updatedAt: serverTimestamp(),
        edited: true,
        ...extra,
      });
    await assertFails(edit({ mentions: ['dave1'] }));
    await assertSucceeds(edit({}));
  });
});

describe('a post mentions members, each notified in the post’s own commit', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `m${i}`);
  /** A post's mention notification as the app writes it (no comment), from `actor`. */
  const mentioned = (actor = BOB, overrides: DocumentData = {}) => {
    const data = notice(actor, { kind: 'mention', postId: 'q1' });
    delete data.commentId;
    return { ...data, ...overrides };
  };
  /**
   * Writes post `id` as the app does (ops/post-create.ts), naming `mentions`, with `extra` writes
   * in the same commit: its notifications; counted in the writer's budget.
   */
  async function post(
    firestore: Firestore,
    id: string,
    by: string,
    mentions: unknown[] | undefined,
    extra: Extra = () => {},
    fields: DocumentData = {},
  ) {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, `posts/${id}`), {
      title: 'Hello',
      category: 'community',
      tags: ['t'],
      content: 'Hi @[x]',
      ...(mentions ? { mentions } : {}),
      uid: by,
      author: { displayName: NAMES[by], photoURL: '' },
      hits: 0,
      likeCount: 0,
      commentCount: 0,
      bookmarkCount: 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      version: 1,
      hidden: false,
      ...fields,
    });
    extra(batch, firestore);
    await moveBudget(env, batch, firestore, by, 'post', `posts/${id}`);
    return batch.commit();
  }
  const both: Extra = (batch, firestore) => {
    notify(ALICE, 'p_q1', mentioned())(batch, firestore);
    notify(CAROL, 'p_q1', mentioned())(batch, firestore);
  };

  it('honest: bob’s post naming alice and carol notifies both, once each, about no comment', async () => {
    await assertSucceeds(post(db(BOB), 'q1', BOB, [ALICE, CAROL], both));
    expect(await stored(noticePath(ALICE, 'p_q1'))).toEqual(
      expect.objectContaining({ kind: 'mention', actor: BOB, postId: 'q1', postTitle: 'Hello' }),
    );
    expect(await stored(noticePath(ALICE, 'p_q1'))).not.toHaveProperty('commentId');
    expect(await storedAs(CAROL, noticePath(CAROL, 'p_q1'))).toMatchObject({ kind: 'mention' });
  });
  it('honest: a post naming ten members notifies all ten in one commit, at every other limit too', async () => {
    await assertSucceeds(
      post(
        db(BOB),
        'q1',
        BOB,
        ten,
        (batch, firestore) => {
          for (const uid of ten) notify(uid, 'p_q1', mentioned())(batch, firestore);
        },
        {
          tags: Array.from({ length: 10 }, (_, i) => `tag-${i}`),
          content: `Hi @[x] ${'x'.repeat(19990)}`,
          searchTokens: Array.from({ length: 200 }, (_, i) => `t${i}`),
          images: Array.from({ length: 200 }, (_, i) => String(i)),
        },
      ),
    );
    expect(await storedAs('m9', noticePath('m9', 'p_q1'))).toMatchObject({ kind: 'mention' });
  });
  it('an admin’s hide of the post deletes its mentions’ notifications; nobody else, and not unhidden', async () => {
    const ADMIN = 'admin1';
    await given((firestore) =>
      setDoc(doc(firestore, `users/${ADMIN}`), { displayName: 'admin', role: 'admin' }),
    );
    await assertSucceeds(post(db(BOB), 'q1', BOB, [ALICE, CAROL], both));
    // Not hidden: the admin may not delete them.
    await assertFails(deleteDoc(doc(db(ADMIN), noticePath(ALICE, 'p_q1'))));
    const hide = (extra: Extra) => {
      const firestore = db(ADMIN);
      const batch = writeBatch(firestore);
      batch.update(doc(firestore, 'posts/q1'), {
        hidden: { by: ADMIN, reason: 'spam', note: '', at: serverTimestamp() },
      });
      extra(batch, firestore);
      return batch.commit();
    };
    await assertSucceeds(hide(unnotify(ALICE, 'p_q1')));
    expect(await stored(noticePath(ALICE, 'p_q1'))).toBeUndefined();
    // Hidden: the post's author may not delete another's notification of it.
    await assertFails(deleteDoc(doc(db(BOB), noticePath(CAROL, 'p_q1'))));
    await assertSucceeds(deleteDoc(doc(db(CAROL), noticePath(CAROL, 'p_q1'))));
  });
  it('a post mention with no post created in its commit (an existing post, or later)', async () => {
    // Alice's p1, there already.
    await assertFails(
      setDoc(doc(db(BOB), noticePath(CAROL, 'p_p1')), mentioned(BOB, { postId: 'p1' })),
    );
    await assertFails(
      setDoc(doc(db(ALICE), noticePath(CAROL, 'p_p1')), mentioned(ALICE, { postId: 'p1' })),
    );
    // Bob's own post, written before without it.
    await assertSucceeds(
      post(db(BOB), 'q1', BOB, [ALICE, CAROL], notify(ALICE, 'p_q1', mentioned())),
    );
    await assertFails(setDoc(doc(db(BOB), noticePath(CAROL, 'p_q1')), mentioned()));
    // A post that is nowhere.
    await assertFails(
      setDoc(doc(db(BOB), noticePath(CAROL, 'p_q9')), mentioned(BOB, { postId: 'q9' })),
    );
  });
  it('to a member the post does not name', async () => {
    await assertFails(post(db(BOB), 'q1', BOB, [ALICE], notify(CAROL, 'p_q1', mentioned())));
    await assertFails(post(db(BOB), 'q1', BOB, undefined, notify(CAROL, 'p_q1', mentioned())));
  });
  it('another actor: the notification names carol, the post is bob’s', () =>
    assertFails(post(db(BOB), 'q1', BOB, [ALICE], notify(ALICE, 'p_q1', mentioned(CAROL)))));
  it('a notification of a post another member creates (carol’s post, bob’s notice)', async () => {
    await assertSucceeds(post(db(CAROL), 'q2', CAROL, [ALICE]));
    await assertFails(
      setDoc(doc(db(BOB), noticePath(ALICE, 'p_q2')), mentioned(BOB, { postId: 'q2' })),
    );
  });
  it('to oneself: bob notifies himself of his own post', () =>
    assertFails(
      post(db(BOB), 'q1', BOB, [ALICE], (batch, firestore) => {
        notify(ALICE, 'p_q1', mentioned())(batch, firestore);
        notify(BOB, 'p_q1', mentioned())(batch, firestore);
      }),
    ));
  it('under another id than the post’s, or as a comment’s', async () => {
    for (const id of ['p_q2', 'p_p1', 'c_q1', 'q1', `l_q1_${BOB}`])
      await assertFails(post(db(BOB), 'q1', BOB, [ALICE], notify(ALICE, id, mentioned())));
    // A comment id on a post's mention, or another kind.
    await assertFails(
      post(db(BOB), 'q1', BOB, [ALICE], notify(ALICE, 'p_q1', mentioned(BOB, { commentId: 'q1' }))),
    );
    for (const kind of ['comment', 'reply', 'like'])
      await assertFails(
        post(db(BOB), 'q1', BOB, [ALICE], notify(ALICE, 'p_q1', mentioned(BOB, { kind }))),
      );
    await assertSucceeds(post(db(BOB), 'q1', BOB, [ALICE], notify(ALICE, 'p_q1', mentioned())));
  });
  it('bent fields: another title, read already, a client time', async () => {
    for (const bent of [{ postTitle: 'You won a prize' }, { read: true }, { createdAt: at }])
      await assertFails(
        post(db(BOB), 'q1', BOB, [ALICE], notify(ALICE, 'p_q1', mentioned(BOB, bent))),
      );
  });
  it('a mention list over its bound, a member twice, a non-string: the post and its notifications refused', async () => {
    await assertFails(
      post(db(BOB), 'q1', BOB, [...ten, 'm10'], (batch, firestore) => {
        for (const uid of [...ten, 'm10']) notify(uid, 'p_q1', mentioned())(batch, firestore);
      }),
    );
    await assertFails(post(db(BOB), 'q1', BOB, [ALICE, ALICE], notify(ALICE, 'p_q1', mentioned())));
    await assertFails(post(db(BOB), 'q1', BOB, [ALICE, 42], notify(ALICE, 'p_q1', mentioned())));
    await assertFails(post(db(BOB), 'q1', BOB, [], notify(ALICE, 'p_q1', mentioned())));
    // Naming oneself in the list: refused too (nobody is told of their own post).
    await assertFails(post(db(BOB), 'q1', BOB, [ALICE, BOB]));
  });
  it('an edit that names someone else afterwards (mentions are set once)', async () => {
    await assertSucceeds(post(db(BOB), 'q1', BOB, [ALICE], notify(ALICE, 'p_q1', mentioned())));
    const edit = (extra: DocumentData) =>
      updateDoc(doc(db(BOB), 'posts/q1'), {
        content: 'Edited @[carol1]',
        version: 2,
        updatedAt: serverTimestamp(),
        ...extra,
      });
    await assertFails(edit({ mentions: [ALICE, CAROL] }));
    // Nor with a notification of the new name in the same commit.
    const firestore = db(BOB);
    const batch = writeBatch(firestore);
    batch.update(doc(firestore, 'posts/q1'), {
      content: 'Edited @[carol1]',
      version: 2,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(firestore, noticePath(CAROL, 'p_q1')), mentioned());
    await assertFails(batch.commit());
    await assertSucceeds(edit({}));
  });
});

describe('a hidden comment’s notifications go in the admin’s hide', () => {
  const ADMIN = 'admin1';
  /** The admin marks comment `id` hidden, with `extra` writes in the same commit. */
  const hideComment = (as: string, id: string, extra: Extra = () => {}) => {
    const firestore = db(as);
    const batch = writeBatch(firestore);
    batch.update(doc(firestore, `${COMMENTS}/${id}`), {
      hidden: { by: as, reason: 'spam', note: '', at: serverTimestamp() },
    });
    extra(batch, firestore);
    return batch.commit();
  };
  beforeEach(async () => {
    await given((firestore) =>
      setDoc(doc(firestore, `users/${ADMIN}`), { displayName: 'admin', role: 'admin' }),
    );
    await assertSucceeds(
      comment(db(BOB), 'k1', BOB, { mentions: [CAROL] }, (batch, firestore) => {
        notify(ALICE, 'c_k1', notice(BOB))(batch, firestore);
        notify(CAROL, 'c_k1', notice(BOB, { kind: 'mention' }))(batch, firestore);
      }),
    );
  });

  it('honest: the admin hides bob’s comment and deletes alice’s and carol’s notifications of it', async () => {
    await assertSucceeds(
      hideComment(ADMIN, 'k1', (batch, firestore) => {
        unnotify(ALICE, 'c_k1')(batch, firestore);
        unnotify(CAROL, 'c_k1')(batch, firestore);
      }),
    );
    expect(await stored(noticePath(ALICE, 'c_k1'))).toBeUndefined();
    expect(await storedAs(CAROL, noticePath(CAROL, 'c_k1'))).toBeUndefined();
  });
  it('an admin deletes a notification of a comment nobody hides', () =>
    assertFails(deleteDoc(doc(db(ADMIN), noticePath(ALICE, 'c_k1')))));
  it('an admin deletes a notification of another comment than the one hidden', async () => {
    await assertSucceeds(
      comment(
        db(CAROL),
        'k2',
        CAROL,
        {},
        notify(ALICE, 'c_k2', notice(CAROL, { commentId: 'k2' })),
      ),
    );
    await assertFails(hideComment(ADMIN, 'k1', unnotify(ALICE, 'c_k2')));
  });
  it('a member deletes another’s notification of a hidden comment', async () => {
    await assertSucceeds(hideComment(ADMIN, 'k1'));
    await assertFails(deleteDoc(doc(db(BOB), noticePath(ALICE, 'c_k1'))));
    await assertSucceeds(deleteDoc(doc(db(ALICE), noticePath(ALICE, 'c_k1'))));
  });
});

describe('Web Push tokens: each member’s own', () => {
  const tokenPath = (uid: string, token: string) => `users/${uid}/pushTokens/${token}`;
  it('honest: alice stores her device’s token, reads and deletes it', async () => {
    await assertSucceeds(
      setDoc(doc(db(ALICE), tokenPath(ALICE, 'tok:1')), { createdAt: serverTimestamp() }),
    );
    await assertSucceeds(getDoc(doc(db(ALICE), tokenPath(ALICE, 'tok:1'))));
    await assertSucceeds(deleteDoc(doc(db(ALICE), tokenPath(ALICE, 'tok:1'))));
  });
  it('another member reads, writes or deletes them', async () => {
    await assertSucceeds(
      setDoc(doc(db(ALICE), tokenPath(ALICE, 'tok:1')), { createdAt: serverTimestamp() }),
    );
    await assertFails(getDoc(doc(db(BOB), tokenPath(ALICE, 'tok:1'))));
    await assertFails(getDocs(collection(db(BOB), `users/${ALICE}/pushTokens`)));
    await assertFails(
      setDoc(doc(db(BOB), tokenPath(ALICE, 'tok:bob')), { createdAt: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(db(BOB), tokenPath(ALICE, 'tok:1'))));
  });
  it('bent: another field, a client time', async () => {
    await assertFails(
      setDoc(doc(db(ALICE), tokenPath(ALICE, 'tok:2')), {
        createdAt: serverTimestamp(),
        uid: BOB,
      }),
    );
    await assertFails(setDoc(doc(db(ALICE), tokenPath(ALICE, 'tok:3')), { createdAt: at }));
  });
});
