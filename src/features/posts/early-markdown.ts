import { micromark, type Options } from 'micromark';
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
 * A post that may use GitHub's extensions (gfm-sign.ts) is parsed with them (early-gfm.ts,
 * micromark's own, which remark-gfm wraps), and what remark-gfm's tree renders differently is
 * changed the same way: a cell's alignment as a style, task lists' classes, footnotes' links and
 * heading as MarkdownView's components render them. Null for such a post without them.
 */

/** micromark's GitHub extensions, for a post that may use them (early-gfm.ts). */
export type EarlyGfmSyntax = Required<Pick<Options, 'extensions' | 'htmlExtensions'>>;

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

/**
 * remark-gfm's classes on task lists: `task-list-item` on an item with a box, and
 * `contains-task-list` on a list with such an item.
 */
function markTaskLists(html: string): string {
  const parts: string[] = [];
  const lists: Array<{ part: number; task: boolean }> = [];
  let last = 0;
  for (const match of html.matchAll(
    /<(?:ul|ol)(?: start="\d+")?>|<\/(?:ul|ol)>|<li>(?=\n?(?:<p>)?<input type="checkbox")/g,
  )) {
    parts.push(html.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[0] === '<li>') {
      const list = lists.at(-1);
      if (list) list.task = true;
      parts.push('<li class="task-list-item">');
    } else if (match[0].startsWith('</')) {
      const list = lists.pop();
      if (list?.task)
        parts[list.part] = parts[list.part]!.replace(/>$/, ' class="contains-task-list">');
      parts.push(match[0]);
    } else {
      lists.push({ part: parts.length, task: false });
      parts.push(match[0]);
    }
  }
  parts.push(html.slice(last));
  return parts.join('');
}

export function earlyMarkdownHtml(
  markdown: string,
  words: EarlyMarkdownWords,
  gfm?: EarlyGfmSyntax,
): string | null {
  const extended = mayUseGfm(markdown);
  if (extended && !gfm) return null;
  const html = (extended ? micromark(markdown, gfm) : micromark(markdown))
    // The page's title is its one h1: a post's headings sit one level below (h6 stays h6), with
    // none of their attributes (the footnotes' heading has an id and a class).
    .replace(/<(\/?)h([1-5])(?: [^>]*)?>/g, (_, close: string, level: string) => {
      return `<${close}h${Number(level) + 1}>`;
    })
    .replace(/<pre>/g, `<pre tabindex="0" aria-label="${escapeAttribute(words.codeBlock)}">`)
    // Links with their href alone, as SafeLink renders them (a footnote's have ids and labels).
    .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, inner: string) =>
      link(href, inner),
    )
    .replace(
      /<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/g,
      (_, src: string, alt: string) => image(src, alt, words),
    );
  if (!extended) return html;
  return (
    markTaskLists(html)
      // A table's cells: aligned by a style, with no line breaks between its rows and cells.
      .replace(/ align="(left|center|right)"/g, ' style="text-align:$1"')
      .replace(/(<(?:table|thead|tbody|tr)>|<\/(?:thead|tbody|tr|th|td)>)\n/g, '$1')
      .replace(/<section data-footnotes="" /g, '<section data-footnotes="true" ')
  );
}
