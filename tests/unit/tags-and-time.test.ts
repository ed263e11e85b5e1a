import { describe, expect, it } from 'vitest';
import { addTag, normalizeTag, removeTag } from '../../src/lib/tags';
import { relativeParts } from '../../src/lib/relative-time';

describe('tags', () => {
  it('normalizes what was typed', () => {
    expect(normalizeTag('  #react  ')).toBe('react');
    expect(normalizeTag('pixel   art')).toBe('pixel art');
    expect(normalizeTag('##')).toBe('');
  });

  it('ignores blanks and duplicates, ignoring case and width', () => {
    expect(addTag(['React'], '  ')).toEqual({ ok: false, tags: ['React'], error: 'blank' });
    expect(addTag(['React'], 'react')).toEqual({ ok: false, tags: ['React'], error: 'duplicate' });
    expect(addTag(['ＡＢＣ'], 'abc')).toMatchObject({ ok: false, error: 'duplicate' });
    expect(addTag(['React'], '#리액트')).toEqual({ ok: true, tags: ['React', '리액트'] });
  });

  it('takes a 10th tag but refuses an 11th with 1006', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    const ten = addTag(nine, 'tenth');
    expect(ten).toMatchObject({ ok: true });
    expect(addTag(ten.tags, 'eleventh')).toEqual({
      ok: false,
      tags: ten.tags,
      error: 'validation.1006',
    });
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('relativeParts', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it.each([
    [now - 20_000, { value: -20, unit: 'second' }],
    [now - 5 * 60_000, { value: -5, unit: 'minute' }],
    [now - 3 * 3_600_000, { value: -3, unit: 'hour' }],
    [now - 2 * 86_400_000, { value: -2, unit: 'day' }],
    [now - 14 * 86_400_000, { value: -2, unit: 'week' }],
    [now - 400 * 86_400_000, { value: -1, unit: 'year' }],
  ])('%i gives %o', (time, expected) => {
    expect(relativeParts(new Date(time), now)).toEqual(expected);
  });
});
