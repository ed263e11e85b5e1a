// The device database's migrations: a device on an earlier schema upgrades without losing rows.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { PixelDatabase } from '../../src/data/local/database';
import { SCHEMA_VERSIONS } from '../../src/data/local/schema';
import { loadDraft } from '../../src/data/sync/commands/post-drafts';

/** A database as a build that shipped schema `version` left it. */
function databaseAt(name: string, version: number): Dexie {
  const old = new Dexie(name);
  for (const step of SCHEMA_VERSIONS.filter((s) => s.version <= version)) {
    const declared = old.version(step.version).stores(step.stores);
    if (step.upgrade) declared.upgrade(step.upgrade);
  }
  return old;
}

describe('schema version 5', () => {
  it('moves post drafts out of the posts table into their own, leaving the posts', async () => {
    const name = 'schema-5-upgrade';
    const old = databaseAt(name, 4);
    const content = { title: 'half written', category: 'qna', tags: [], content: 'body' };
    await old.table('posts').bulkPut([
      { kind: 'post', id: 'p1', title: 'a post', category: 'qna', uid: 'u1', pinnedAt: null },
      { kind: 'draft', id: 'draft:u1:new', uid: 'u1', draftKey: 'new', content, savedAt: 5 },
    ]);
    old.close();

    const upgraded = new PixelDatabase(name);
    expect((await upgraded.posts.toArray()).map((row) => row.id)).toEqual(['p1']);
    expect(await upgraded.postDrafts.toArray()).toEqual([
      { id: 'draft:u1:new', uid: 'u1', draftKey: 'new', content, savedAt: 5 },
    ]);
    upgraded.close();
    await Dexie.delete(name);
  });

  it('the app reads a migrated draft where it left it', async () => {
    const old = databaseAt('pixel-community', 4);
    const content = { title: 'kept', category: 'community', tags: ['t'], content: 'body' };
    await old
      .table('posts')
      .put({ kind: 'draft', id: 'draft:u2:edit:p9', uid: 'u2', draftKey: 'edit:p9', content });
    old.close();
    expect(await loadDraft('u2', 'edit:p9')).toEqual(content);
  });
});

describe('schema version 6', () => {
  const row = (id: string, minute: number, parentId?: string) => ({
    id,
    postId: 'p1',
    ...(parentId ? { parentId } : {}),
    text: id,
    uid: 'u1',
    author: { displayName: 'u1', photoURL: '' },
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)),
    version: 1,
    pending: false,
  });

  it("keeps a device's comments and finds their replies by post and parent", async () => {
    const name = 'schema-6-upgrade';
    const old = databaseAt(name, 5);
    await old.table('comments').bulkPut([row('c1', 0), row('r1', 1, 'c1'), row('c2', 2)]);
    old.close();

    const upgraded = new PixelDatabase(name);
    expect(await upgraded.comments.count()).toBe(3);
    const replies = await upgraded.comments
      .where('[postId+parentId]')
      .equals(['p1', 'c1'])
      .toArray();
    expect(replies.map((reply) => reply.id)).toEqual(['r1']);
    // Top-level comments have no parentId: they are not in the index at all.
    expect(
      await upgraded.comments.where('[postId+parentId]').between(['p1'], ['p1\uffff']).count(),
    ).toBe(1);
    upgraded.close();
    await Dexie.delete(name);
  });

  it('a page of comments brings every reply the device holds to the comments it shows', async () => {
    const { db } = await import('../../src/data/local/database');
    const { devicePostComments } = await import('../../src/data/local/comments');
    await db.comments.clear();
    // c1's third reply comes after c2 and c3: past a page of three.
    await db.comments.bulkPut([
      row('c1', 0),
      row('r1', 1, 'c1'),
      row('c2', 2),
      row('c3', 3),
      row('r2', 4, 'c1'),
      row('r3', 5, 'c3'),
    ]);
    const { comments, total } = await devicePostComments('p1', 3);
    expect(comments.map((comment) => comment.id)).toEqual(['c1', 'r1', 'c2', 'r2']);
    expect(total).toBe(6);
    await db.comments.clear();
  });
});

describe('schema version 7', () => {
  it("adds the mutes table, keyed by member and muted member, keeping a device's rows", async () => {
    const name = 'schema-7-upgrade';
    const old = databaseAt(name, 6);
    await old.table('todos').put({ id: 't1', uid: 'u1', text: 'kept', order: 1 });
    old.close();

    const upgraded = new PixelDatabase(name);
    expect(await upgraded.todos.count()).toBe(1);
    await upgraded.mutes.bulkPut([
      { uid: 'u1', mutedUid: 'b', pending: false },
      { uid: 'u1', mutedUid: 'b', pending: true },
      { uid: 'u2', mutedUid: 'b', pending: false },
    ]);
    expect(await upgraded.mutes.get(['u1', 'b'])).toEqual({
      uid: 'u1',
      mutedUid: 'b',
      pending: true,
    });
    expect(await upgraded.mutes.count()).toBe(2);
    upgraded.close();
    await Dexie.delete(name);
  });
});

describe('schema version 8', () => {
  it("adds the reports table, keyed by member and item, keeping a device's rows", async () => {
    const name = 'schema-8-upgrade';
    const old = databaseAt(name, 7);
    await old.table('mutes').put({ uid: 'u1', mutedUid: 'b', pending: false });
    old.close();

    const upgraded = new PixelDatabase(name);
    expect(await upgraded.mutes.count()).toBe(1);
    const item = { kind: 'post', postId: 'p1' } as const;
    await upgraded.reports.bulkPut([
      { uid: 'u1', key: 'post_p1', item, reason: 'spam', pending: true },
      { uid: 'u1', key: 'post_p1', item, reason: 'spam', pending: false },
      { uid: 'u2', key: 'post_p1', item, reason: 'abuse', pending: true },
    ]);
    expect(await upgraded.reports.get(['u1', 'post_p1'])).toMatchObject({ pending: false });
    expect(await upgraded.reports.count()).toBe(2);
    upgraded.close();
    await Dexie.delete(name);
  });
});

describe('schema version 9', () => {
  it('adds the notifications table, keyed by member and id, indexed for the list and the bell', async () => {
    const name = 'schema-9-upgrade';
    const old = databaseAt(name, 8);
    await old.table('mutes').put({ uid: 'u1', mutedUid: 'b', pending: false });
    old.close();

    const upgraded = new PixelDatabase(name);
    expect(await upgraded.mutes.count()).toBe(1);
    const row = (id: string, uid: string, unread: 0 | 1, at: number) => ({
      id,
      uid,
      kind: 'comment' as const,
      actor: 'b',
      actorName: 'b',
      postId: 'p1',
      postTitle: 'p',
      commentId: id,
      createdAt: new Date(at),
      read: unread === 0,
      unread,
      pending: false,
    });
    // The same notification id for two members of one device: two rows.
    await upgraded.notifications.bulkPut([
      row('c_1', 'u1', 1, 1),
      row('c_2', 'u1', 0, 2),
      row('c_1', 'u2', 1, 3),
    ]);
    expect(await upgraded.notifications.count()).toBe(3);
    expect(await upgraded.notifications.where('[uid+unread]').equals(['u1', 1]).count()).toBe(1);
    expect(
      (
        await upgraded.notifications
          .where('[uid+createdAt]')
          .between(['u1', Dexie.minKey], ['u1', Dexie.maxKey])
          .reverse()
          .toArray()
      ).map((n) => n.id),
    ).toEqual(['c_2', 'c_1']);
    upgraded.close();
    await Dexie.delete(name);
  });
});

describe('schema version 10', () => {
  it('indexes comments by time across posts, the rows of earlier builds too', async () => {
    const name = 'schema-10-upgrade';
    const old = databaseAt(name, 9);
    const comment = (id: string, postId: string, minute: number) => ({
      id,
      postId,
      text: id,
      uid: 'u1',
      author: { displayName: 'u1', photoURL: '' },
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)),
      version: 1,
      pending: false,
    });
    await old
      .table('comments')
      .bulkPut([comment('k1', 'p1', 3), comment('k2', 'p2', 9), comment('k3', 'p1', 5)]);
    old.close();

    const upgraded = new PixelDatabase(name);
    const newest = await upgraded.comments.orderBy('createdAt').reverse().limit(2).toArray();
    expect(newest.map((row) => row.id)).toEqual(['k2', 'k3']);
    upgraded.close();
    await Dexie.delete(name);
  });
});
