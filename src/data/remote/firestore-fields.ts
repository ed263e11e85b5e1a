import type { HiddenMark } from '../model/moderation';
import type { Category } from '../model/post';
import { isCategory } from '../model/post';

// The one set of readers from Firestore document fields to the app's types, tolerant of missing
// or mistyped fields (an older document, a hand edit). Timestamps are recognised by their
// `toDate` rather than by class, so documents read through either Firestore SDK (the full one or
// Firestore Lite) convert the same.

interface TimestampLike {
  toDate(): Date;
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof (value as TimestampLike | null)?.toDate === 'function';

/** A timestamp field as a Date; the epoch when it is missing (a server time not yet set). */
export function dateField(value: unknown): Date {
  return isTimestamp(value) ? value.toDate() : new Date(0);
}

/** A timestamp field as a Date, or null when it is missing. */
export function optionalDateField(value: unknown): Date | null {
  return isTimestamp(value) ? value.toDate() : null;
}

/** `{ writtenAt }` when the document says when it was written offline, else nothing. */
export function writtenAtField(value: unknown): { writtenAt?: Date } {
  return isTimestamp(value) ? { writtenAt: value.toDate() } : {};
}

/** A counter (hits, likes, comments, bookmarks, versions): a finite number, else 0. */
export function countField(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A text field: the string, else empty. */
export function textField(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A tags field: its strings, in order. */
export function tagsField(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

/** `{ mentions }` when a post or comment mentions members (their uids), else nothing. */
export function mentionsField(value: unknown): { mentions?: string[] } {
  const mentions = tagsField(value);
  return mentions.length > 0 ? { mentions } : {};
}

/** A category field; a post of an unknown category shows as community. */
export function categoryField(value: unknown): Category {
  return isCategory(value) ? value : 'community';
}

/** The author copied onto a post, comment or bookmark: name and photo. */
export function authorField(value: unknown): { displayName: string; photoURL: string } {
  const author = (value ?? {}) as Record<string, unknown>;
  return { displayName: textField(author.displayName), photoURL: textField(author.photoURL) };
}

/**
 * `{ hidden }` when a moderator hid the item (the field is then a map, whose fields
 * firestore.rules checked), else nothing: a post's `false`, a comment's absent field.
 */
export function hiddenField(value: unknown): { hidden?: HiddenMark } {
  if (typeof value !== 'object' || value === null) return {};
  const mark = value as HiddenMark;
  return { hidden: { ...mark, note: textField(mark.note), at: dateField(mark.at) } };
}
