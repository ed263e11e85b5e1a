import { samePostContent, type Post } from '../model/post';
import type { SearchDocument } from './search-index';

/** A post as the index sees it. */
export function postDocument(post: Post): SearchDocument {
  return {
    id: post.id,
    kind: 'post',
    title: post.title,
    content: post.content,
    tags: post.tags,
    author: post.author.displayName,
    category: post.category,
    locale: null,
    href: `/posts/${post.id}`,
    createdAt: post.createdAt.getTime(),
  };
}

/**
 * Whether two posts make the same document (sameDocument of their postDocuments), read from the
 * posts themselves: what postDocument takes of a post, and nothing else, is compared.
 */
export function samePostDocument(a: Post, b: Post): boolean {
  return (
    a.id === b.id &&
    a.author.displayName === b.author.displayName &&
    a.createdAt.getTime() === b.createdAt.getTime() &&
    samePostContent(a, b)
  );
}
