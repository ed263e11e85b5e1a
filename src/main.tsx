import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppShell } from './app/app-shell';
import { hydratesHere, keepEarlyInput } from './lib/early-input';
import { probeDeviceCopy } from './data/local/device-copy';
import { loadScreensFor, showsRowsFirst } from './app/routes';
import { expectFirstRows } from './lib/first-rows';
import { DEFAULT_LOCALE, loadCatalog } from './i18n/catalogs';
import { getSession } from './features/auth/session';
import { afterNextPaint } from './lib/after-next-paint';
import './styles/index.css';

const SCREEN_CODE_WAIT_MS = 1000;

const root = document.getElementById('root')!;
// Before anything opens (and so creates) the device's database: is this a first visit? (The
// screen's first server reads were begun before this script loaded: src/early.ts.)
probeDeviceCopy();
// A member's own parts of the page wait for the screen's first rows, on a page that shows them.
expectFirstRows(showsRowsFirst(location.pathname));
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A prerendered page (build/prerender-pages.ts) is hydrated, so React adopts its markup; what
// still waits for its code (a screen, its catalog part) hydrates when that arrives, and taps and
// edits made before React has committed the screen are handed to it then (lib/early-input.ts).
// The pages are
// prerendered for their path alone: a URL with a query (a board tab, a sort, a search) renders
// from scratch, as does any other page. React replaces the prerendered markup only when its
// first render is ready to show. Both start after the browser has painted what it has (a
// prerendered page, or the shell), and in a transition: React then works in slices of a few
// milliseconds, so a tap is answered at once and the main thread is never blocked for long,
// however big the screen.
// Begun by the app's first script already (src/early.ts); here too for a page that had none.
keepEarlyInput(root);
// The opened screen's code (a second at the most), so React's first render shows the screen
// itself rather than its loading state (app/routes.tsx). Hydrated, the page is whole before React
// answers a tap: a tap answered while the screen still waited for its code re-rendered the shell
// above it, and React then dropped the screen's prerendered markup to render it anew, leaving
// the page blank for a moment.
// A page built in Korean hydrates in Korean, whatever the reader's language (which applies right
// after): its whole catalog too, or a word of the screen's missing then would make React render
// the screen anew, and drop what the reader did on it.
const hydrated = hydratesHere(root);
const screenCode = Promise.race([
  Promise.all([
    loadScreensFor(location.pathname, getSession() !== null),
    hydrated ? loadCatalog(DEFAULT_LOCALE) : null,
  ]).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, SCREEN_CODE_WAIT_MS)),
]);
if (hydrated) {
  afterNextPaint(
    () =>
      void screenCode.then(() => {
        startTransition(() => void hydrateRoot(root, app));
      }),
  );
} else {
  afterNextPaint(
    () => void screenCode.then(() => startTransition(() => createRoot(root).render(app))),
  );
}
