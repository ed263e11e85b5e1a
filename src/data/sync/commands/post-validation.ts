import * as rules from '../../../lib/validation';
import type { ValidationKey } from '../../../lib/validation';
import type { PostContent } from '../../model/post';

export type PostField = 'title' | 'category' | 'tags' | 'content';

/** The form's rules, field by field; empty when the post may be submitted. */
export function validatePost(
  content: Partial<PostContent>,
): Partial<Record<PostField, ValidationKey>> {
  const errors: Partial<Record<PostField, ValidationKey>> = {};
  const title = rules.required(content.title);
  if (title) errors.title = title;
  const category = rules.category(content.category);
  if (category) errors.category = category;
  const tags = rules.tags(content.tags ?? []);
  if (tags) errors.tags = tags;
  const body = rules.content(content.content ?? '');
  if (body) errors.content = body;
  return errors;
}

/** Trimmed, blank tags dropped, duplicates removed. */
export function cleanPostContent(content: PostContent): PostContent {
  const tags = [...new Set(content.tags.map((tag) => tag.trim()).filter(Boolean))];
  return {
    title: content.title.trim(),
    category: content.category,
    tags,
    content: content.content,
  };
}
