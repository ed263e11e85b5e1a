// The server's post page (functions/src/post-page.ts) through Hosting and the Functions emulator,
// as a link's preview fetches it and as a browser opens it.
import { chromium, type Browser } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_VERSION, searchTokensOf } from '../../src/data/search/search-tokens.mjs';
import { adminDb, hostingOrigin, postData as bareData } from './support';

/**
 * A post as the app writes it, with its search tokens: the re-indexing trigger leaves it as
 * written, so a page fetched now and one fetched a moment later show the same document.
 */
function postData(fields: Record<string, unknown>): Record<string, unknown> {
  const post = bareData(fields) as { title: string; tags: string[]; content: string };
  return { ...post, searchTokens: searchTokensOf(post), searchVersion: SEARCH_VERSION };
}

const run = `pp${Date.now().toString(36)}`;
const ids = {
  ko: `${run}-ko`,
  en: `${run}-en`,
  image: `${run}-image`,
  hidden: `${run}-hidden`,
  deleted: `${run}-deleted`,
};
const koText = '종이학을 접는 법을 정리했어요. '.repeat(12);
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** The page's `<meta>` tags by property or name. */
function metaOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)">/g,
  ))
    tags.set(
      key!,
      value!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  return tags;
}

async function page(id: string, userAgent = BROWSER) {
  const response = await fetch(`${hostingOrigin}/posts/${encodeURIComponent(id)}`, {
    headers: { 'User-Agent': userAgent },
  });
  return { response, html: await response.text() };
}

beforeAll(async () => {
  const db = adminDb();
  await Promise.all([
    db
      .doc(`posts/${ids.ko}`)
      .set(postData({ title: '종이학 접기 "기초"', content: koText, tags: ['종이접기'] })),
    db.doc(`posts/${ids.en}`).set(
      postData({
        title: 'Folding a <paper> crane',
        content:
          '# Steps\n\nFold the **square** in half, then @[server-test-friend] helps & so on.',
      }),
    ),
    db.doc(`profiles/server-test-friend`).set({ displayName: 'Mina' }),
    db.doc(`posts/${ids.image}`).set(
      postData({
        title: 'A crane, pictured',
        content:
          'Look:\n\n![the crane](/pixel-crane.png)\n\nand ![second](https://example.com/b.png)',
      }),
    ),
    db
      .doc(`posts/${ids.hidden}`)
      .set(
        postData({ title: 'Hidden one', hidden: { by: 'admin', at: Timestamp.now(), note: '' } }),
      ),
    db.doc(`deletedPosts/${ids.deleted}`).set({ uid: 'server-test-author' }),
  ]);
});

describe("a post's page from the server", () => {
  it('names a Korean post in Korean: its title, its text as description, the site in Korean', async () => {
    const { response, html } = await page(ids.ko, CRAWLER);
    expect(response.status).toBe(200);
    const meta = metaOf(html);
    expect(meta.get('og:title')).toBe('종이학 접기 "기초"');
    expect(meta.get('twitter:title')).toBe('종이학 접기 "기초"');
    expect(meta.get('og:site_name')).toBe('픽셀 커뮤니티');
    expect(meta.get('og:locale')).toBe('ko_KR');
    const description = Array.from(koText.replace(/\s+/g, ' ').trim()).slice(0, 160).join('');
    expect(meta.get('og:description')).toBe(description);
    expect(meta.get('description')).toBe(description);
    expect(meta.get('og:url')).toBe(`${hostingOrigin}/posts/${ids.ko}`);
    expect(meta.get('twitter:card')).toBe('summary');
    expect(meta.has('og:image')).toBe(false);
    expect(html).toContain('<title>종이학 접기 &quot;기초&quot; - 픽셀 커뮤니티</title>');
    // Hosting's CDN keeps it; the page keeps the site's security policy.
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('names an English post in English, its markdown as words and mentions by name, escaped', async () => {
    const { html } = await page(ids.en, CRAWLER);
    const meta = metaOf(html);
    expect(meta.get('og:title')).toBe('Folding a <paper> crane');
    expect(html).not.toContain('<paper>');
    expect(meta.get('og:site_name')).toBe('Pixel Community');
    expect(meta.get('og:locale')).toBe('en_US');
    expect(meta.get('og:description')).toBe(
      'Steps Fold the square in half, then @Mina helps & so on.',
    );
  });

  it("shows a post's first image, as an absolute URL, in a large card", async () => {
    const meta = metaOf((await page(ids.image, CRAWLER)).html);
    expect(meta.get('og:image')).toBe(`${hostingOrigin}/pixel-crane.png`);
    expect(meta.get('twitter:image')).toBe(`${hostingOrigin}/pixel-crane.png`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('og:description')).toBe('Look: and');
  });

  it('answers a hidden, a deleted or a missing post with 404 and no tags', async () => {
    for (const id of [ids.hidden, ids.deleted, `${run}-never`]) {
      for (const agent of [CRAWLER, BROWSER]) {
        const { response, html } = await page(id, agent);
        expect(response.status, id).toBe(404);
        expect(html, id).not.toMatch(/og:|twitter:/);
        expect(html, id).not.toContain('Hidden one');
        // Still the app's page: the post's shell, which says what the app says of such a post.
        expect(html, id).toContain('id="page-reads"');
      }
    }
  });

  it("gives a crawler and a browser the same page, carrying the post's first reads", async () => {
    const crawler = await page(ids.en, CRAWLER);
    const browser = await page(ids.en, BROWSER);
    // The same but for the time the server read the answers at.
    const readTimes = (html: string) => html.replace(/\\"readTime\\": \\"[^\\]*\\"/g, '');
    expect(readTimes(browser.html)).toBe(readTimes(crawler.html));
    expect(browser.html).toContain('readTime');
    const reads = JSON.parse(/id="page-reads">(.*?)<\/script>/s.exec(browser.html)![1]!);
    const keys = Object.keys(reads.answers ?? {});
    expect(keys).toHaveLength(2);
    expect(keys.some((key) => key.includes(`/posts/${ids.en}?`))).toBe(true);
    expect(
      JSON.parse(reads.answers[keys.find((k) => k.includes(`/posts/${ids.en}?`))!]),
    ).toMatchObject({ fields: { title: { stringValue: 'Folding a <paper> crane' } } });
  });
});

describe('a browser opening a post from the server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
  });
  afterAll(() => browser?.close());

  it('draws the post from the page itself, without reading it again, with the policy in force', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const tab = await context.newPage();
    const refused: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
    });
    const firestoreReads: string[] = [];
    tab.on('request', (request) => {
      if (request.url().includes(`/documents/posts/${ids.ko}`)) firestoreReads.push(request.url());
    });
    await tab.goto(`${hostingOrigin}/posts/${ids.ko}`);
    await expect
      .poll(() => tab.locator('main h1').textContent(), { timeout: 15_000 })
      .toBe('종이학 접기 "기초"');
    await expect.poll(() => tab.locator('main').textContent()).toContain('종이학을 접는 법');
    expect(firestoreReads).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
