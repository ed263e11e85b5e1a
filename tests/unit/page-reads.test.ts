import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_READS_SCRIPT,
  PAGE_READS_SCRIPT_HASH,
  POST_SLOT,
  dropPageReads,
  filledRequest,
  pageReadsHtml,
  pageReadsJson,
  requestKey,
  sendRest,
  type PageReads,
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

/** Runs the inline script on a page at `path` whose block holds `reads`; what it began, by key. */
function runInlineScript(path: string, reads: PageReads, fetch: (...args: unknown[]) => unknown) {
  const block = { textContent: pageReadsJson(reads) };
  const page = {
    navigator: { onLine: true },
    document: { getElementById: (id: string) => (id === 'page-reads' ? block : null) },
    location: { pathname: path, search: '' },
    self: {} as { pageReads?: Record<string, Promise<Response>> },
    fetch,
    Response,
    Promise,
  };
  new Function(...Object.keys(page), PAGE_READS_SCRIPT)(...Object.values(page));
  return page.self.pageReads ?? {};
}

describe("a shell's reads for the URL's post", () => {
  const reads: PageReads = {
    reads: [
      { url: `https://fs/posts/${encodeURIComponent(POST_SLOT)}?mask=title` },
      { url: 'https://fs/q', body: `{"parent":"posts/${POST_SLOT}"}` },
    ],
  };

  it('are filled and keyed by a server as the inline script fills and keys them', () => {
    for (const id of ['seed-post-01', '한글 "q"/x', 'a%b']) {
      const path = `/posts/${encodeURIComponent(id)}`;
      const begun = runInlineScript(path, reads, () => Promise.resolve(new Response('')));
      expect(Object.keys(begun).sort(), id).toEqual(
        reads.reads.map((read) => requestKey(filledRequest(read, id))).sort(),
      );
    }
  });

  it('take the answers a server wrote into the block instead of sending them', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('sent')));
    const [doc, query] = reads.reads.map((read) => requestKey(filledRequest(read, 'p1')));
    const answers = { [doc!]: '{"name":"posts/p1"}' };
    const begun = runInlineScript('/posts/p1', { ...reads, answers }, fetch);
    expect(await (await begun[doc!]!).text()).toBe('{"name":"posts/p1"}');
    expect(await (await begun[query!]!).text()).toBe('sent');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
