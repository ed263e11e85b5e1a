import { gfm, gfmHtml } from 'micromark-extension-gfm';
import type { EarlyGfmSyntax } from './early-markdown';

/**
 * GitHub's extensions for micromark (tables, strikethrough, task lists, footnotes, bare links),
 * for the first script's early post (early-post.ts): loaded only for a post that may use them.
 * They are the extensions remark-gfm itself runs (it wraps this package), so the early text
 * parses as React's will.
 */
export const GFM_SYNTAX: EarlyGfmSyntax = { extensions: [gfm()], htmlExtensions: [gfmHtml()] };
