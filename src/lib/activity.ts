import { useEffect } from 'react';
import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from './app-store';

/** How many things the member is waiting on (requests, a screen's code): drives the loading bar. */
export const pendingActivityAtom = atom(0);

function begin(): () => void {
  appStore.set(pendingActivityAtom, (count) => count + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    appStore.set(pendingActivityAtom, (count) => count - 1);
  };
}

/** Marks `work` as a request the member waits on for as long as it runs. */
export async function trackActivity<T>(work: Promise<T>): Promise<T> {
  const end = begin();
  try {
    return await work;
  } finally {
    end();
  }
}

/** Counts as activity for as long as the calling component is mounted (a Suspense fallback). */
export function useActivityWhileMounted(): void {
  useEffect(() => begin(), []);
}

export function usePendingActivity(): number {
  return useAppAtom(pendingActivityAtom);
}
