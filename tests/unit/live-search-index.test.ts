import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/data/local/database';
import type { PostRow } from '../../src/data/model/local-rows';
import { postRow } from './support/post-row';
import {
  holdSearchIndex,
  searchIndexState,
  sharedSearchIndex,
} from '../../src/data/search/live-search-index';

function row(id: string, title: string): PostRow {
  return postRow({
    id,
    title,
    tags: ['e2e'],
    content: '',
    uid: 'u',
    author: { displayName: 'alice', photoURL: '' },
  });
}

const found = (text: string) =>
  sharedSearchIndex.search({ text, kind: 'post' }).map((hit) => hit.doc.id);

/** Waits for the index to have taken in the table's latest state. */
async function settled(check: () => void): Promise<void> {
  await vi.waitFor(check, { timeout: 5_000, interval: 20 });
}

describe('the live search index', () => {
  const release = holdSearchIndex();
  afterAll(async () => {
    release();
    await db.delete();
  });

  it('follows the posts table: adds, edits and deletes, drafts left out', async () => {
    await db.posts.bulkPut([row('p1', 'Dithering techniques'), row('p2', '도트 애니메이션')]);
    await db.postDrafts.put({
      id: 'draft:u:1',
      uid: 'u',
      draftKey: '1',
      savedAt: 0,
      content: { title: 'Dithering draft', category: 'qna', tags: [], content: '' },
    });
    await settled(() => expect(found('dither')).toEqual(['p1']));
    expect(found('애니메')).toEqual(['p2']);
    expect(searchIndexState.get()).toMatchObject({ ready: true, posts: 2 });

    await db.posts.put(row('p1', 'Palette tricks'));
    await settled(() => expect(found('palet')).toEqual(['p1']));
    expect(found('dither')).toEqual([]);

    await db.posts.delete('p2');
    await settled(() => expect(found('애니메')).toEqual([]));
    expect(searchIndexState.get().posts).toBe(1);
  });
});
