import { describe, expect, it } from 'vitest';
import {
  postPageHtml,
  postPreviewOf,
  previewLocaleOf,
  shellReads,
} from '../../functions/src/post-preview';
import { pageReadsHtml } from '../../src/data/remote/page-reads';

const shell =
  '<html><head>' +
  pageReadsHtml({ reads: [{ url: 'https://fs/posts/%7Bpost%7D' }] }) +
  '<meta name="description" content="The site."><title>Site</title></head><body></body></html>';

describe("a post's preview", () => {
  it("speaks the post's language: Korean when its title has Hangul", () => {
    expect(previewLocaleOf('종이학 crane')).toBe('ko');
    expect(previewLocaleOf('Crane 折り鶴')).toBe('en');
  });

  it('describes the text as the app shows it, cut to 160 characters, its first image absolute', () => {
    const content = `**Bold** <b>raw</b> \`code\` ![alt](/a.png) ${'word '.repeat(60)}`;
    const preview = postPreviewOf({ title: 'T', content }, 'https://site.test/posts/p');
    expect(preview.description.startsWith('Bold <b>raw</b> code word')).toBe(true);
    expect(Array.from(preview.description)).toHaveLength(160);
    expect(preview.image).toBe('https://site.test/a.png');
    // A script's URL is no image.
    const none = postPreviewOf({ title: 'T', content: '![x](javascript:alert(1))' }, 'https://s/p');
    expect(none.image).toBeUndefined();
  });

  it('writes the tags and the answers into the shell, and nothing that closes an element', () => {
    const preview = postPreviewOf({ title: '</title><script>$&', content: 'x' }, 'https://s/p');
    const html = postPageHtml(shell, preview, { 'https://fs/posts/p': '{"a":"</script>"}' });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;$&amp; - Pixel Community</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(shellReads(html)?.answers).toEqual({ 'https://fs/posts/p': '{"a":"</script>"}' });
    expect(html).toContain(
      '<meta property="og:title" content="&lt;/title&gt;&lt;script&gt;$&amp;">',
    );
  });
});
