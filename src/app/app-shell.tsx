import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { resolveLayout, routeMetaFor, type LayoutName } from './route-meta';
import { DefaultLayout } from './layouts/default-layout';
import { FooterLayout } from './layouts/footer-layout';
import { LoadingBar } from './loading-bar';
import { PageViewTracker } from '../features/analytics/page-view-tracker';
import { routes } from './routes';
import { Notifications } from './notifications';
import { SkipLink } from './skip-link';
import { RouteFocus } from './route-focus';
import { RequireAuth } from './require-auth';
import { loadCatalog, type Locale } from '../i18n/catalogs';
import { getLocale } from '../i18n/locale';
import { useSession } from '../features/auth/session';
import { useAuthDialog } from '../features/auth/auth-dialog-state';
import { useLanguageDialogOpen } from '../features/settings/language-dialog-state';
import { ErrorBoundary } from './error-boundary';
import { clearNotifications, useNotifications } from '../lib/notifications';
import { whenIdleAfterFirstRows } from '../lib/first-rows';
import { importWhenReachable } from '../lib/import-when-reachable';
import { startSyncEngine } from '../data/sync/use-sync-engine';
import { lazyComponent } from '../lib/lazy-component';

export interface LayoutProps {
  maxWidth: string;
  children: ReactNode;
}

// The home and most screens use the first two; the others load with their screens.
const NomalLayout = lazyComponent(() => import('./layouts/nomal-layout'), 'NomalLayout');
const HiLayout = lazyComponent(() => import('./layouts/hi-layout'), 'HiLayout');
const AdminLayout = lazyComponent(() => import('./layouts/admin-layout'), 'AdminLayout');

const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  footer: FooterLayout,
  nomal: NomalLayout,
  hi: HiLayout,
  admin: AdminLayout,
};

type ReloadPromptComponent = typeof import('./reload-prompt').ReloadPrompt;

/**
 * The service worker registers, and the install offer is kept (ReloadPrompt), once the page has
 * loaded and the browser is idle: on a first visit their code (workbox-window with it) would
 * otherwise share the network with the screen's. A component of its own, so the state that
 * starts it re-renders it alone: re-rendering the shell while a screen is still hydrating would
 * make React drop the screen's prerendered markup and render it anew.
 *
 * Its code is loaded before it renders, not through `lazy`: a Suspense boundary that shows its
 * fallback, even an empty one, makes React hold back revealing any other boundary for 300 ms
 * (its fallback throttle), and on a first visit that would be the screen arriving just after.
 */
function ReloadPromptWhenIdle() {
  const [Prompt, setPrompt] = useState<ReloadPromptComponent | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdleAfterFirstRows(() => {
      import('./reload-prompt')
        .then((m) => live && setPrompt(() => m.ReloadPrompt))
        .catch((error: unknown) => console.error(error));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Prompt ? <Prompt /> : null;
}

const withCatalog = <T,>(load: Promise<T>) =>
  Promise.all([load, loadCatalog(getLocale())]).then(([m]) => m);
const AuthDialog = lazyComponent(
  () => withCatalog(import('../features/auth/auth-dialog')),
  'AuthDialog',
);
const LanguageDialog = lazyComponent(
  () => withCatalog(import('../features/settings/language-dialog')),
  'LanguageDialog',
);

// Account commands load with Firebase, after the first paint.
const saveLanguage = (locale: Locale) =>
  import('../features/auth/auth-commands').then((m) => m.saveLanguage(locale));

// Shown only when a dialog fails, so its code is not part of the first paint.
const DialogError = lazyComponent(() => import('./dialog-error'), 'DialogError');

/** Notifications that fail to show are dropped (and logged); the next ones show again. */
function SafeNotifications() {
  const list = useNotifications();
  return (
    <ErrorBoundary
      area="notifications"
      fallback={() => null}
      onError={clearNotifications}
      resetKey={list}
    >
      <Notifications />
    </ErrorBoundary>
  );
}

export function AppShell() {
  const location = useLocation();
  const screen = useRoutes(routes, location);
  const meta = routeMetaFor(routes, location);
  const { layout, maxWidth } = resolveLayout(location.pathname, meta);
  const session = useSession();
  const Layout = LAYOUTS[layout];
  const authDialog = useAuthDialog();
  const languageDialogOpen = useLanguageDialogOpen();

  // A member's Firebase Auth and sync engine (Dexie, the outbox, the mirror) join once the page
  // has loaded, its first rows are on the screen (lib/first-rows.ts) and the main thread is free;
  // until then the saved session is shown. A visitor's screens read public posts through REST
  // (and a post's comments through Firestore Lite): the full SDK loads when they sign in (the
  // session appears, in this tab or another) or open a screen that listens.
  const member = session !== null;
  useEffect(() => {
    if (!member) return;
    return whenIdleAfterFirstRows(() => {
      importWhenReachable(() => import('../features/auth/session-sync'))
        .then((m) => m.startSessionSync())
        .catch((error: unknown) => console.error(error));
      startSyncEngine();
    });
  }, [member]);

  return (
    <>
      <SkipLink />
      <LoadingBar />
      <PageViewTracker />
      <RouteFocus />
      <div data-layout={layout} className="min-h-dvh">
        <Suspense fallback={null}>
          <Layout maxWidth={maxWidth}>
            {meta?.requiresAuth && !session ? <RequireAuth /> : screen}
          </Layout>
        </Suspense>
      </div>
      <SafeNotifications />
      <ErrorBoundary
        area="dialogs"
        fallback={(retry) => (
          <Suspense fallback={null}>
            <DialogError retry={retry} />
          </Suspense>
        )}
      >
        <Suspense fallback={null}>
          <ReloadPromptWhenIdle />
          {authDialog.open && <AuthDialog />}
          {languageDialogOpen && <LanguageDialog onSave={saveLanguage} />}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
