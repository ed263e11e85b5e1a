/**
 * Runs `load` (a dynamic `import()`) and, when its code cannot be fetched, tries again once it
 * may be reachable: when the network comes back or the service worker takes control of the page
 * (it serves the app's code from its cache). A page opened online goes offline before the service
 * worker controls it, in the first second of a first visit, and every chunk it has not fetched yet
 * is out of reach until one of the two happens. Browsers do not keep a failed module fetch (the
 * HTML standard dropped that), so the next `import()` fetches again.
 */
export function importWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    console.warn('code not reachable, trying again when it may be', error);
    await nextChanceToReach();
    return importWhenReachable(load);
  });
}

function nextChanceToReach(): Promise<void> {
  return new Promise((resolve) => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    const retry = () => {
      window.removeEventListener('online', retry);
      worker?.removeEventListener('controllerchange', retry);
      resolve();
    };
    window.addEventListener('online', retry);
    worker?.addEventListener('controllerchange', retry);
  });
}
