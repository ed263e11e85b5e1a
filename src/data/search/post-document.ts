import type { Post } from '../model/post';
import type { SearchDocument } from './search-index';

/**
 * What the index reads of a post, each field once: postDocument builds a document from it, and
 * samePostDocument compares two posts by it, so the two cannot drift apart.
 */
const READ = {
  id: (post: Post) => post.id,
  title: (post: Post) => post.title,
  content: (post: Post) => post.content,
  tags: (post: Post) => post.tags,
  author: (post: Post) => post.author.displayName,
  category: (post: Post) => post.category,
  createdAt: (post: Post) => post.createdAt.getTime(),
};
const FIELDS = Object.keys(READ) as Array<keyof typeof READ>;

/** A post as the index sees it: each of READ's fields (the type checker holds the two in step). */
export function postDocument(post: Post): SearchDocument {
  const document: SearchDocument & { [F in keyof typeof READ]: ReturnType<(typeof READ)[F]> } = {
    id: READ.id(post),
    kind: 'post',
    title: READ.title(post),
    content: READ.content(post),
    tags: READ.tags(post),
    author: READ.author(post),
    category: READ.category(post),
    locale: null,
    href: `/posts/${post.id}`,
    createdAt: READ.createdAt(post),
  };
  return document;
}

const same = (a: string | number | readonly string[], b: typeof a) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => item === b[i])
    : a === b;

/**
 * Whether two posts make the same document (sameDocument of their postDocuments), read from the
 * posts themselves without making the documents.
 */
export function samePostDocument(a: Post, b: Post): boolean {
  return FIELDS.every((field) => same(READ[field](a), READ[field](b)));
}
