import type * as AppCheck from './app-check';

// What a build without App Check (a Firebase project and no VITE_APPCHECK_* variable) loads in
// place of app-check.ts (build/app-check-off.ts): the same functions, doing nothing, so no App
// Check code ships.

export const startAppCheck: typeof AppCheck.startAppCheck = () => undefined;
export const appCheckToken: typeof AppCheck.appCheckToken = () => Promise.resolve(undefined);
export const limitedUseToken: typeof AppCheck.limitedUseToken = () => Promise.resolve(undefined);
export const takeHandedOffToken: typeof AppCheck.takeHandedOffToken = () => undefined;
