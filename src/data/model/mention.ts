// Mentions: a post, a comment or a reply names members by their uid. Its text keeps a token,
// `@[uid]`, where the member was mentioned, and its `mentions` lists those uids (at most
// MENTIONS_MAX, checked by firestore.rules), each notified in the post's or comment's own commit.
// A token is shown as the member's current name (their public profile's), so a rename shows
// everywhere; the text never holds a name that could go stale.

import { MENTION_TOKEN } from './mention-token.mjs';

/** The most members one post or comment mentions (firestore.rules holds the same bound). */
export const MENTIONS_MAX = 10;

export { MENTION_TOKEN } from './mention-token.mjs';

/** A text cut into its plain parts and its mentions (for both renderers). */
export type MentionPart = string | { uid: string };

export function mentionParts(text: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ uid: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** What a mention shows: `@` and the member's name. */
export const mentionLabel = (name: string) => `@${name}`;
