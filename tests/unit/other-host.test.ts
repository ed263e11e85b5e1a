import { describe, expect, it } from 'vitest';
import { isOtherHost } from '../../src/lib/other-host';

const APP = 'https://pixel.example/posts/1';

describe('links and images to other hosts', () => {
  it.each([
    'https://elsewhere.example/x',
    'http://elsewhere.example',
    '//elsewhere.example/tracker.png',
    'https://pixel.example.evil.example/',
  ])('%s is another host', (url) => expect(isOtherHost(url, APP)).toBe(true));

  it.each(['/board', 'posts/2', '#top', 'https://pixel.example/search?q=x', 'mailto:a@b.c'])(
    '%s is not',
    (url) => expect(isOtherHost(url, APP)).toBe(false),
  );
});
