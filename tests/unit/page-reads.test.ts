import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_READS_SCRIPT,
  PAGE_READS_SCRIPT_HASH,
  dropPageReads,
  pageReadsHtml,
  sendRest,
} from '../../src/data/remote/page-reads';

afterEach(() => {
  dropPageReads();
  vi.unstubAllGlobals();
});

describe('the reads a page begins from its HTML', () => {
  it('names its inline script by its hash in the Content-Security-Policy', () => {
    const hash = createHash('sha256').update(PAGE_READS_SCRIPT).digest('base64');
    expect(PAGE_READS_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(pageReadsHtml({ reads: [] })).toContain(`<script>${PAGE_READS_SCRIPT}</script>`);
  });

  it('keeps the JSON block from closing its script element', () => {
    const html = pageReadsHtml({ reads: [{ url: 'https://x/</script><b>', body: '<' }] });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /id="page-reads">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ reads: [{ url: 'https://x/</script><b>', body: '<' }] });
  });

  it('takes the answer of a request the page began, once, and sends any other', async () => {
    const begun = Promise.resolve(new Response('begun'));
    globalThis.pageReads = { 'https://fs/q\n{"a":1}': begun };
    const fetch = vi.fn(async () => new Response('sent'));
    vi.stubGlobal('fetch', fetch);
    expect(await sendRest({ url: 'https://fs/q', body: '{"a":1}' })).toBe(await begun);
    // The same request again, or another body: sent.
    await sendRest({ url: 'https://fs/q', body: '{"a":1}' });
    await sendRest({ url: 'https://fs/q', body: '{"a":2}' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('https://fs/q', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"a":2}',
    });
  });

  it('sends what it was not given once they are dropped', async () => {
    globalThis.pageReads = { 'https://fs/doc': Promise.resolve(new Response('begun')) };
    dropPageReads();
    const fetch = vi.fn(async () => new Response('sent'));
    vi.stubGlobal('fetch', fetch);
    expect(await (await sendRest({ url: 'https://fs/doc' })).text()).toBe('sent');
    expect(fetch).toHaveBeenCalledWith('https://fs/doc', {});
  });
});
