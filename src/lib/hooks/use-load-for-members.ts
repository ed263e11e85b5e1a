import { useEffect } from 'react';
import { importWhenReachable } from '../import-when-reachable';
import { whenIdleAfterFirstRows } from '../first-rows';

/** Imports a module the page may need later. */
export type ModuleLoader = () => Promise<unknown>;

/**
 * Loads what only a member's actions need (sign-out's dialogs, a post's commands) once a member
 * is signed in (`member`) and the browser is idle after the page's load and its first rows
 * (lib/first-rows.ts): not on the way to the first paint, and a visitor never loads it, yet it is there when the member acts, offline too
 * (signing in takes longer than the loading, and once installed the service worker keeps every
 * chunk). Code that cannot be fetched yet is tried again when it may be. `loaders` must keep its
 * identity across renders (a module-level array).
 */
export function useLoadForMembers(member: boolean, loaders: readonly ModuleLoader[]): void {
  useEffect(() => {
    if (!member) return;
    return whenIdleAfterFirstRows(() => {
      for (const load of loaders) {
        void importWhenReachable(load);
      }
    });
  }, [member, loaders]);
}
