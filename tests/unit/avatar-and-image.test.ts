import { describe, expect, it } from 'vitest';
import { avatarDataUrl } from '../../src/lib/avatar-data-url';
import { fitWithin } from '../../src/lib/image-resize';

describe('avatarDataUrl', () => {
  it('is the same for the same uid and differs between uids', () => {
    expect(avatarDataUrl('demo-alice')).toBe(avatarDataUrl('demo-alice'));
    expect(avatarDataUrl('demo-alice')).not.toBe(avatarDataUrl('demo-bob'));
  });

  it('is a small SVG data URL', () => {
    const url = avatarDataUrl('some-uid-123');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url.length).toBeLessThan(2000);
    expect(decodeURIComponent(url)).toContain('<svg');
  });
});

describe('fitWithin (800x600 by default in the app)', () => {
  it.each([
    [1600, 1200, { width: 800, height: 600 }],
    [4000, 1000, { width: 800, height: 200 }],
    [600, 1200, { width: 300, height: 600 }],
    [400, 300, { width: 400, height: 300 }],
    [10000, 1, { width: 800, height: 1 }],
  ])('%i x %i fits as %o', (w, h, expected) => {
    expect(fitWithin(w, h, 800, 600)).toEqual(expected);
  });
});
