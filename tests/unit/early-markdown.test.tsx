import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { earlyMarkdownHtml } from '../../src/features/posts/early-markdown';
import { GFM_SYNTAX } from '../../src/features/posts/early-gfm';
import { loadGfm } from '../../src/features/posts/markdown-syntax';
import { MarkdownView } from '../../src/features/posts/markdown-view';
import { mayUseGfm } from '../../src/features/posts/gfm-sign';
import { ARCHIVE_POSTS, POSTS } from '../../scripts/lib/seed-data.mjs';

const messages = JSON.parse(
  readFileSync(new URL('../../src/i18n/ko.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const WORDS = {
  codeBlock: messages['post.codeBlock']!,
  imageCannotLoad: messages['image.cannotLoad']!,
};

/** What React renders for the post's body: MarkdownView's own output, its wrapper left out. */
function reactHtml(markdown: string): string {
  const html = renderToStaticMarkup(
    <IntlProvider locale="ko" messages={messages}>
      <MarkdownView markdown={markdown} />
    </IntlProvider>,
  );
  return html
    .replace(/^<div class="markdown-body" data-testid="markdown">/, '')
    .replace(/<\/div>$/, '');
}

const ENTITY: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITY[name] ?? whole),
  );
const url = (value: string) => {
  try {
    return encodeURI(decodeURI(value));
  } catch {
    return value;
  }
};

/**
 * The same markup, written two ways: attributes in any order and case, `<img/>` or `<img />`, `'` or
 * `&#x27;`, a URL percent-encoded or not (the browser resolves both alike).
 */
function normalize(html: string): string {
  return html.replace(
    /<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>|([^<]+)/gi,
    (_, tag, attrs, text) => {
      if (text !== undefined) return JSON.stringify(decode(text as string));
      const pairs = [...(attrs as string).matchAll(/([a-z-]+)="([^"]*)"/gi)]
        .map(([, name, value]) => {
          const plain = decode(value!);
          return `${name!.toLowerCase()}=${JSON.stringify(name === 'href' || name === 'src' ? url(plain) : plain)}`;
        })
        .sort();
      return `<${tag as string}${pairs.map((pair) => ` ${pair}`).join('')}>`;
    },
  );
}

// CommonMark a member writes, and what a hostile one might.
const CASES: Record<string, string> = {
  headings: '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
  'setext heading': 'Title\n=====\n\nSub\n---',
  emphasis: '**bold**, *italic*, ***both***, `code` and a\\*escaped\\* star.',
  'hard and soft breaks': 'one  \ntwo\\\nthree\nfour',
  links: '[inside](/board) [outside](https://example.com "a title") [mail](mailto:a@b.c)',
  'reference link': '[ref] and [other][ref]\n\n[ref]: https://example.com/한글?q=1&r=2 "T"',
  'unsafe links': '[js](javascript:alert(1)) [data](data:text/html,x) [vb](vbscript:x)',
  autolink: 'At <https://example.com/a?b=c&d=e>.',
  images: '![a cat](/cat.png) ![](https://example.com/c.png "t") ![bad](javascript:x)',
  'image in a link': '[![logo](/logo.png)](/board)',
  'raw html': '<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> <b>bold</b>',
  'html block': '<div onclick="x">\n\n*md*\n\n</div>',
  comment: '<!-- hidden -->\n\nafter',
  code: '~~~js\nconsole.log("<b>");\n~~~\n\n```\nplain & <code>\n```\n\n    indented',
  lists: '- a\n- b\n  - nested\n\n1. one\n2. two\n\n3) three\n\n- loose\n\n- list',
  'task-like list': '- [ ] not a task without the extensions? (it has no sign)',
  blockquote: '> quoted\n> > nested\n\n> - list in quote',
  'thematic breaks': 'a\n\n---\n\n***\n\n___',
  entities: '&copy; &amp; &#35; &#x41; &nbsp;x &unknown; "quotes" \'single\'',
  'unicode and emoji': '환영합니다 👾 — café\t tab',
  'empty link and image': '[]() ![]()',
  'angle brackets': 'a < b > c & d',
};

// GitHub's extensions, as members use them, and the edges where remark-gfm's tree renders them
// differently from micromark's HTML.
const GFM_CASES: Record<string, string> = {
  table: '| a | b | c |\n| :- | :-: | -: |\n| 1 | ~~2~~ | `3` |\n| [x](/board) | | **y** |',
  'table after text': '텍스트\n\n| 툴 | 가격 |\n| --- | --- |\n| Aseprite | 유료 |\n\n끝',
  'table with no body': '| only | head |\n| --- | --- |',
  strikethrough: '~one~ ~~two~~ ~~~three~~~ not~here',
  'task list': '- [ ] todo\n- [x] done\n- plain',
  'loose task list': '- [ ] todo\n\n- [x] done',
  'ordered task list': '3. [x] three\n4. [ ] four',
  'nested task list': '- a\n  - [ ] nested task\n- b',
  'bare links': 'See https://example.com/a?b=c&d=e, www.example.com and admin@demo.test.',
  'bare link in a heading': '## Docs at https://example.com',
  footnotes: 'Note[^1] and another[^note].\n\n[^1]: The note.\n[^note]: With **bold**.',
  'tag filter': '<xmp>x</xmp> ~~struck~~ <iframe src="/"></iframe>',
  'pipes in code': '`a | b` and | not a table',
  'unsafe bare-looking links': '[x](javascript:alert(1)) https://example.com/<script>',
};

describe('earlyMarkdownHtml', () => {
  beforeAll(() => loadGfm());

  it.each(Object.entries(CASES))('renders %s as MarkdownView does', (_, markdown) => {
    const early = earlyMarkdownHtml(markdown, WORDS);
    if (mayUseGfm(markdown)) {
      expect(early).toBeNull();
      return;
    }
    expect(normalize(early!)).toBe(normalize(reactHtml(markdown)));
  });

  it('renders every demo post written in plain CommonMark as MarkdownView does', () => {
    const plain = [...POSTS, ...ARCHIVE_POSTS].filter((post) => !mayUseGfm(post.content));
    expect(plain.length).toBeGreaterThan(10);
    for (const post of plain) {
      expect(normalize(earlyMarkdownHtml(post.content, WORDS)!)).toBe(
        normalize(reactHtml(post.content)),
      );
    }
  });

  it.each(Object.entries(GFM_CASES))("renders GitHub's %s as MarkdownView does", (_, markdown) => {
    expect(mayUseGfm(markdown)).toBe(true);
    expect(normalize(earlyMarkdownHtml(markdown, WORDS, GFM_SYNTAX)!)).toBe(
      normalize(reactHtml(markdown)),
    );
  });

  it("renders every demo post that may use GitHub's extensions as MarkdownView does", () => {
    const extended = [...POSTS, ...ARCHIVE_POSTS].filter((post) => mayUseGfm(post.content));
    expect(extended.length).toBeGreaterThan(3);
    for (const post of extended) {
      expect(normalize(earlyMarkdownHtml(post.content, WORDS, GFM_SYNTAX)!), post.title).toBe(
        normalize(reactHtml(post.content)),
      );
    }
  });

  it("leaves a post that may use GitHub's extensions to React without them", () => {
    expect(earlyMarkdownHtml('| a | b |\n| - | - |\n| 1 | 2 |', WORDS)).toBeNull();
    expect(earlyMarkdownHtml('Write to admin@demo.test', WORDS)).toBeNull();
  });

  it('shows raw HTML as its text and drops unsafe URLs', () => {
    const html = earlyMarkdownHtml('<script>alert(1)</script>\n\n[x](javascript:alert(1))', WORDS)!;
    expect(html).not.toMatch(/<script|javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<span>x</span>');
  });
});
