// The SDK's App Check, started as firebase-app.ts starts it, with the emulators' stand-in
// provider: the same initializeAppCheck call a project makes with reCAPTCHA Enterprise.
import 'fake-indexeddb/auto';
import { deleteApp, initializeApp } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { appCheckToken, limitedUseToken, startAppCheck } from '../../src/data/remote/app-check';
import { expiryOf } from '../../src/data/remote/app-check-plan';

describe('App Check on the emulators', () => {
  it('gives the SDKs a stand-in token, and limited-use tokens to hand to a worker', async () => {
    const app = initializeApp({ apiKey: 'demo', projectId: 'demo-app-check' }, 'app-check-test');
    expect(await appCheckToken()).toBeUndefined();
    startAppCheck(app);
    const token = await appCheckToken();
    expect(token).toBeTruthy();
    const payload = JSON.parse(atob(token!.split('.')[1]!)) as { aud: string[]; iss: string };
    expect(payload).toMatchObject({ iss: 'emulator-stand-in', aud: ['projects/demo-app-check'] });
    // A limited-use token is minted apart, with its expiry read from it.
    const limited = await limitedUseToken();
    expect(limited?.token).not.toBe(token);
    expect(limited?.expiresAt).toBe(expiryOf(limited!.token));
    expect(limited!.expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    await deleteApp(app);
  });
});
