import { MENTION_TOKEN, mentionLabel, mentionParts } from './mention';

// Writing a mention (model/mention.ts has the token): whom a post or comment may mention, the `@`
// being typed and its suggestions, the text as it is sent and the uids it mentions. Apart from
// the token, which a visitor's first script reads to show a post or comment: none of this is on
// a first visit's way.

export const mentionToken = (uid: string) => `@[${uid}]`;

/** The uids the text's tokens name, each once, in order. */
export function mentionedUids(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION_TOKEN)].map((match) => match[1]!))];
}

/** A member one may mention, by the name the writer sees. */
export interface MentionCandidate {
  uid: string;
  name: string;
}

/** The uids a new post or comment by `writer` mentions: its tokens', never the writer's own. */
export const mentionsIn = (text: string, writer: string): string[] =>
  mentionedUids(text).filter((uid) => uid !== writer);

/**
 * The text as sent: each `@name` the writer chose from the suggestions becomes its token (a name
 * the writer typed over or deleted is plain text again), and the uids it mentions, never the
 * writer's own. Longer names first, so "@ann" does not take the start of "@anna".
 */
export function composeMentions(
  draft: string,
  chosen: readonly MentionCandidate[],
  writer: string,
): { text: string; mentions: string[] } {
  const byLength = [...chosen].sort((a, b) => b.name.length - a.name.length);
  let text = draft;
  for (const { uid, name } of byLength) {
    if (!name) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The name ends at a space, a punctuation mark or the end, not inside a longer word.
    text = text.replace(new RegExp(`@${escaped}(?=$|[\\s.,!?;:)\\]}'"])`, 'gu'), mentionToken(uid));
  }
  return { text, mentions: mentionsIn(text, writer) };
}

/**
 * The `@` being typed just before the caret, if any: where it starts and what follows it so far
 * (no space yet). An `@` inside a word (an email) is not one.
 */
export function activeMention(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@[\]]{0,30})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** Suggestions for `query`: names starting with it first, then containing it; at most `max`. */
export function mentionSuggestions(
  candidates: readonly MentionCandidate[],
  query: string,
  max = 6,
): MentionCandidate[] {
  const q = query.toLocaleLowerCase();
  const starts: MentionCandidate[] = [];
  const contains: MentionCandidate[] = [];
  for (const candidate of candidates) {
    const name = candidate.name.toLocaleLowerCase();
    if (name.startsWith(q)) starts.push(candidate);
    else if (q && name.includes(q)) contains.push(candidate);
  }
  return [...starts, ...contains].slice(0, max);
}

/**
 * Whom a comment or reply may mention: the post's author and the members of its thread (those
 * who commented on the post), each once, never the writer, by the name they last wrote under.
 */
export function threadMembers(
  writer: string,
  post: { uid: string; author: { displayName: string } } | undefined,
  comments: readonly { uid: string; author: { displayName: string }; createdAt: Date }[],
): MentionCandidate[] {
  const names = new Map<string, string>();
  if (post) names.set(post.uid, post.author.displayName);
  const newestLast = [...comments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const comment of newestLast) names.set(comment.uid, comment.author.displayName);
  names.delete(writer);
  return [...names].filter(([uid, name]) => uid && name).map(([uid, name]) => ({ uid, name }));
}

/** A row the device holds that someone wrote: a post or a comment. */
export interface WrittenRow {
  uid: string;
  author: { displayName: string };
  createdAt: Date;
}

/**
 * Whom a post may mention: the members who wrote `rows` (what the device holds), most recent
 * first, each once under the name they last wrote under, never the writer; at most `max`.
 * `first` (an edited post's commenters) come before the rest, in their own order.
 */
export function recentMembers(
  writer: string,
  rows: readonly WrittenRow[],
  { first = [], max = 200 }: { first?: readonly WrittenRow[]; max?: number } = {},
): MentionCandidate[] {
  const newestFirst = (list: readonly WrittenRow[]) =>
    [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const names = new Map<string, string>();
  for (const { uid, author } of [...newestFirst(first), ...newestFirst(rows)]) {
    if (!uid || uid === writer || names.has(uid) || !author.displayName) continue;
    names.set(uid, author.displayName);
    if (names.size >= max) break;
  }
  return [...names].map(([uid, name]) => ({ uid, name }));
}

/**
 * A text with mention tokens as a writer edits it: each token as `@name` (the names `names`
 * knows; an unknown one stays a token), and the members so named, to compose it back.
 */
export function editableMentions(
  text: string,
  names: ReadonlyMap<string, string>,
): { draft: string; chosen: MentionCandidate[] } {
  const chosen: MentionCandidate[] = [];
  const draft = mentionParts(text)
    .map((part) => {
      if (typeof part === 'string') return part;
      const name = names.get(part.uid);
      if (!name) return mentionToken(part.uid);
      chosen.push({ uid: part.uid, name });
      return mentionLabel(name);
    })
    .join('');
  return { draft, chosen };
}
