// The App Check token that requests sent without an SDK carry (page-reads.ts, the workers):
// what the first script needs, kept apart from app-check-plan.ts so that its load stays small.

/** The header Firebase's services read an App Check token from (the SDKs send it too). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** A token with the time it stops being accepted (ms since the epoch). */
export interface KeptToken {
  token: string;
  expiresAt: number;
}

/** Left on a token when it counts as expired: a request made with it must still arrive in time. */
export const EXPIRY_MARGIN_MS = 60_000;

/** Whether `kept` is a token still usable at `now`. */
export function usable(kept: unknown, now: number): kept is KeptToken {
  const token = kept as Partial<KeptToken> | null | undefined;
  return (
    typeof token?.token === 'string' &&
    token.token !== '' &&
    typeof token.expiresAt === 'number' &&
    token.expiresAt - EXPIRY_MARGIN_MS > now
  );
}

/** `headers` with the App Check token attached, when there is one. */
export function withAppCheck(
  headers: Record<string, string>,
  token: string | undefined,
): Record<string, string> {
  return token ? { ...headers, [APP_CHECK_HEADER]: token } : headers;
}

/**
 * appCheckOn for the build running this code, written so the bundler folds it to a constant:
 * the first script carries no copy of the build's settings. (Unlike appCheckOn, it does not trim
 * the values: set them without surrounding spaces.)
 */
export const appCheckInThisBuild = (): boolean =>
  !(import.meta.env.VITE_FIREBASE_API_KEY && import.meta.env.VITE_FIREBASE_PROJECT_ID) ||
  Boolean(import.meta.env.VITE_APPCHECK_SITE_KEY || import.meta.env.VITE_APPCHECK_DEBUG_TOKEN);

/**
 * Where the page keeps its current App Check token for the requests it makes without an SDK
 * (page-reads.ts, the hits worker): localStorage, which the first script reads at once.
 */
export const PAGE_TOKEN_KEY = 'appcheck/token';

/** The page's kept token, if still usable (none in a worker, which has no localStorage). */
export function keptPageToken(now = Date.now()): KeptToken | undefined {
  try {
    const kept: unknown = JSON.parse(globalThis.localStorage?.getItem(PAGE_TOKEN_KEY) ?? 'null');
    return usable(kept, now) ? kept : undefined;
  } catch {
    return undefined;
  }
}
