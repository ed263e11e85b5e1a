import { describe, expect, it } from 'vitest';
import { caughtUp, tapped, written } from '../../src/lib/hooks/use-ahead-of-device';

describe('a value shown ahead of the device', () => {
  it('holds a tap until its write is done and the device shows it', () => {
    const hold = tapped(null, true);
    expect(hold).toEqual({ value: true, writing: 1 });
    expect(caughtUp(hold, true)).toBe(false); // the write still under way
    const done = written(hold, true);
    expect(done).toEqual({ value: true, writing: 0 });
    expect(caughtUp(done, false)).toBe(false); // the device not there yet
    expect(caughtUp(done, true)).toBe(true);
  });

  it('counts taps faster than the device: the last one shows until every write is done', () => {
    const twice = tapped(tapped(null, true), false);
    expect(twice).toEqual({ value: false, writing: 2 });
    const one = written(twice, true);
    expect(caughtUp(one, false)).toBe(false);
    expect(caughtUp(written(one, true), false)).toBe(true);
  });

  it('lets go on a refused write, so the device’s value shows again', () => {
    expect(written(tapped(null, true), false)).toBeNull();
    expect(written(null, true)).toBeNull();
    expect(caughtUp(null, true)).toBe(false);
  });
});
