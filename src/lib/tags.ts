import { MAX_TAGS } from '../data/model/post';

export type AddTagResult =
  | { ok: true; tags: string[] }
  | { ok: false; tags: string[]; error: 'validation.1006' | 'blank' | 'duplicate' };

/** Normalizes a typed tag: trimmed, inner white space collapsed, a leading # dropped. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().slice(0, 40);
}

/**
 * Adds a tag confirmed with Enter: blanks and duplicates (ignoring case and width) are ignored,
 * and an 11th tag is refused with 1006.
 */
export function addTag(tags: readonly string[], raw: string): AddTagResult {
  const tag = normalizeTag(raw);
  if (tag === '') return { ok: false, tags: [...tags], error: 'blank' };
  const key = (value: string) => value.normalize('NFKC').toLowerCase();
  if (tags.some((existing) => key(existing) === key(tag))) {
    return { ok: false, tags: [...tags], error: 'duplicate' };
  }
  if (tags.length >= MAX_TAGS) return { ok: false, tags: [...tags], error: 'validation.1006' };
  return { ok: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
