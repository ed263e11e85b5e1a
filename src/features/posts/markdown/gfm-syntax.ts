import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Extension as MdastExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';

/**
 * GitHub's extensions (tables, strikethrough, task lists, footnotes, bare links) as remark-gfm
 * adds them to the parser: micromark's syntax and mdast's, for the first script's early post
 * (early-post.ts), which loads them only for a post that may use them.
 */
export interface GfmSyntax {
  extensions: MicromarkExtension[];
  mdastExtensions: Array<MdastExtension | MdastExtension[]>;
}

export const GFM_SYNTAX: GfmSyntax = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
