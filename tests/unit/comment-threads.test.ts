import { describe, expect, it } from 'vitest';
import { commentThreads, type Comment } from '../../src/data/model/comment';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
const comment = (id: string, minute: number, parentId?: string): Comment => ({
  id,
  postId: 'p1',
  ...(parentId ? { parentId } : {}),
  text: id,
  uid: 'u1',
  author: { displayName: 'u1', photoURL: '' },
  createdAt: at(minute),
});
const shape = (comments: Comment[]) =>
  commentThreads(comments).map((t) => [t.comment?.id ?? null, t.replies.map((r) => r.id)]);

describe("a post's comments as threads (one stream, replies under their comment)", () => {
  it('groups each reply under its comment, both in the order given', () => {
    expect(
      shape([
        comment('c1', 0),
        comment('r1', 1, 'c1'),
        comment('c2', 2),
        comment('r2', 3, 'c1'),
        comment('r3', 4, 'c2'),
      ]),
    ).toEqual([
      ['c1', ['r1', 'r2']],
      ['c2', ['r3']],
    ]);
  });

  it("keeps a deleted comment's replies where the first of them stands, without a comment", () => {
    expect(shape([comment('c1', 0), comment('r1', 1, 'gone'), comment('c2', 2)])).toEqual([
      ['c1', []],
      [null, ['r1']],
      ['c2', []],
    ]);
  });

  it('a comment given after its reply (a device clock behind) takes its thread', () => {
    expect(shape([comment('r1', 0, 'c1'), comment('c1', 1)])).toEqual([['c1', ['r1']]]);
  });
});
