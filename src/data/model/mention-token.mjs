// A mention's token in a post's or comment's text, `@[uid]` (src/data/model/mention.ts). A plain
// module so the tokenizer (src/data/search/search-tokens.mjs), which the seed and the server run
// as is, leaves the same tokens out of a post's search terms.

/** A token in the text (what a mention's uid may hold within it). */
export const MENTION_TOKEN = /@\[([A-Za-z0-9_-]{1,128})\]/g;
