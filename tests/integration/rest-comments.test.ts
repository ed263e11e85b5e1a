// A visitor's first page of a post's comments, read through the hand-written REST request
// (src/data/remote/rest-comments.ts), against the emulator: the same comments, in the same order,
// as Firestore Lite reads with the same query, and the same batch the listener's first page makes.
import { beforeAll, describe, expect, it } from 'vitest';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { commitDocuments, useEmulatorSettings } from './support/emulator-rest';

const run = Date.now().toString(36);
const HOUR = 3_600_000;

let rest: typeof import('../../src/data/remote/rest-comments');
let lite: typeof import('../../src/data/remote/direct-reads');
let converters: typeof import('../../src/data/remote/document-converters');
let model: typeof import('../../src/data/model/comment');

/** A post with `count` comments, two of them written in the same millisecond (a tie). */
async function postWithComments(count: number): Promise<string> {
  const postId = `rest-comments-${run}-${count}`;
  const start = Date.parse('2026-01-01T00:00:00Z');
  await commitDocuments([
    {
      path: `posts/${postId}`,
      data: {
        title: 'comments',
        category: 'community',
        content: 'x',
        uid: 'writer',
        author: { displayName: 'writer', photoURL: '' },
        commentCount: count,
        createdAt: new Date(start),
        updatedAt: new Date(start),
      },
    },
    ...Array.from({ length: count }, (_, n) => ({
      path: `posts/${postId}/comments/c${String(n).padStart(3, '0')}`,
      data: {
        text: `comment ${n}`,
        uid: `member-${n % 3}`,
        author: { displayName: `member ${n % 3}`, photoURL: '' },
        createdAt: new Date(start + (n === 1 ? 0 : n) * HOUR),
        ...(n % 4 === 0 ? { edited: true, version: 2 } : {}),
      },
    })),
  ]);
  return postId;
}

async function liteFirstComments(postId: string) {
  const { FIRST_COMMENTS } = model;
  const snapshot = await getDocs(
    query(
      collection(lite.liteFirestore(), 'posts', postId, 'comments'),
      orderBy(FIRST_COMMENTS.field, FIRST_COMMENTS.direction),
      limit(FIRST_COMMENTS.size),
    ),
  );
  return snapshot.docs.map((d) => converters.commentFromFirestore(postId, d.id, d.data()));
}

beforeAll(async () => {
  useEmulatorSettings();
  rest = await import('../../src/data/remote/rest-comments');
  lite = await import('../../src/data/remote/direct-reads');
  converters = await import('../../src/data/remote/document-converters');
  model = await import('../../src/data/model/comment');
});

describe("a visitor's first page of comments, through REST", () => {
  it('matches Firestore Lite on a short page, which vouches for every comment', async () => {
    const postId = await postWithComments(5);
    const batch = await rest.restFirstComments(postId);
    expect(batch.changed).toEqual(await liteFirstComments(postId));
    // c000 and c001 were written in the same millisecond: the document id orders them.
    expect(batch.changed.map((comment) => comment.id)).toEqual([
      'c000',
      'c001',
      'c002',
      'c003',
      'c004',
    ]);
    expect(batch.allIds).toEqual(batch.changed.map((comment) => comment.id));
    expect(batch.allUntil).toBeUndefined();
    expect(batch.changed[0]).toMatchObject({ postId, text: 'comment 0', edited: true, version: 2 });
  });

  it('matches Firestore Lite on a full page, which vouches only up to its last comment', async () => {
    const postId = await postWithComments(model.COMMENT_PAGE_SIZE + 3);
    const batch = await rest.restFirstComments(postId);
    expect(batch.changed).toHaveLength(model.COMMENT_PAGE_SIZE);
    expect(batch.changed).toEqual(await liteFirstComments(postId));
    expect(batch.allUntil).toEqual(batch.changed.at(-1)?.createdAt);
  });

  it('finds nothing under a post that has no comments, or none at all', async () => {
    expect((await rest.restFirstComments(`no-such-post-${run}`)).changed).toEqual([]);
  });
});
