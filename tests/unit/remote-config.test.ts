import { describe, expect, it } from 'vitest';
import { readRemoteConfig } from '../../src/data/remote/config';

describe('readRemoteConfig', () => {
  it('uses the local emulators under a demo project when nothing is configured', () => {
    const config = readRemoteConfig({});
    expect(config.mode).toBe('emulator');
    expect(config.options.projectId).toMatch(/^demo-/);
    if (config.mode !== 'emulator') throw new Error('expected emulator mode');
    expect(config.emulators).toEqual({
      host: '127.0.0.1',
      authPort: 9099,
      firestorePort: 8080,
      storagePort: 9199,
    });
  });

  it('takes emulator ports from the environment', () => {
    const config = readRemoteConfig({ VITE_FIRESTORE_PORT: '18080', VITE_AUTH_PORT: 'oops' });
    if (config.mode !== 'emulator') throw new Error('expected emulator mode');
    expect(config.emulators.firestorePort).toBe(18080);
    expect(config.emulators.authPort).toBe(9099);
  });

  it('targets a real project when VITE_FIREBASE_* is set', () => {
    const config = readRemoteConfig({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'my-app',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_MEASUREMENT_ID: '  ',
    });
    expect(config).toEqual({
      mode: 'project',
      options: {
        apiKey: 'key',
        projectId: 'my-app',
        authDomain: 'my-app.firebaseapp.com',
        storageBucket: 'my-app.appspot.com',
        appId: '1:2:web:3',
      },
    });
  });
});
