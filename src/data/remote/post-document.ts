import type { Post } from '../model/post';
import {
  authorField,
  categoryField,
  countField,
  dateField,
  tagsField,
  textField,
  writtenAtField,
} from './firestore-fields';

// No Firebase import here: both the full SDK's reads and Firestore Lite's use it (the field
// readers know a timestamp of either SDK by its shape).

/** Reads a `posts/{id}` document into the app's Post shape, tolerating missing fields. */
export function postFromFirestore(id: string, data: Record<string, unknown>): Post {
  return {
    id,
    title: textField(data.title),
    category: categoryField(data.category),
    tags: tagsField(data.tags),
    content: textField(data.content),
    uid: textField(data.uid),
    author: authorField(data.author),
    hits: countField(data.hits),
    likeCount: countField(data.likeCount),
    commentCount: countField(data.commentCount),
    bookmarkCount: countField(data.bookmarkCount),
    createdAt: dateField(data.createdAt),
    updatedAt: dateField(data.updatedAt),
    ...writtenAtField(data.writtenAt),
    version: countField(data.version) || 1,
    pinnedAt: data.pinned === true ? dateField(data.pinnedAt) : null,
  };
}
