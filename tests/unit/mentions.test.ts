// Mentions' pure steps: tokens in a text, the text as the writer types it and as it is sent, the
// `@` being typed, the suggestions, whom a thread offers and whom a post offers (the members the
// device knows, most recent first), and the commands' bound; a post's mentions as its commit
// writes them (the notifications, counted among the commit's writes).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { MENTION_TOKEN, MENTIONS_MAX, mentionParts } from '../../src/data/model/mention';
import { firestoreRules, returnedPattern } from './support/rules-source';
import {
  activeMention,
  composeMentions,
  editableMentions,
  mentionSuggestions,
  mentionedUids,
  recentMembers,
  threadMembers,
} from '../../src/data/model/mention-writing';
import { addComment } from '../../src/data/sync/commands/comment-commands';
import { createPost, editPost } from '../../src/data/sync/commands/post-commands';
import { mentionCandidates } from '../../src/data/local/mention-candidates';
import { notificationIdOf, notificationWording } from '../../src/data/model/notification';
import type { PostRow } from '../../src/data/model/local-rows';
import type { OutboxEntry } from '../../src/data/model/outbox';
import { postCreate } from '../../src/data/sync/ops/post-create';
import type { EntryOf, ServerTransaction } from '../../src/data/sync/ops/types';
import { writesOf } from '../../src/data/remote/sync-writes';

describe("firestore.rules' list of mentions", () => {
  // The rules hold a post's or comment's `mentions` to one pattern over the uids joined.
  const listPattern = returnedPattern(firestoreRules, 'mentionListPattern');
  const asToken = (uid: string) => [...`@[${uid}]`.matchAll(MENTION_TOKEN)].length === 1;
  it('takes as a uid exactly what a mention token holds', () => {
    for (const uid of ['a', 'Ab9_-', 'x'.repeat(128), 'x'.repeat(129), 'a b', 'a.b', '', 'é'])
      expect(listPattern.test(uid)).toBe(asToken(uid));
  });
  it('takes one to MENTIONS_MAX of them, joined by commas', () => {
    const uids = (count: number) => Array.from({ length: count }, (_, i) => `m${i}`).join(',');
    expect(listPattern.test(uids(MENTIONS_MAX))).toBe(true);
    expect(listPattern.test(uids(MENTIONS_MAX + 1))).toBe(false);
    for (const list of ['', ',a', 'a,', 'a,,b', 'a, b']) expect(listPattern.test(list)).toBe(false);
  });
});

describe('tokens', () => {
  it('finds each mentioned uid once, in order, and cuts the text around them', () => {
    const text = 'hi @[u1], @[u-2] and @[u1] again; @[no way] @[] stay text';
    expect(mentionedUids(text)).toEqual(['u1', 'u-2']);
    expect(mentionParts('a @[u1] b @[u2]')).toEqual(['a ', { uid: 'u1' }, ' b ', { uid: 'u2' }]);
    expect(mentionParts('plain')).toEqual(['plain']);
  });

  it('sends each chosen name as its token, a longer name before a shorter, never the writer', () => {
    const chosen = [
      { uid: 'u-ann', name: 'ann' },
      { uid: 'u-anna', name: 'anna' },
      { uid: 'me', name: 'me' },
      { uid: 'u-dot', name: 'a.b' },
    ];
    expect(composeMentions('@anna and @ann, @a.b! @annex @me', chosen, 'me')).toEqual({
      text: '@[u-anna] and @[u-ann], @[u-dot]! @annex @[me]',
      mentions: ['u-anna', 'u-ann', 'u-dot'],
    });
    // A chosen name typed over is plain text again.
    expect(composeMentions('@an', chosen, 'me')).toEqual({ text: '@an', mentions: [] });
  });

  it('an edit shows tokens as names and writes them back as they were', () => {
    const names = new Map([['u1', 'bob']]);
    const { draft, chosen } = editableMentions('hi @[u1] and @[u9]', names);
    expect(draft).toBe('hi @bob and @[u9]');
    expect(composeMentions(`${draft}!`, chosen, 'me').text).toBe('hi @[u1] and @[u9]!');
  });
});

describe('suggesting', () => {
  it('knows the `@` being typed at the caret, not one inside a word', () => {
    expect(activeMention('hello @bo', 9)).toEqual({ start: 6, query: 'bo' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('mail me@bob', 11)).toBeNull();
    expect(activeMention('@bob done', 9)).toBeNull();
    expect(activeMention('@bo|b', 3)).toEqual({ start: 0, query: 'bo' });
  });

  it('names starting with the query first, then containing it; at most six', () => {
    const candidates = ['Bobby', 'alice', 'abo', 'bob', 'b1', 'b2', 'b3', 'b4'].map((name) => ({
      uid: name,
      name,
    }));
    expect(mentionSuggestions(candidates, 'BO').map((c) => c.name)).toEqual([
      'Bobby',
      'bob',
      'abo',
    ]);
    expect(mentionSuggestions(candidates, '')).toHaveLength(6);
  });

  it('offers the post’s author and the thread’s members, once each, by their latest name, never the writer', () => {
    const at = (ms: number) => new Date(ms);
    const members = threadMembers('me', { uid: 'author', author: { displayName: 'Author' } }, [
      { uid: 'b', author: { displayName: 'bob (new)' }, createdAt: at(3) },
      { uid: 'b', author: { displayName: 'bob' }, createdAt: at(1) },
      { uid: 'me', author: { displayName: 'me' }, createdAt: at(2) },
      { uid: 'author', author: { displayName: 'Author' }, createdAt: at(4) },
    ]);
    expect(members).toEqual([
      { uid: 'author', name: 'Author' },
      { uid: 'b', name: 'bob (new)' },
    ]);
  });
});

describe('whom a post may mention', () => {
  const at = (ms: number) => new Date(ms);
  const row = (uid: string, name: string, ms: number) => ({
    uid,
    author: { displayName: name },
    createdAt: at(ms),
  });

  it('the members who wrote what the device holds, most recent first, once, by their latest name, never the writer', () => {
    expect(
      recentMembers('me', [
        row('a', 'ann', 1),
        row('b', 'bob (new)', 5),
        row('me', 'me', 9),
        row('b', 'bob', 2),
        row('c', 'carol', 3),
        row('', 'nobody', 8),
        row('d', '', 7),
      ]),
    ).toEqual([
      { uid: 'b', name: 'bob (new)' },
      { uid: 'c', name: 'carol' },
      { uid: 'a', name: 'ann' },
    ]);
  });

  it('an edited post’s commenters first, then the rest; at most `max`', () => {
    const rows = [row('a', 'ann', 9), row('b', 'bob', 8), row('c', 'carol', 7)];
    expect(
      recentMembers('me', rows, { first: [row('c', 'carol', 1), row('d', 'dan', 2)] }),
    ).toEqual([
      { uid: 'd', name: 'dan' },
      { uid: 'c', name: 'carol' },
      { uid: 'a', name: 'ann' },
      { uid: 'b', name: 'bob' },
    ]);
    expect(recentMembers('me', rows, { max: 2 }).map((c) => c.uid)).toEqual(['a', 'b']);
  });
});

describe('a comment’s mentions on the device', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.posts.put({
      id: 'p1',
      kind: 'post',
      title: 't',
      category: 'community',
      tags: ['t'],
      content: 'c',
      uid: 'author',
      author: { displayName: 'Author', photoURL: '' },
      hits: 0,
      likeCount: 0,
      commentCount: 0,
      bookmarkCount: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
      version: 1,
      pinnedAt: null,
      pending: false,
    });
  });
  const me = { uid: 'me', displayName: 'me', photoURL: '' };

  it('are its tokens’ uids, never the writer’s, stored with it and its entry', async () => {
    const id = await addComment(me, 'p1', 'hey @[author] @[me] @[b]');
    expect(await db.comments.get(id)).toMatchObject({ mentions: ['author', 'b'] });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'comment.add', payload: { mentions: ['author', 'b'] } });
    const plain = await addComment(me, 'p1', 'no one');
    expect((await db.comments.get(plain))?.mentions).toBeUndefined();
  });

  it('at most ten: the eleventh is refused with its message, nothing stored', async () => {
    const uids = Array.from({ length: MENTIONS_MAX + 1 }, (_, i) => `@[m${i}]`);
    await expect(addComment(me, 'p1', uids.join(' '))).rejects.toMatchObject({
      messageKey: 'posts.mention.error.tooMany',
    });
    expect(await db.outbox.count()).toBe(0);
    await addComment(me, 'p1', uids.slice(0, MENTIONS_MAX).join(' '));
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('a post’s mentions on the device', () => {
  beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));
  const me = { uid: 'me', displayName: 'me', photoURL: '' };
  const content = (text: string) => ({
    title: 'Hello',
    category: 'community' as const,
    tags: ['t'],
    content: text,
  });
  const stored = (id: string, uid: string, name: string, ms: number): PostRow => ({
    id,
    kind: 'post',
    ...content('x'),
    uid,
    author: { displayName: name, photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    createdAt: new Date(ms),
    updatedAt: new Date(ms),
    version: 1,
    pinnedAt: null,
    pending: false,
  });

  it('candidates: the authors of the newest posts and comments the device holds, an edited post’s commenters first', async () => {
    await db.posts.bulkPut([stored('p1', 'a', 'ann', 1), stored('p2', 'b', 'bob', 4)]);
    const comment = (id: string, postId: string, uid: string, name: string, ms: number) => ({
      id,
      postId,
      text: 't',
      uid,
      author: { displayName: name, photoURL: '' },
      createdAt: new Date(ms),
      version: 1,
      pending: false,
    });
    await db.comments.bulkPut([
      comment('k1', 'p2', 'c', 'carol', 3),
      comment('k2', 'p2', 'me', 'me', 5),
      comment('k3', 'p1', 'd', 'dan', 2),
    ]);
    expect(await mentionCandidates('me')).toEqual([
      { uid: 'b', name: 'bob' },
      { uid: 'c', name: 'carol' },
      { uid: 'd', name: 'dan' },
      { uid: 'a', name: 'ann' },
    ]);
    expect((await mentionCandidates('me', { postId: 'p1' })).map((c) => c.uid)).toEqual([
      'd',
      'b',
      'c',
      'a',
    ]);
  });

  it('are its tokens’ uids, never the writer’s, on its row and entry; an edit keeps them', async () => {
    const id = await createPost(me, content('hey @[b] @[me] @[c] @[b]'));
    expect(await db.posts.get(id)).toMatchObject({ mentions: ['b', 'c'], pending: true });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'post.create', payload: { mentions: ['b', 'c'] } });
    await editPost('me', id, content('now @[d] only'));
    expect(await db.posts.get(id)).toMatchObject({ mentions: ['b', 'c'] });
    const edit = (await db.outbox.toArray()).find((e) => e.op === 'post.edit')!;
    expect(edit.payload).not.toHaveProperty('mentions');
    const plain = await createPost(me, content('no one'));
    expect((await db.posts.get(plain))?.mentions).toBeUndefined();
  });

  it('at most ten: the eleventh is refused with the post’s message, nothing stored', async () => {
    const uids = Array.from({ length: MENTIONS_MAX + 1 }, (_, i) => `@[m${i}]`);
    await expect(createPost(me, content(uids.join(' ')))).rejects.toMatchObject({
      messageKey: 'posts.mention.error.postTooMany',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
    await createPost(me, content(uids.slice(0, MENTIONS_MAX).join(' ')));
    expect(await db.outbox.count()).toBe(1);
  });

  /** A transaction that records what an apply writes (the emulators' tests run the real one). */
  function recording(existing: Record<string, unknown> | null) {
    const writes: Array<[string, Record<string, unknown>]> = [];
    const tx: ServerTransaction = {
      get: async (path) => ({
        id: path.split('/').pop()!,
        exists: !!existing,
        data: existing ?? undefined,
      }),
      set: (path, data) => void writes.push([path, data]),
      merge: () => {},
      update: () => {},
      delete: () => {},
      writer: async () => ({ author: { displayName: 'me', photoURL: '' }, fix: () => {} }),
      serverTime: () => 'now',
      increment: (by) => by,
      timestamp: (ms) => ms,
      now: () => 0,
    };
    return { tx, writes };
  }

  it('its commit writes the post and one mention notification per member, p_{postId}, about no comment; a replay writes nothing', async () => {
    await createPost(me, content('hi @[b] and @[c]'));
    const entry = (await db.outbox.toArray())[0] as EntryOf<'post.create'> & OutboxEntry;
    const first = recording(null);
    await postCreate.applyRemote(entry, first.tx, { postExists: false });
    const id = notificationIdOf({ kind: 'post', postId: entry.postId });
    expect(id).toBe(`p_${entry.postId}`);
    expect(first.writes.map(([path]) => path)).toEqual([
      `posts/${entry.postId}`,
      `users/b/notifications/${id}`,
      `users/c/notifications/${id}`,
    ]);
    expect(first.writes[0]![1]).toMatchObject({ mentions: ['b', 'c'], uid: 'me' });
    const notice = first.writes[1]![1];
    expect(notice).toMatchObject({
      kind: 'mention',
      actor: 'me',
      actorName: 'me',
      postTitle: 'Hello',
    });
    expect(notice).not.toHaveProperty('commentId');
    expect(notificationWording({ kind: 'mention' })).toBe('postMention');
    expect(notificationWording({ kind: 'mention', commentId: 'k1' })).toBe('mention');
    // Each is one of the commit's writes.
    expect(writesOf(entry)).toBe(
      writesOf({ ...entry, payload: { ...entry.payload, mentions: [] } }) + 2,
    );

    const replay = recording({ uid: 'me', version: 1 });
    await postCreate.applyRemote(entry, replay.tx, { postExists: true });
    expect(replay.writes).toEqual([]);
  });
});
