// A post's page as the server answers it (the `postPage` function): the prerendered post shell,
// as Hosting serves it, with the post's link-preview tags (Open Graph, Twitter's cards) and the
// answers of the shell's own first reads written into its JSON block, so the first script draws
// the post without another round trip. Plain functions from data to HTML, unit-tested.
import type { Root as HastRoot, RootContent } from 'hast';
import en from '../../src/i18n/en.json';
import ko from '../../src/i18n/ko.json';
import { MENTION_TOKEN } from '../../src/data/model/mention-token.mjs';
import { GFM_SYNTAX } from '../../src/features/posts/markdown/gfm-syntax';
import { postTree, type MarkdownWords } from '../../src/features/posts/markdown/post-markdown';
import {
  PAGE_READS_ID,
  filledRequest,
  pageReadsJson,
  requestKey,
  type PageReads,
  type RestRequest,
} from '../../src/data/remote/page-reads';

/** A preview's description: the first this many characters of the post's text. */
export const DESCRIPTION_LENGTH = 160;

export type PreviewLocale = 'ko' | 'en';

/** What the tags say of a post. */
export interface PostPreview {
  title: string;
  description: string;
  /** The post's first image, an absolute http(s) URL; none when it has none. */
  image?: string;
  /** The post's page, absolute. */
  url: string;
  locale: PreviewLocale;
}

const CATALOGS = { ko, en } as const;
const OG_LOCALE = { ko: 'ko_KR', en: 'en_US' } as const;
const HANGUL = /\p{Script=Hangul}/u;

/** The language a post is written in, as its preview says it: Korean if its title has Hangul. */
export const previewLocaleOf = (title: string): PreviewLocale => (HANGUL.test(title) ? 'ko' : 'en');

/**
 * A plain message of the app's catalog: its text (the app's build, which the unit tests share,
 * hands the catalogs pre-parsed, a plain message as its literal parts).
 */
function word(locale: PreviewLocale, key: keyof typeof en): string {
  const message: unknown = CATALOGS[locale][key];
  if (typeof message === 'string') return message;
  return Array.isArray(message)
    ? message
        .map((part: { value?: unknown }) => (typeof part.value === 'string' ? part.value : ''))
        .join('')
    : '';
}

/** The site's name in that language (the app's own catalog). */
export const siteNameOf = (locale: PreviewLocale): string => word(locale, 'app.name');

const wordsOf = (locale: PreviewLocale): MarkdownWords => ({
  codeBlock: word(locale, 'post.codeBlock'),
  imageCannotLoad: word(locale, 'image.cannotLoad'),
  mentionUnknown: word(locale, 'posts.mention.unknown'),
});

/** The uids a post's text mentions, for their names. */
export const mentionedUids = (text: string): string[] => [
  ...new Set([...text.matchAll(MENTION_TOKEN)].map((match) => match[1]!)),
];

type Node = RootContent | HastRoot;

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  if (!('children' in node)) return '';
  const block = node.type === 'element' && !/^(a|code|em|strong|del|span)$/.test(node.tagName);
  const inner = node.children.map((child) => textOf(child as Node)).join('');
  return block ? ` ${inner} ` : inner;
}

function firstImage(node: Node): string | undefined {
  if (node.type === 'element' && node.tagName === 'img') {
    const src = node.properties?.src;
    if (typeof src === 'string' && src) return src;
  }
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = firstImage(child as Node);
    if (found) return found;
  }
  return undefined;
}

/**
 * A post's preview: its title, the first DESCRIPTION_LENGTH characters of its text as the app
 * shows it (the markdown's words, mentions by the members' names), its first image.
 */
export function postPreviewOf(
  post: { title: string; content: string },
  pageUrl: string,
  names: ReadonlyMap<string, string> = new Map(),
): PostPreview {
  const locale = previewLocaleOf(post.title);
  const tree = postTree(post.content, wordsOf(locale), GFM_SYNTAX, names);
  const text = tree ? textOf(tree).replace(/\s+/g, ' ').trim() : post.content;
  const description = Array.from(text).slice(0, DESCRIPTION_LENGTH).join('');
  const src = tree ? firstImage(tree) : undefined;
  let image: string | undefined;
  if (src) {
    try {
      const absolute = new URL(src, pageUrl);
      if (/^https?:$/.test(absolute.protocol)) image = absolute.href;
    } catch {
      // Not a URL: no image.
    }
  }
  return { title: post.title, description, url: pageUrl, locale, ...(image ? { image } : {}) };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page's tags for link previews. */
export function previewTags(preview: PostPreview): string {
  const site = siteNameOf(preview.locale);
  const other = preview.locale === 'ko' ? 'en' : 'ko';
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(preview.url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', site),
    meta('property', 'og:locale', OG_LOCALE[preview.locale]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
  ];
  return tags.join('');
}

const READS_BLOCK = new RegExp(
  `(<script type="application/json" id="${PAGE_READS_ID}">)(.*?)(</script>)`,
  's',
);

/** The shell's first reads (its JSON block), or none. */
export function shellReads(shell: string): PageReads | null {
  const json = READS_BLOCK.exec(shell)?.[2];
  if (!json) return null;
  try {
    return JSON.parse(json) as PageReads;
  } catch {
    return null;
  }
}

/** The shell's reads for the post `postId`, as its inline script would send them. */
export const postReads = (reads: PageReads, postId: string): RestRequest[] =>
  reads.reads.map((read) => filledRequest(read, postId));

/**
 * The shell as a post's page: its title and description the post's, the preview tags in its
 * head, and the answers of its reads (bodies by request key, as postReads keys them) in its block.
 */
export function postPageHtml(
  shell: string,
  preview: PostPreview,
  answers: Record<string, string>,
): string {
  const site = siteNameOf(preview.locale);
  let html = shell
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(`${preview.title} - ${site}`)}</title>`,
    )
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}">`,
    )
    .replace('</head>', () => `${previewTags(preview)}</head>`);
  const reads = shellReads(html);
  if (reads && Object.keys(answers).length > 0) {
    const json = pageReadsJson({ ...reads, answers });
    html = html.replace(
      READS_BLOCK,
      (_, open: string, __: string, close: string) => open + json + close,
    );
  }
  return html;
}

export { requestKey };
