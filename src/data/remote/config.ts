import type { FirebaseOptions } from 'firebase/app';

export interface EmulatorEndpoints {
  host: string;
  authPort: number;
  firestorePort: number;
  storagePort: number;
}

export type RemoteConfig =
  | { mode: 'project'; options: FirebaseOptions }
  | { mode: 'emulator'; options: FirebaseOptions; emulators: EmulatorEndpoints };

export const DEMO_PROJECT_ID = 'demo-pixel-community';

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function port(env: Env, key: string, fallback: number): number {
  const parsed = Number(text(env, key));
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * With VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID set, the app talks to that project;
 * otherwise to the local emulators under a `demo-` project id, which needs no credentials.
 */
export function readRemoteConfig(env: Env): RemoteConfig {
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY');
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  if (apiKey && projectId) {
    const options: FirebaseOptions = {
      apiKey,
      projectId,
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      storageBucket: text(env, 'VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
    };
    const optional = {
      messagingSenderId: text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
      appId: text(env, 'VITE_FIREBASE_APP_ID'),
      measurementId: text(env, 'VITE_FIREBASE_MEASUREMENT_ID'),
    };
    for (const [key, value] of Object.entries(optional)) {
      if (value) (options as Record<string, string>)[key] = value;
    }
    return { mode: 'project', options };
  }
  return {
    mode: 'emulator',
    options: {
      apiKey: 'demo-api-key',
      projectId: DEMO_PROJECT_ID,
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
    },
    emulators: {
      host: text(env, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
      authPort: port(env, 'VITE_AUTH_PORT', 9099),
      firestorePort: port(env, 'VITE_FIRESTORE_PORT', 8080),
      storagePort: port(env, 'VITE_STORAGE_PORT', 9199),
    },
  };
}
