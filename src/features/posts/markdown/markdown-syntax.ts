import { useEffect, useState } from 'react';
import type { Options } from 'react-markdown';
import { mayUseGfm } from './gfm-sign';

// In its own module: the first script's early post (early-markdown.ts) uses it without React.
export { mayUseGfm };

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
