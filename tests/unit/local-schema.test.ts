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
