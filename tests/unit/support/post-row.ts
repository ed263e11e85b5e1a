import type { PostRow } from '../../../src/data/model/local-rows';

const AT = new Date(Date.UTC(2026, 0, 1));

/** A post as the device holds it, sent and unchanged, with whatever a test sets on top. */
export function postRow(fields: Partial<PostRow> & { id: string }): PostRow {
  return {
    kind: 'post',
    pending: false,
    title: 'title',
    category: 'community',
    tags: ['t'],
    content: 'c',
    uid: 'author',
    author: { displayName: 'author', photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    createdAt: AT,
    updatedAt: AT,
    version: 1,
    pinnedAt: null,
    ...fields,
  };
}
