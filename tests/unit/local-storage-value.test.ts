import { describe, expect, it } from 'vitest';
import { jsonCodec, textCodec } from '../../src/lib/hooks/local-storage-value';

describe('local-storage codecs', () => {
  const isCount = (value: unknown): value is number => typeof value === 'number';

  it('reads nothing stored as the fallback', () => {
    expect(jsonCodec(3, isCount).parse(null)).toBe(3);
    expect(textCodec('hello').parse(null)).toBe('hello');
  });

  it('survives unreadable or wrongly shaped values by falling back', () => {
    const codec = jsonCodec(0, isCount);
    expect(codec.parse('{not json')).toBe(0);
    expect(codec.parse('"seven"')).toBe(0);
  });

  it('round-trips values', () => {
    const codec = jsonCodec(0, isCount);
    expect(codec.parse(codec.serialize(42))).toBe(42);
    const text = textCodec();
    expect(text.parse(text.serialize('메모 "quoted"'))).toBe('메모 "quoted"');
  });
});
