import { useSyncExternalStore } from 'react';

/**
 * A minimal observable value. App-wide state (session, locale, dialogs) lives in these rather
 * than a state library: the sync engine reads them outside React, and the first paint stays small.
 */
export interface ExternalStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store persisted as JSON under a localStorage key. */
export function createStoredStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string = JSON.stringify,
): ExternalStore<T> {
  let initial: T;
  try {
    initial = parse(localStorage.getItem(key));
  } catch {
    initial = parse(null);
  }
  const store = createExternalStore(initial);
  return {
    ...store,
    set(next) {
      store.set(next);
      try {
        localStorage.setItem(key, serialize(next));
      } catch {
        // Private mode or a full quota: the value still holds for this tab.
      }
    },
  };
}

export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
