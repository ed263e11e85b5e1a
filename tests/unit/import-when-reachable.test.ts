import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWhenReachable } from '../../src/lib/import-when-reachable';

describe('importWhenReachable', () => {
  let page: EventTarget;
  let worker: EventTarget;
  beforeEach(() => {
    page = new EventTarget();
    worker = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', { serviceWorker: worker });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A loader that fails `failures` times, then answers. */
  function flakyLoad(failures: number) {
    const load = vi.fn(async () => {
      if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch');
      return { loaded: true };
    });
    return load;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('answers at once when the code arrives', async () => {
    const load = flakyLoad(0);
    await expect(importWhenReachable(load)).resolves.toEqual({ loaded: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the network to come back before trying again', async () => {
    const load = flakyLoad(1);
    const loaded = importWhenReachable(load);
    await settle();
    await settle();
    expect(load).toHaveBeenCalledTimes(1); // no retry of its own while still unreachable
    page.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ loaded: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again when the service worker takes control, and again after each failure', async () => {
    const load = flakyLoad(2);
    const loaded = importWhenReachable(load);
    await settle();
    worker.dispatchEvent(new Event('controllerchange'));
    await settle();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    page.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ loaded: true });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops listening once it has tried again', async () => {
    const load = flakyLoad(1);
    const loaded = importWhenReachable(load);
    await settle();
    page.dispatchEvent(new Event('online'));
    await loaded;
    worker.dispatchEvent(new Event('controllerchange'));
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
