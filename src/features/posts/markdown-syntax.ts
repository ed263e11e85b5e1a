import { useEffect, useState } from 'react';
import type { Options } from 'react-markdown';

/**
 * GitHub's markdown extensions (remark-gfm: tables, strikethrough, task lists, footnotes, bare
 * links and e-mail addresses) load only for the posts that may use them: most posts are plain
 * CommonMark, and the extensions are about a fifth of the markdown code and of its first parse.
 *
 * `mayUseGfm` errs one way only: text with any sign of them (a `|`, a `~` outside a fence line,
 * a `[^`, an `@`, a task box, a URL not in a link's destination or `<...>`) is taken to use
 * them; text with none parses the same with them and without
 * (tests/unit/markdown-syntax.test.ts).
 */
const FENCE_LINE = /^ {0,3}(?:~{3,}|`{3,}).*$/gm;
const GFM_SIGN =
  /[|~@]|\[\^|^ {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]+\[[ xX]\]|(?:^|^\(|[^\]<(]|[^\]]\()(?:https?:\/\/|www\.)/im;

export function mayUseGfm(markdown: string): boolean {
  return GFM_SIGN.test(markdown.replace(FENCE_LINE, ''));
}

type Plugin = NonNullable<Options['remarkPlugins']>[number];

let gfm: Plugin | undefined;
let gfmLoad: Promise<void> | undefined;
/** Loaded, or failed to load (the text then shows as CommonMark). */
let gfmSettled = false;

/** Loads the extensions, once. */
export function loadGfm(): Promise<void> {
  gfmLoad ??= import('remark-gfm')
    .then(
      (m) => {
        gfm = m.default;
      },
      (error: unknown) => console.warn('markdown: GitHub extensions not loaded', error),
    )
    .finally(() => {
      gfmSettled = true;
    });
  return gfmLoad;
}

/** The remark plugins `markdown` needs from the extensions: none, or remark-gfm once loaded. */
export function gfmPlugins(markdown: string): Plugin[] {
  return gfm && mayUseGfm(markdown) ? [gfm] : [];
}

/**
 * Whether `markdown` can be shown as written now: it needs no extensions, or they have loaded
 * (or failed to). Starts loading them when they are needed.
 */
export function useMarkdownReady(markdown: string | undefined): boolean {
  const needed = markdown !== undefined && mayUseGfm(markdown);
  // Only asks for a render once they have settled; whether they have is the module's to say.
  const [, setSettled] = useState(gfmSettled);
  useEffect(() => {
    if (!needed || gfmSettled) return;
    let live = true;
    void loadGfm().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [needed]);
  return !needed || gfmSettled;
}
