import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
const assumeOnline = () => true;

/** Whether the browser believes it has a network connection, following online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, assumeOnline);
}
