import { useEffect, useState } from 'react';
import { callRemote } from '../../data/remote';
import type { Post } from '../../data/model/post';

export type RemoteState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): RemoteState<T> {
  const [state, setState] = useState<{ deps: readonly unknown[]; state: RemoteState<T> }>({
    deps,
    state: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ deps, state: { status: 'ready', value } }),
      (error: unknown) => live && setState({ deps, state: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  // A change of deps shows "loading" at once instead of the previous screen's value.
  const current =
    state.deps.length === deps.length && state.deps.every((d, i) => Object.is(d, deps[i]));
  return current ? state.state : { status: 'loading' };
}

/** The newest posts, read from Firestore (the board's Dexie mirror replaces this read). */
export function useLatestPosts(max: number): RemoteState<Post[]> {
  return useRemote(() => callRemote((api) => api.fetchLatestPosts(max)), [max]);
}

export function usePost(id: string): RemoteState<Post | null> {
  return useRemote(() => callRemote((api) => api.fetchPost(id)), [id]);
}
