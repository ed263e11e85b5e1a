// The app's first script, src/early.ts: it begins the opened screen's first server reads while
// React and the app's code download. Built as an entry of its own and loaded ahead of the app's
// entry, with the chunks it imports preloaded; in index.html's own module graph, Vite would
// bundle it into the app's entry, to run only once React had arrived.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/** The first script's entry name (its chunk is `early-*.js`). */
export const EARLY_ENTRY = 'early';

/** The first script's tags: its script and its imports' preloads, ahead of anything else. */
export function earlyEntryTags(bundle: Rolldown.OutputBundle): HtmlTagDescriptor[] {
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY,
  );
  if (!chunk || chunk.type !== 'chunk') throw new Error('the early entry was not built');
  return [
    {
      tag: 'script',
      attrs: { type: 'module', crossorigin: '', src: `/${chunk.fileName}` },
      injectTo: 'head-prepend',
    },
    ...chunk.imports.map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
      injectTo: 'head-prepend' as const,
    })),
  ];
}

export function earlyEntry(): Plugin {
  return {
    name: 'early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => earlyEntryTags(bundle ?? {}),
    },
  };
}
