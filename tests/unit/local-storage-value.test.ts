import { describe, expect, it } from 'vitest';
import { textCodec } from '../../src/lib/hooks/local-storage-value';

describe('local-storage codecs', () => {
  it('reads nothing stored as the fallback', () => {
    expect(textCodec('hello').parse(null)).toBe('hello');
  });

  it('round-trips values', () => {
    const text = textCodec();
    expect(text.parse(text.serialize('메모 "quoted"'))).toBe('메모 "quoted"');
  });
});
