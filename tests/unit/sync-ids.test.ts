import { describe, expect, it } from 'vitest';
import { formatEntryId, newDocId, nextEntryId, parseEntryId } from '../../src/data/sync/ids';

describe('ids made on the device', () => {
  it('sorts outbox ids by the time they were made', () => {
    const a = nextEntryId(1_700_000_000_000, undefined);
    const b = nextEntryId(1_700_000_000_001, a);
    const c = nextEntryId(1_800_000_000_000, b);
    expect([c, a, b].sort()).toEqual([a, b, c]);
  });

  it('keeps increasing within one millisecond and when the clock goes back', () => {
    let previous = nextEntryId(5_000, undefined);
    for (const now of [5_000, 5_000, 4_000, 1, 5_000]) {
      const next = nextEntryId(now, previous);
      expect(next > previous).toBe(true);
      previous = next;
    }
    expect(parseEntryId(previous)).toEqual({ time: 5_000, seq: 5 });
  });

  it('moves to the next millisecond when a millisecond runs out of sequence numbers', () => {
    const full = formatEntryId(9_000, 36 ** 4 - 1);
    const next = nextEntryId(9_000, full);
    expect(next > full).toBe(true);
    expect(parseEntryId(next)).toEqual({ time: 9_001, seq: 0 });
  });

  it('makes Firestore-style document ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, newDocId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
