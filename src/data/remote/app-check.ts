import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  onTokenChanged,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import { appCheckPlan, expiryOf, standInToken } from './app-check-plan';
import { remoteEnv } from './remote-env';
import { PAGE_TOKEN_KEY, usable, type KeptToken } from './app-check-token';

/**
 * App Check, started with the Firebase app (firebase-app.ts) before any Firestore or Storage
 * instance exists, so the SDKs (Firestore, Firestore Lite, Storage, Auth) send its token with
 * every request (the `X-Firebase-AppCheck` header). Which provider runs is app-check-plan.ts's:
 * - a page of a Firebase project: reCAPTCHA Enterprise (VITE_APPCHECK_SITE_KEY), refreshed
 *   automatically; with VITE_APPCHECK_DEBUG_TOKEN, the SDK's debug provider instead;
 * - a page on the emulators: the same call with a provider that mints a stand-in token on the
 *   device (the emulators read none, and the debug provider's exchange needs Google's servers);
 * - a worker (the member's replay, the visitor's view counter), which cannot run reCAPTCHA: the
 *   token a page handed it (takeHandedOffToken), or none.
 * A build without App Check does not load this module: build/app-check-off.ts puts
 * app-check-off.ts in its place.
 */

const scope = 'WorkerGlobalScope' in globalThis ? 'worker' : 'page';

/** The settings App Check reads, each named (rest-env.ts says why). */
const appCheckEnv = {
  ...remoteEnv,
  VITE_APPCHECK_SITE_KEY: import.meta.env.VITE_APPCHECK_SITE_KEY,
  VITE_APPCHECK_DEBUG_TOKEN: import.meta.env.VITE_APPCHECK_DEBUG_TOKEN,
};

let appCheck: AppCheck | undefined;
let handedOff: KeptToken | undefined;

function provider(app: FirebaseApp): CustomProvider | ReCaptchaEnterpriseProvider | undefined {
  const plan = appCheckPlan(appCheckEnv, scope);
  switch (plan.kind) {
    case 'off':
      return undefined;
    case 'recaptcha-enterprise':
      return new ReCaptchaEnterpriseProvider(plan.siteKey);
    case 'debug':
      // Read by the SDK when App Check starts: it exchanges this registered token instead.
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        plan.debugToken;
      return new ReCaptchaEnterpriseProvider(plan.siteKey);
    case 'emulator-stand-in':
      return new CustomProvider({
        getToken: () => {
          const { token, expiresAt } = standInToken(Date.now(), app.options.projectId ?? '');
          return Promise.resolve({ token, expireTimeMillis: expiresAt });
        },
      });
    case 'handed-off':
      return new CustomProvider({
        getToken: () =>
          usable(handedOff, Date.now())
            ? Promise.resolve({ token: handedOff.token, expireTimeMillis: handedOff.expiresAt })
            : Promise.reject(new Error('no App Check token was handed to this worker')),
      });
  }
}

function keepForPage(token: string): void {
  try {
    const expiresAt = expiryOf(token);
    if (expiresAt) localStorage.setItem(PAGE_TOKEN_KEY, JSON.stringify({ token, expiresAt }));
  } catch {
    // No storage: requests without an SDK get a token by asking for one (page-reads.ts).
  }
}

/** The app App Check is (or, in a worker waiting for a token, will be) started on. */
let firebaseAppOf: FirebaseApp | undefined;

/**
 * Starts App Check on `app`, once; called by firebaseApp() before any service is created. A
 * worker holding no token yet starts it once a page hands one over (takeHandedOffToken): until
 * then its requests go without a token, as they would with App Check failing, but without the
 * SDKs' warnings for every request.
 */
export function startAppCheck(app: FirebaseApp): void {
  if (appCheck) return;
  firebaseAppOf = app;
  if (scope === 'worker' && !usable(handedOff, Date.now())) return;
  const chosen = provider(app);
  if (!chosen) return;
  appCheck = initializeAppCheck(app, {
    provider: chosen,
    // A worker cannot mint a token: it uses the one it was handed until that expires.
    isTokenAutoRefreshEnabled: scope === 'page',
  });
  if (scope === 'page' && typeof localStorage !== 'undefined') {
    onTokenChanged(appCheck, ({ token }) => keepForPage(token));
  }
}

/** The current token, for a request sent without an SDK; undefined without App Check or a token. */
export async function appCheckToken(): Promise<string | undefined> {
  if (!appCheck) return undefined;
  try {
    return (await getToken(appCheck)).token;
  } catch {
    return undefined; // no provider answer (a worker with no token handed to it)
  }
}

/**
 * A limited-use token (its own attestation, never cached by the SDK) for a worker to use:
 * what the page hands the member's service worker for a replay with every tab closed.
 */
export async function limitedUseToken(): Promise<KeptToken | undefined> {
  if (!appCheck || scope !== 'page') return undefined;
  const { token } = await getLimitedUseToken(appCheck);
  const expiresAt = expiryOf(token);
  return expiresAt ? { token, expiresAt } : undefined;
}

/**
 * A worker: the token a page handed it, which its requests carry until it expires. The SDKs take
 * App Check when it starts, even after them (Firestore and Auth ask for it at each request).
 */
export function takeHandedOffToken(kept: KeptToken | undefined): void {
  handedOff = kept;
  if (firebaseAppOf) startAppCheck(firebaseAppOf);
}
