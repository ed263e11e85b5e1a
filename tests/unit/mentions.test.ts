// Mentions' pure steps: tokens in a text, the text as the writer types it and as it is sent, the
// `@` being typed, the suggestions, whom a thread offers, and the command's bound.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { MENTIONS_MAX, mentionParts } from '../../src/data/model/mention';
import {
  activeMention,
  composeMentions,
  mentionSuggestions,
  mentionedUids,
  threadMembers,
} from '../../src/data/model/mention-writing';
import { addComment } from '../../src/data/sync/commands/comment-commands';
import { editableMentions } from '../../src/features/posts/mention-field';

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
