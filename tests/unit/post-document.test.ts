import { describe, expect, it } from 'vitest';
import type { Post } from '../../src/data/model/post';
import { postDocument, samePostDocument } from '../../src/data/search/post-document';
import { sameDocument } from '../../src/data/search/search-index';

// The worker's page tells which posts changed by comparing the posts themselves
// (samePostDocument), without making their documents: it must agree with comparing the documents,
// for a change to any field of a post.

const post: Post = {
  id: 'post-1',
  title: 'Pixel palettes',
  category: 'community',
  tags: ['pixel', 'palette'],
  content: 'Four colours are enough.',
  mentions: ['member-2'],
  uid: 'member-1',
  author: { displayName: 'member one', photoURL: '' },
  hits: 3,
  likeCount: 1,
  commentCount: 2,
  bookmarkCount: 0,
  createdAt: new Date(Date.UTC(2026, 0, 1)),
  updatedAt: new Date(Date.UTC(2026, 0, 2)),
  writtenAt: new Date(Date.UTC(2025, 11, 31)),
  version: 2,
  pinnedAt: null,
  hidden: { by: 'admin-1', reason: 'spam', note: '', at: new Date(Date.UTC(2026, 0, 3)) },
};

/** Every field of the post, changed (some more than one way). */
const changes: Record<keyof Post, Partial<Post>[]> = {
  id: [{ id: 'post-2' }],
  title: [{ title: 'Pixel palettes!' }],
  category: [{ category: 'qna' }],
  tags: [{ tags: ['pixel'] }, { tags: ['palette', 'pixel'] }, { tags: ['pixel', 'palettes'] }],
  content: [{ content: 'Five colours are enough.' }],
  mentions: [{ mentions: [] }],
  uid: [{ uid: 'member-3' }],
  author: [
    { author: { displayName: 'member 1', photoURL: '' } },
    { author: { displayName: 'member one', photoURL: 'https://example.test/a.png' } },
  ],
  hits: [{ hits: 4 }],
  likeCount: [{ likeCount: 2 }],
  commentCount: [{ commentCount: 3 }],
  bookmarkCount: [{ bookmarkCount: 1 }],
  createdAt: [{ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 1)) }],
  updatedAt: [{ updatedAt: new Date(Date.UTC(2026, 0, 4)) }],
  writtenAt: [{ writtenAt: new Date(Date.UTC(2025, 11, 30)) }],
  version: [{ version: 3 }],
  pinnedAt: [{ pinnedAt: new Date(Date.UTC(2026, 0, 5)) }],
  hidden: [{ hidden: undefined }],
};

describe('samePostDocument', () => {
  it('covers every field of the sample post', () => {
    expect(Object.keys(changes).sort()).toEqual(Object.keys(post).sort());
  });

  it('agrees with comparing the documents, field by field', () => {
    for (const [field, variants] of Object.entries(changes)) {
      for (const change of variants) {
        const other = { ...post, ...change };
        expect(samePostDocument(post, other), field).toBe(
          sameDocument(postDocument(post), postDocument(other)),
        );
      }
    }
  });

  it('holds for an equal copy (new objects, as each read of the table gives)', () => {
    const copy = structuredClone(post);
    expect(samePostDocument(post, copy)).toBe(true);
    expect(sameDocument(postDocument(post), postDocument(copy))).toBe(true);
  });

  it('tells a change of what the index reads from one of what it does not', () => {
    expect(samePostDocument(post, { ...post, likeCount: 9, version: 5 })).toBe(true);
    expect(samePostDocument(post, { ...post, title: 'Other' })).toBe(false);
  });
});
