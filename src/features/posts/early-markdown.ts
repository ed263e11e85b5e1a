import { micromark } from 'micromark';
import { isOtherHost } from '../../lib/other-host';
import { mayUseGfm } from './gfm-sign';

/**
 * A post's markdown as HTML, for the first script to show before React and react-markdown have
 * arrived (early-post.ts): the same elements, attributes and words MarkdownView renders
 * (markdown-view.tsx), so when React's body takes its place nothing moves.
 *
 * micromark is the parser react-markdown itself runs (the two share its code in the build), and
 * its HTML is CommonMark's reference output, which is what react-markdown's tree renders. Its
 * defaults are this app's safety rules: raw HTML is shown as the text it is, and `javascript:`
 * and other unsafe URLs become empty. What MarkdownView's own components change is changed here
 * on micromark's output, whose tags are regular (text never holds a `<`: it is escaped):
 * headings one level down, code blocks focusable, links and images as SafeLink and PostImage
 * render them. A unit test renders both over a corpus and compares (early-markdown.test.tsx).
 *
 * Null for a post that may use GitHub's extensions (gfm-sign.ts): those wait for React.
 */

/** The words MarkdownView's components add, in the page's language. */
export interface EarlyMarkdownWords {
  codeBlock: string;
  imageCannotLoad: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>' };

/** SafeLink: none for an empty (unsafe) URL; a new tab without the referrer for another host. */
function link(href: string, children: string): string {
  if (!href) return `<span>${children}</span>`;
  const external = isOtherHost(decodeAttribute(href))
    ? ' target="_blank" rel="noopener noreferrer nofollow ugc"'
    : '';
  return `<a href="${href}" class="text-primary underline"${external}>${children}</a>`;
}

/** PostImage: lazy, and "cannot load" where the URL was unsafe. */
function image(src: string, alt: string, words: EarlyMarkdownWords): string {
  if (!src) {
    const label = escapeAttribute(words.imageCannotLoad);
    return (
      `<span role="img" aria-label="${alt || label}" class="text-sm text-ink-muted">` +
      `[${label}]</span>`
    );
  }
  const referrer = isOtherHost(decodeAttribute(src)) ? ' referrerpolicy="no-referrer"' : '';
  return `<img src="${src}" alt="${alt}" loading="lazy" decoding="async"${referrer} class="max-w-full">`;
}

export function earlyMarkdownHtml(markdown: string, words: EarlyMarkdownWords): string | null {
  if (mayUseGfm(markdown)) return null;
  return (
    micromark(markdown)
      // The page's title is its one h1: a post's headings sit one level below (h6 stays h6).
      .replace(/<(\/?)h([1-5])>/g, (_, close: string, level: string) => {
        return `<${close}h${Number(level) + 1}>`;
      })
      .replace(/<pre>/g, `<pre tabindex="0" aria-label="${escapeAttribute(words.codeBlock)}">`)
      .replace(
        /<a href="([^"]*)"(?: title="[^"]*")?>([\s\S]*?)<\/a>/g,
        (_, href: string, inner: string) => link(href, inner),
      )
      .replace(
        /<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/g,
        (_, src: string, alt: string) => image(src, alt, words),
      )
  );
}
