import { readRemoteConfig } from '../data/remote/config';
import { PAGE_READS_SCRIPT_HASH } from '../data/remote/page-reads';

// The Content-Security-Policy of the built app, made from the same build settings the app reads
// (Firebase project or emulators, chat endpoint, card API), so it allows exactly what this build
// talks to. The build writes it beside itself and `vite preview` serves that copy
// (build/build-policy-file.ts); firebase.json's hosting headers carry the one for a Firebase
// project with the public card API and no chat endpoint (a unit test keeps the two equal: add a
// configured chat endpoint or card API there too).

type Env = Record<string, string | boolean | undefined>;

/** As features/cards/card-api.ts (which reads the browser's build env, not importable here). */
const DEFAULT_CARD_API_BASE = 'https://api.pokemontcg.io';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Where this build's Firestore answers: the app's first data request goes there. */
export function firestoreOrigin(env: Env): string {
  const remote = readRemoteConfig(env);
  if (remote.mode === 'project') return 'https://firestore.googleapis.com';
  return `http://${remote.emulators.host}:${remote.emulators.firestorePort}`;
}

export function contentSecurityPolicy(env: Env): string {
  const remote = readRemoteConfig(env);
  const firebase =
    remote.mode === 'project'
      ? [
          'https://*.googleapis.com',
          'https://*.firebaseio.com',
          'wss://*.firebaseio.com',
          'https://*.firebaseapp.com',
        ]
      : (() => {
          const { host, authPort, firestorePort, storagePort } = remote.emulators;
          return [authPort, firestorePort, storagePort].map((port) => `http://${host}:${port}`);
        })();
  const analytics =
    remote.mode === 'project' && remote.options.measurementId
      ? ['https://*.google-analytics.com', 'https://*.analytics.google.com']
      : [];
  const cardApi = originOf(text(env, 'VITE_CARD_API_BASE') ?? DEFAULT_CARD_API_BASE);
  const connect = [
    "'self'",
    ...firebase,
    ...analytics,
    originOf(text(env, 'VITE_CHAT_ENDPOINT')),
    cardApi,
  ].filter((source): source is string => Boolean(source));
  // Scripts: the app's own. A Firebase project's Google sign-in popup needs Google's helper
  // (apis.google.com), and Analytics, when a measurement id is set, Google's tag.
  // App Check's reCAPTCHA Enterprise (a project with VITE_APPCHECK_SITE_KEY): Google's script and
  // its frame; its token exchange goes to *.googleapis.com, allowed above.
  const recaptcha =
    remote.mode === 'project' && text(env, 'VITE_APPCHECK_SITE_KEY')
      ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
      : [];
  const scripts = [
    "'self'",
    // The inline script that begins a first visit's reads as the page parses.
    PAGE_READS_SCRIPT_HASH,
    ...(remote.mode === 'project' ? ['https://apis.google.com'] : []),
    ...(analytics.length > 0 ? ['https://www.googletagmanager.com'] : []),
    ...recaptcha,
  ];
  // Any https image; besides, the emulators' Storage and the card API's own host when they
  // answer over http (local stand-ins), since the card API serves its card images too.
  const httpImages = [
    ...(remote.mode === 'emulator'
      ? [`http://${remote.emulators.host}:${remote.emulators.storagePort}`]
      : []),
    ...(cardApi?.startsWith('http:') ? [cardApi] : []),
  ];
  const frames =
    remote.mode === 'project'
      ? [
          'https://*.firebaseapp.com',
          'https://apis.google.com',
          ...(recaptcha.length > 0
            ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
            : []),
        ]
      : [`http://${remote.emulators.host}:${remote.emulators.authPort}`];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...new Set(httpImages)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', [...new Set(connect)]],
    ['frame-src', frames],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
