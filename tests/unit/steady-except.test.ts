import { describe, expect, it } from 'vitest';
import { sameExcept, sameValue } from '../../src/lib/hooks/use-steady-except';
import { badgeTotal } from '../../src/data/sync/app-badge';

const row = () => ({
  id: 'p1',
  title: 'a post',
  tags: ['a', 'b'],
  author: { displayName: 'alice', photoURL: '' },
  createdAt: new Date(Date.UTC(2026, 0, 1)),
  likeCount: 3,
  likedByMe: false,
  pending: false,
});

describe('a row read again, kept while only some fields change', () => {
  it('counts a read of the same data as the same: new arrays, objects and Dates', () => {
    expect(sameValue(row(), row())).toBe(true);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue(new Date(5), new Date(6))).toBe(false);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(new Date(5), 5)).toBe(false);
  });

  it('leaves out the ignored fields only', () => {
    const liked = { ...row(), likeCount: 4, likedByMe: true };
    expect(sameExcept(row(), liked, ['likeCount', 'likedByMe'])).toBe(true);
    expect(sameExcept(row(), liked, ['likeCount'])).toBe(false);
    // A like also marks the row pending: that shows (a badge), so it is a change.
    expect(sameExcept(row(), { ...liked, pending: true }, ['likeCount', 'likedByMe'])).toBe(false);
    expect(sameExcept(row(), { ...row(), title: 'edited' }, ['likeCount'])).toBe(false);
    expect(sameExcept(row(), { ...row(), author: { displayName: 'bob', photoURL: '' } }, [])).toBe(
      false,
    );
    expect(sameExcept(row(), { ...row(), tags: ['a'] }, [])).toBe(false);
  });

  it('counts a field present on one side only as a change, ignored or not', () => {
    const without: Partial<ReturnType<typeof row>> = row();
    delete without.likedByMe;
    expect(sameExcept(row(), without, [])).toBe(false);
    expect(sameExcept(row(), without, ['likedByMe'])).toBe(true);
    expect(sameExcept(without, row(), ['likeCount'])).toBe(false);
  });
});

describe("the app badge's count", () => {
  it('is the sum of its parts once every part has answered', () => {
    expect(badgeTotal([])).toBe(0);
    expect(badgeTotal([2, undefined])).toBeUndefined();
    expect(badgeTotal([undefined, 0])).toBeUndefined();
    expect(badgeTotal([2, 3])).toBe(5);
    expect(badgeTotal([0, 0])).toBe(0);
  });
});
