import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Options } from 'mdast-util-from-markdown';

/**
 * GitHub's extensions (tables, strikethrough, task lists, footnotes, bare links) as remark-gfm
 * adds them to the parser: micromark's syntax and mdast's, for the first script's early post
 * (early-post.ts), which loads them only for a post that may use them.
 */
export type GfmSyntax = Required<Pick<Options, 'extensions' | 'mdastExtensions'>>;

export const GFM_SYNTAX: GfmSyntax = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
