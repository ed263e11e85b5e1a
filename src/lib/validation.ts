import { MAX_TAGS } from '../data/model/post';

/**
 * The spec's validation rules (section 5) as pure functions. Each returns the catalog key of the
 * broken rule, or null when the value is fine. Forms show `validation.<code>`.
 */
export type ValidationCode =
  '1004' | '1005' | '1006' | '1007' | '1008' | '1009' | '1010' | '1011' | '1020';
export type ValidationKey = `validation.${ValidationCode}`;
export type Rule<T> = (value: T) => ValidationKey | null;

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** 1008: a value is required (whitespace alone does not count). */
export const required: Rule<string | null | undefined> = (value) =>
  isBlank(value) ? 'validation.1008' : null;

// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/u;

/** 1009: must look like an email address. */
export const email: Rule<string> = (value) => (EMAIL.test(value.trim()) ? null : 'validation.1009');

/**
 * 1010: at least 8 characters, combining letters, digits and special symbols. Letters are any
 * script's letters (Hangul counts), and a symbol is anything that is neither a letter, a digit
 * nor white space (emoji count).
 */
export const password: Rule<string> = (value) => {
  const characters = [...value];
  const hasLetter = /\p{L}/u.test(value);
  const hasDigit = /\p{Nd}/u.test(value);
  const hasSymbol = /[^\p{L}\p{Nd}\s]/u.test(value);
  return characters.length >= 8 && hasLetter && hasDigit && hasSymbol ? null : 'validation.1010';
};

/** 1011: the confirmation must equal the password. */
export const passwordConfirmation =
  (passwordValue: string): Rule<string> =>
  (confirmation) =>
    confirmation === passwordValue ? null : 'validation.1011';

/** 1004: a category must be selected. */
export const category: Rule<string | null | undefined> = (value) =>
  isBlank(value) ? 'validation.1004' : null;

/** 1005 when there is no tag; 1006 when there are more than 10. */
export const tags: Rule<readonly string[]> = (value) => {
  const real = value.filter((tag) => !isBlank(tag));
  if (real.length === 0) return 'validation.1005';
  if (real.length > MAX_TAGS) return 'validation.1006';
  return null;
};

/** 1007: the post content must be filled. */
export const content: Rule<string> = (value) => (isBlank(value) ? 'validation.1007' : null);

/** 1020: a comment must be entered. */
export const comment: Rule<string> = (value) => (isBlank(value) ? 'validation.1020' : null);

/** The first broken rule, in order. */
export function firstError<T>(value: T, ...rules: Rule<T>[]): ValidationKey | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}
