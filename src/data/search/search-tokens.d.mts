/** One stretch of text between separators: a word, or a run of CJK characters. */
export interface Unit {
  text: string;
  cjk: boolean;
}

export const SEARCH_VERSION: number;
export const MAX_SEARCH_TOKENS: number;
export const MAX_TOKEN_LENGTH: number;
export function fold(text: string): string;
export function units(text: string): Unit[];
export function bigrams(run: string): string[];
export function isCjkTerm(term: string): boolean;
export function stripKoreanEnding(word: string): string;
export function queryUnits(text: string): Unit[];
export function searchTokensOf(post: {
  title: string;
  tags: readonly string[];
  content: string;
}): string[];
export function postTextFields<Category extends string>(post: {
  title: string;
  category: Category;
  tags: readonly string[];
  content: string;
}): {
  title: string;
  category: Category;
  tags: readonly string[];
  content: string;
  searchTokens: string[];
  searchVersion: number;
};
export function queryTokensOf(text: string, tags: readonly string[]): string[];
export function anchorTokenOf(tokens: readonly string[]): string | null;
export function searchTokensUpdate(post: {
  title?: unknown;
  tags?: unknown;
  content?: unknown;
  searchTokens?: unknown;
  searchVersion?: unknown;
}): { searchTokens: string[]; searchVersion: number } | null;
