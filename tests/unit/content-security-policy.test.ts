import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/app/content-security-policy';
import { PAGE_READS_SCRIPT_HASH } from '../../src/data/remote/page-reads';

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const PROJECT = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'pixel' };

describe('the Content-Security-Policy', () => {
  it('allows scripts only from the app with the emulators', () => {
    const policy = contentSecurityPolicy({ VITE_FIRESTORE_PORT: '8420' });
    // And the one inline script, by its hash: the one that begins a first visit's reads.
    expect(directive(policy, 'script-src')).toEqual(["'self'", PAGE_READS_SCRIPT_HASH]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:8420');
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']),
    );
  });

  it('shows card images from a card API answering over http (a local stand-in)', () => {
    const policy = contentSecurityPolicy({ VITE_CARD_API_BASE: 'http://127.0.0.1:4180' });
    expect(directive(policy, 'img-src')).toContain('http://127.0.0.1:4180');
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:4180');
  });

  it('connects to Firebase, the chat endpoint and the card API, nothing else', () => {
    const policy = contentSecurityPolicy({
      ...PROJECT,
      VITE_CHAT_ENDPOINT: 'https://chat.example/v1/chat/completions',
      VITE_CARD_API_BASE: 'https://cards.example/api/',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.firebaseio.com',
      'wss://*.firebaseio.com',
      'https://*.firebaseapp.com',
      'https://chat.example',
      'https://cards.example',
    ]);
  });

  it("lets App Check's reCAPTCHA Enterprise run with a site key, on a project only", () => {
    const policy = contentSecurityPolicy({ ...PROJECT, VITE_APPCHECK_SITE_KEY: 'site' });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    // Its token exchange (content-firebaseappcheck.googleapis.com) is a googleapis host.
    expect(directive(policy, 'connect-src')).toContain('https://*.googleapis.com');
    for (const env of [PROJECT, { VITE_APPCHECK_SITE_KEY: 'site' }]) {
      expect(contentSecurityPolicy(env)).not.toContain('recaptcha');
    }
  });

  it('is what firebase.json serves for a project with the public card API', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    );
    const headers = (config.hosting.headers as Array<{ headers: { key: string; value: string }[] }>)
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy');
    expect(headers.map((header) => header.value)).toEqual([contentSecurityPolicy(PROJECT)]);
  });
});
