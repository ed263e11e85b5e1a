import { useEffect } from 'react';
import { createExternalStore, useStore } from './external-store';

// Counts what the member is waiting on (requests, a screen's code), to drive the loading bar.
const pending = createExternalStore(0);

function begin(): () => void {
  pending.set(pending.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending.set(pending.get() - 1);
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
  return useStore(pending);
}
