import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginEarlyRead, takeEarlyRead } from '../../src/data/remote/early-reads';

const postReadKey = (id: string) => `post:${id}`;

describe('early reads', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the begun read to the first screen that asks, once', async () => {
    const read = vi.fn(() => Promise.resolve('post 1'));
    beginEarlyRead({ key: postReadKey('p1'), read });
    expect(read).toHaveBeenCalledTimes(1);
    await expect(takeEarlyRead(postReadKey('p1'))).resolves.toBe('post 1');
    expect(takeEarlyRead(postReadKey('p1'))).toBeUndefined();
    expect(takeEarlyRead(postReadKey('p2'))).toBeUndefined();
  });

  it('drops a read not taken within ten seconds: a screen opened later asks afresh', () => {
    vi.useFakeTimers();
    beginEarlyRead({ key: postReadKey('p1'), read: () => Promise.resolve('old') });
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRead(postReadKey('p1'))).toBeUndefined();
  });

  it('leaves a failed read to whoever takes it, without an unhandled rejection', async () => {
    beginEarlyRead({ key: postReadKey('p1'), read: () => Promise.reject(new Error('offline')) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyRead(postReadKey('p1'))).rejects.toThrow('offline');
  });
});
