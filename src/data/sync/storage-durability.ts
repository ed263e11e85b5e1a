// Pending writes live only in IndexedDB until they replay: ask the browser not to evict it
// (navigator.storage.persist) as soon as there is something to lose. Asked once per tab.

let asked = false;

export async function requestPersistentStorage(): Promise<boolean> {
  if (asked) return false;
  asked = true;
  return (await askPersistence()) === true;
}

export interface StorageUse {
  usage: number;
  quota: number;
  persisted: boolean;
}

export async function estimateStorage(): Promise<StorageUse | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
      navigator.storage.estimate(),
      navigator.storage.persisted?.() ?? Promise.resolve(false),
    ]);
    return { usage, quota, persisted };
  } catch {
    return null;
  }
}

/**
 * Asks the browser to keep the origin's data through automatic clean-up (also when the member
 * chooses to keep more on the device): true when it does or will, false when it declines, null
 * where it cannot say.
 */
export async function askPersistence(): Promise<boolean | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return null;
  }
}
