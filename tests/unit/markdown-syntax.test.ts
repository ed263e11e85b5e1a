import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { beforeAll, describe, expect, it } from 'vitest';
import { gfmPlugins, loadGfm, mayUseGfm } from '../../src/features/posts/markdown/markdown-syntax';
import { ARCHIVE_POSTS, POSTS } from '../../scripts/lib/seed-data.mjs';

const html = (markdown: string, gfm: boolean) =>
  renderToStaticMarkup(
    createElement(ReactMarkdown, { remarkPlugins: gfm ? gfmPlugins('|') : [] }, markdown),
  );

// One of each of GitHub's extensions, as a member would write it.
const GFM = {
  table: '| 툴 | 가격 |\n| --- | --- |\n| Aseprite | 유료 |',
  'table without outer pipes': 'a | b\n--- | ---\n1 | 2',
  strikethrough: '- **굵게**, ~~취소선~~',
  'single-tilde strikethrough': 'now ~gone~ here',
  'task list': '- [x] done\n- [ ] to do',
  'ordered task list': '1. [ ] first',
  footnote: 'A claim.[^1]\n\n[^1]: The source.',
  'bare link': 'See https://example.com for more.',
  'bare link in parentheses': '(https://example.com)',
  'bare link opening a line': 'https://example.com is the page',
  'www link': 'Go to www.example.com now',
  'e-mail address': 'Write to admin@demo.test please.',
  'e-mail address beside a mention': '@[u1] wrote from admin@demo.test',
};

// CommonMark that looks close to them: none of it needs the extensions.
const COMMONMARK = {
  'tilde fence': '~~~js\nconsole.log(1);\n~~~',
  'backtick fence': '```\ncode\n```',
  'link destination': 'Read the [guide](https://commonmark.org/help/).',
  'angle autolink': 'At <https://example.com>.',
  'image destination': '![a cat](https://example.com/cat.png)',
  'plain list with brackets': '- [link](/board) first\n- second',
  'headings and emphasis': '# Title\n\n**bold** and *italic*, `code`.',
  "mentions' tokens": 'Hi @[u1] and x@[u-2_b]: see @[u1].',
};

describe('mayUseGfm', () => {
  beforeAll(() => loadGfm());

  it.each(Object.entries(GFM))(
    'sees %s, which renders differently with the extensions',
    (_, text) => {
      expect(mayUseGfm(text)).toBe(true);
      expect(html(text, true)).not.toBe(html(text, false));
    },
  );

  it.each(Object.entries(COMMONMARK))(
    'passes over %s, which renders the same without',
    (_, text) => {
      expect(mayUseGfm(text)).toBe(false);
      expect(html(text, false)).toBe(html(text, true));
    },
  );

  it('renders every demo post it passes over exactly as with the extensions', () => {
    const plain = [...POSTS, ...ARCHIVE_POSTS].filter((post) => !mayUseGfm(post.content));
    // Most posts are plain CommonMark: the extensions stay unloaded for them.
    expect(plain.length).toBeGreaterThan(POSTS.length / 2);
    for (const post of plain) expect(html(post.content, false)).toBe(html(post.content, true));
  });
});
