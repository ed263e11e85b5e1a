import type { Element, Properties, Root as HastRoot, RootContent } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { isOtherHost } from '../../../lib/other-host';
import type { ViewKit } from '../../../ui/view/h';
import type { GfmSyntax } from './gfm-syntax';
import { mayUseGfm } from './gfm-sign';
import { mentionLinks } from './post-mentions';

/**
 * A post's markdown, decided in one place for both of its renderers: React's (react-markdown, in
 * MarkdownView) and the first script's (a visitor's first visit: early-post.ts). Both parse with
 * micromark through mdast-util-from-markdown (what remark-parse runs), with GitHub's extensions
 * where the text may use them (micromark-extension-gfm and mdast-util-gfm, what remark-gfm
 * adds), and turn the tree into HTML's with mdast-util-to-hast (what remark-rehype runs). The
 * app's own rules are three transforms, given to react-markdown as its plugins and run here on
 * the same trees: raw HTML is text (`htmlAsText`), mentions are links to the members named
 * (`mentionLinks`, post-mentions.ts), and the post's elements are mapped (`postElements`):
 * headings one level down (the page's title is its one h1), code blocks focusable, links and
 * images safe.
 */

/** The words the mapping adds, in the page's language. */
export interface MarkdownWords {
  codeBlock: string;
  imageCannotLoad: string;
  /** A mentioned member whose name the page does not know. */
  mentionUnknown: string;
}

/** Those words, as a renderer's kit says them. */
export const markdownWordsOf = ({ say }: Pick<ViewKit<unknown>, 'say'>): MarkdownWords => ({
  codeBlock: say('post.codeBlock'),
  imageCannotLoad: say('image.cannotLoad'),
  mentionUnknown: say('posts.mention.unknown'),
});

const LOCAL_IMAGE_PREFIX = 'local-image:';

/** The schemes a link or an image may have (react-markdown's `defaultUrlTransform`'s). */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * Only http(s), mailto and relative links survive; `javascript:` and friends become empty. An
 * image written offline keeps its `local-image:` source (its blob on this device). The rule of
 * react-markdown's `defaultUrlTransform`, said here: imported from react-markdown, it would bring
 * the whole renderer (unified and its plugins) into the first script's post.
 */
export function postUrl(url: string, key: string): string {
  if (key === 'src' && url.startsWith(LOCAL_IMAGE_PREFIX)) return url;
  const colon = url.indexOf(':');
  // No scheme: a colon after a slash, a question mark or a hash is part of a relative URL.
  if (colon === -1 || /[/?#]/.test(url.slice(0, colon))) return url;
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}

/** Whether `src` is an image written offline (its upload not replayed yet), and its id. */
export function localImageId(src: string | undefined): string | null {
  return src?.startsWith(LOCAL_IMAGE_PREFIX) ? src.slice(LOCAL_IMAGE_PREFIX.length) : null;
}

type MdastParent = { type: string; value?: string; children?: MdastParent[] };

/** Raw HTML in a post shows as the text it is, never parsed: `<script>` appears and does nothing. */
export function htmlAsText(tree: MdastRoot): void {
  const visit = (node: MdastParent) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  visit(tree as MdastParent);
}

/** The remark plugin form of `htmlAsText`. */
export const remarkHtmlAsText = () => htmlAsText;

/** "Cannot load image", where an image cannot show (an unsafe source, or a broken one). */
export function cannotLoadImage(alt: string | undefined, label: string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { role: 'img', ariaLabel: alt || label, className: ['text-sm', 'text-ink-muted'] },
    children: [{ type: 'text', value: `[${label}]` }],
  };
}

const TABLE_ROWS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const HEADING = /^h([1-5])$/;

const classes = (properties: Properties) =>
  Array.isArray(properties.className) ? (properties.className as string[]) : [];

function mapElement(node: Element, words: MarkdownWords): Element {
  const { properties } = node;
  const children = node.children
    // Between a table's rows and cells the text is only line breaks, which tables cannot hold.
    .filter(
      (child) => !(TABLE_ROWS.has(node.tagName) && child.type === 'text' && !child.value.trim()),
    )
    .map((child) => (child.type === 'element' ? mapElement(child, words) : child));
  const heading = HEADING.exec(node.tagName);
  if (heading) return { ...node, tagName: `h${Number(heading[1]) + 1}`, children };
  switch (node.tagName) {
    case 'pre':
      return {
        ...node,
        properties: { ...properties, tabIndex: 0, ariaLabel: words.codeBlock },
        children,
      };
    case 'a': {
      const href = postUrl(String(properties.href ?? ''), 'href');
      if (!href) return { type: 'element', tagName: 'span', properties: {}, children };
      const external: Properties = isOtherHost(href)
        ? { target: '_blank', rel: ['noopener', 'noreferrer', 'nofollow', 'ugc'] }
        : {};
      return {
        ...node,
        properties: {
          ...properties,
          href,
          className: [...classes(properties), 'text-primary', 'underline'],
          ...external,
        },
        children,
      };
    }
    case 'img': {
      const src = postUrl(String(properties.src ?? ''), 'src');
      const alt = typeof properties.alt === 'string' ? properties.alt : '';
      if (!src) return cannotLoadImage(alt, words.imageCannotLoad);
      return {
        ...node,
        properties: {
          src,
          alt,
          ...(typeof properties.title === 'string' ? { title: properties.title } : {}),
          loading: 'lazy',
          decoding: 'async',
          ...(isOtherHost(src) ? { referrerPolicy: 'no-referrer' } : {}),
          className: ['max-w-full'],
        },
        children,
      };
    }
    case 'th':
    case 'td': {
      const { align, ...rest } = properties;
      return {
        ...node,
        properties: typeof align === 'string' ? { ...rest, style: `text-align:${align}` } : rest,
        children,
      };
    }
    default:
      return { ...node, children };
  }
}

/** Maps a post's elements (see above), in place. */
export function postElements(tree: HastRoot, words: MarkdownWords): void {
  tree.children = tree.children.map((child): RootContent =>
    child.type === 'element' ? mapElement(child, words) : child,
  );
}

/** The rehype plugin form of `postElements`. */
export const rehypePostElements = (words: MarkdownWords) => (tree: HastRoot) =>
  postElements(tree, words);

/**
 * A post's text as HTML's tree, as MarkdownView renders it, its mentions named by `names`; null
 * for text that may use GitHub's extensions when they are not given (`gfm`, loaded for such a
 * post: gfm-syntax.ts).
 */
export function postTree(
  markdown: string,
  words: MarkdownWords,
  gfm?: GfmSyntax,
  names: ReadonlyMap<string, string> = new Map(),
): HastRoot | null {
  const extended = mayUseGfm(markdown);
  if (extended && !gfm) return null;
  const mdast = fromMarkdown(markdown, extended ? gfm : undefined);
  htmlAsText(mdast);
  mentionLinks(mdast, { names, unknown: words.mentionUnknown });
  const hast = toHast(mdast as MdastNodes) as HastRoot;
  postElements(hast, words);
  return hast;
}
