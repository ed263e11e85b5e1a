import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { StorageCodec } from './local-storage-value';

// Same-tab writers notify each other here; other tabs arrive through the `storage` event.
const listeners = new Map<string, Set<() => void>>();

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set();
  forKey.add(listener);
  listeners.set(key, forKey);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    forKey.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Like useState, but kept in localStorage under `key`: it survives a reload and follows changes
 * made in other tabs.
 */
export function useLocalStorageState<T>(
  key: string,
  codec: StorageCodec<T>,
): [value: T, setValue: (next: T) => void] {
  // The raw string is the snapshot: it compares by value, so parsing never loops a render.
  const raw = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readRaw(key),
    () => null,
  );
  const value = useMemo(() => codec.parse(raw), [codec, raw]);
  const setValue = useCallback(
    (next: T) => {
      try {
        localStorage.setItem(key, codec.serialize(next));
      } catch {
        // Private mode or a full quota: nothing to keep, and nothing the member can do about it.
      }
      listeners.get(key)?.forEach((listener) => listener());
    },
    [key, codec],
  );
  return [value, setValue];
}
