/**
 * GitHub's markdown extensions (remark-gfm: tables, strikethrough, task lists, footnotes, bare
 * links and e-mail addresses) load only for the posts that may use them: most posts are plain
 * CommonMark, and the extensions are about a fifth of the markdown code and of its first parse.
 *
 * `mayUseGfm` errs one way only: text with any sign of them (a `|`, a `~` outside a fence line,
 * a `[^`, an `@` other than a mention's token, a task box, a URL not in a link's destination or
 * `<...>`) is taken to use them; text with none parses the same with them and without
 * (tests/unit/markdown-syntax.test.ts). A mention's `@[uid]` is no e-mail address: an address's
 * domain never starts with `[`.
 */
const FENCE_LINE = /^ {0,3}(?:~{3,}|`{3,}).*$/gm;
const GFM_SIGN =
  /[|~]|@(?!\[[\w-]{1,128}\])|\[\^|^ {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]+\[[ xX]\]|(?:^|^\(|[^\]<(]|[^\]]\()(?:https?:\/\/|www\.)/im;

export function mayUseGfm(markdown: string): boolean {
  return GFM_SIGN.test(markdown.replace(FENCE_LINE, ''));
}
