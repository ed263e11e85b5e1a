import { createStore, type Atom, type WritableAtom } from 'jotai/vanilla';
import { atomWithStorage } from 'jotai/vanilla/utils';
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The one jotai store for app-wide state (session, locale, dialogs, activity, notifications).
 * Components read it with `useAppAtom`; the sync engine and other code outside React read and
 * write the same atoms through it.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;

/**
 * An atom's value from the app store, for components: jotai's `useAtomValue` for synchronous
 * atoms (every atom here is), without its promise handling, which the first paint would carry.
 */
export function useAppAtom<T>(anAtom: Atom<T>): T {
  const subscribe = useCallback((listener: () => void) => appStore.sub(anAtom, listener), [anAtom]);
  const get = useCallback(() => appStore.get(anAtom), [anAtom]);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * Like `useAppAtom`, but a change renders in a transition React can interrupt, not at once in
 * one task (a store read with useSyncExternalStore renders synchronously): for an atom whose
 * change re-renders much (a page of rows arriving), where a moment's delay costs nothing.
 */
export function useAppAtomInTransition<T>(anAtom: Atom<T>): T {
  const [shown, setShown] = useState(() => ({ atom: anAtom, value: appStore.get(anAtom) }));
  useEffect(() => {
    const update = () =>
      startTransition(() => setShown({ atom: anAtom, value: appStore.get(anAtom) }));
    // A change between the render and this subscription is not missed.
    if (!Object.is(appStore.get(anAtom), shown.value)) update();
    return appStore.sub(anAtom, update);
    // `shown` is read once, at subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anAtom]);
  // Another atom (a new listing) shows its own value from the first render.
  return shown.atom === anAtom ? shown.value : appStore.get(anAtom);
}

/**
 * Like `useAppAtom`, but `prerendered` while a prerendered page is built and hydrated, so the
 * hydrated markup matches it; the atom's own value right after. When the two are equal nothing
 * renders again (a re-render during hydration would make React drop a screen's prerendered
 * markup still waiting for its code, and paint it anew).
 */
export function useAppAtomAfterHydration<T>(anAtom: Atom<T>, prerendered: T): T {
  const subscribe = useCallback((listener: () => void) => appStore.sub(anAtom, listener), [anAtom]);
  const get = useCallback(() => appStore.get(anAtom), [anAtom]);
  return useSyncExternalStore(subscribe, get, () => prerendered);
}

/**
 * An atom persisted under a localStorage key, kept in step across tabs: a change made in one
 * tab (the `storage` event) reaches every other tab's atom.
 */
export function atomWithLocalStorage<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string = JSON.stringify,
): WritableAtom<T, [T], void> {
  const read = (): T => {
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return parse(null);
    }
  };
  const removeStored = () => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Private mode: nothing was stored.
    }
  };
  const base = atomWithStorage<T>(
    key,
    parse(null),
    {
      getItem: read,
      setItem: (_key, value) => {
        // No value is no key, never the text `null`: a reader of the raw key (the first
        // script) and other tabs (a storage event with no new value) see it gone.
        if (value === null || value === undefined) {
          removeStored();
          return;
        }
        try {
          localStorage.setItem(key, serialize(value));
        } catch {
          // Private mode or a full quota: the value still holds for this tab.
        }
      },
      removeItem: removeStored,
      subscribe: (_key, callback) => {
        if (typeof window === 'undefined') return undefined;
        const onStorage = (event: StorageEvent) => {
          if (event.storageArea === localStorage && (event.key === key || event.key === null)) {
            callback(read());
          }
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
    },
    { getOnInit: true },
  );
  return base as unknown as WritableAtom<T, [T], void>;
}
