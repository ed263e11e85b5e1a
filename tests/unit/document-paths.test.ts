// The one reader of document paths: every path the app writes reads back as what it names, and
// anything else reads as nothing.
import { describe, expect, it } from 'vitest';
import { parseDocumentPath } from '../../src/data/model/document-paths';
import {
  bookmarkPath,
  commentPath,
  imagePath,
  likePath,
  postPath,
  todoPath,
} from '../../src/data/sync/entry-paths';

describe('parseDocumentPath', () => {
  it('reads back every path the app writes', () => {
    expect(parseDocumentPath(postPath('p1'))).toEqual({ kind: 'post', postId: 'p1' });
    expect(parseDocumentPath(commentPath('p1', 'c1'))).toEqual({
      kind: 'comment',
      postId: 'p1',
      commentId: 'c1',
    });
    expect(parseDocumentPath(likePath('p1', 'u1'))).toEqual({
      kind: 'like',
      postId: 'p1',
      uid: 'u1',
    });
    expect(parseDocumentPath(todoPath('u1', 't1'))).toEqual({
      kind: 'todo',
      uid: 'u1',
      todoId: 't1',
    });
    expect(parseDocumentPath(bookmarkPath('u1', 'p1'))).toEqual({
      kind: 'bookmark',
      uid: 'u1',
      postId: 'p1',
    });
    expect(parseDocumentPath(imagePath('u1', 'i1'))).toEqual({
      kind: 'image',
      uid: 'u1',
      imageId: 'i1',
    });
  });

  it('names nothing for other or malformed paths', () => {
    for (const path of [
      '',
      'posts',
      'posts/',
      'posts/p1/comments',
      'posts/p1/comments/',
      'posts/p1/views/u1',
      'posts/p1/comments/c1/extra',
      'users/u1',
      'users/u1/todos',
      'users/u1/images/i1.png',
      'deletedPosts/p1',
    ]) {
      expect(parseDocumentPath(path)).toBeNull();
    }
  });
});
