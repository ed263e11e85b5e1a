import { describe, expect, it } from 'vitest';
import { localImageIds, localImageRef, replaceLocalImages } from '../../src/data/sync/local-images';

describe('local image references in a post', () => {
  it('finds each referenced image once', () => {
    const md = `![a](${localImageRef('abc')}) text ![b](${localImageRef('XYZ9')}) ![a again](${localImageRef('abc')})`;
    expect(localImageIds(md)).toEqual(['abc', 'XYZ9']);
  });

  it('swaps in the URLs it knows and leaves the rest', () => {
    const md = `![a](local-image:abc) ![b](local-image:def)`;
    expect(replaceLocalImages(md, new Map([['abc', 'https://x/a.jpg']]))).toBe(
      '![a](https://x/a.jpg) ![b](local-image:def)',
    );
  });
});
