import type { Post } from '../model/post';
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
