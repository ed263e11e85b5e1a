import { useEffect, useState } from 'react';
import type { Options } from 'react-markdown';
import { mayUseGfm } from './gfm-sign';
import type { GfmSyntax } from './gfm-syntax';

// In its own module: the first script's early post uses it without React.
export { mayUseGfm };

type Plugin = NonNullable<Options['remarkPlugins']>[number];

/**
 * GitHub's extensions as a remark plugin: the parser's syntax that remark-gfm adds (its
 * serializer, which this app never uses, left out), the very objects the first script's post
 * parses with (gfm-syntax.ts).
 */
const remarkGfmSyntax = (syntax: GfmSyntax): Plugin =>
  function (this: { data(): Record<string, unknown[] | undefined> }) {
    const data = this.data();
    data.micromarkExtensions = [...(data.micromarkExtensions ?? []), ...syntax.extensions];
    data.fromMarkdownExtensions = [
      ...(data.fromMarkdownExtensions ?? []),
      ...syntax.mdastExtensions,
    ];
  } as Plugin;

let gfm: Plugin | undefined;
let gfmLoad: Promise<void> | undefined;
/** Loaded, or failed to load (the text then shows as CommonMark). */
let gfmSettled = false;

/** Loads the extensions, once. */
export function loadGfm(): Promise<void> {
  gfmLoad ??= import('./gfm-syntax')
    .then(
      (m) => {
        gfm = remarkGfmSyntax(m.GFM_SYNTAX);
      },
      (error: unknown) => console.warn('markdown: GitHub extensions not loaded', error),
    )
    .finally(() => {
      gfmSettled = true;
    });
  return gfmLoad;
}

/** The remark plugins `markdown` needs from the extensions: none, or theirs once loaded. */
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
