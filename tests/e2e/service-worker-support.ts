import type { BrowserContext, CDPSession, Page } from '@playwright/test';

// The member's service worker (sw/replay.ts) as the tests reach it: which workers are active,
// and a DevTools session to fire its sync events as the browser does.

/** The member's worker's scope (REPLAY_WORKER_SCOPE), a path no page has. */
export const REPLAY_SCOPE = '/sw-replay/';

/** The scopes of the service workers registered in the page's browser, active ones alone. */
export function activeScopes(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .filter((registration) => registration.active)
      .map((registration) => new URL(registration.scope).pathname),
  );
}

/**
 * A DevTools session for the member's service worker. The protocol's ServiceWorker domain lives
 * on page targets (not the browser's or the worker's), so the session is an empty page's:
 * about:blank, no page of the app.
 */
export async function workerDevTools(
  context: BrowserContext,
  origin: string,
): Promise<{ cdp: CDPSession; registrationId: string }> {
  const blank =
    context.pages().find((page) => page.url() === 'about:blank') ?? (await context.newPage());
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === origin + REPLAY_SCOPE && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}
