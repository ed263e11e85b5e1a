import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { isRouteMeta, resolveLayout, type LayoutName } from './route-meta';
import { DefaultLayout } from './layouts/default-layout';
import { FooterLayout } from './layouts/footer-layout';
import { NomalLayout } from './layouts/nomal-layout';
import { HiLayout } from './layouts/hi-layout';
import { AdminLayout } from './layouts/admin-layout';
import { LoadingBar } from './loading-bar';
import { routes } from './routes';
import { Notifications } from './notifications';
import { ReloadPrompt } from './reload-prompt';
import { SkipLink } from './skip-link';
import { useAuthDialog } from '../features/auth/auth-dialog-state';
import { useLanguageDialogOpen } from '../features/settings/language-dialog-state';

export interface LayoutProps {
  maxWidth: string;
  children: ReactNode;
}

const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  footer: FooterLayout,
  nomal: NomalLayout,
  hi: HiLayout,
  admin: AdminLayout,
};

// Dialogs are code-split: their code loads the first time a member opens one.
const AuthDialog = lazy(() =>
  import('../features/auth/auth-dialog').then((m) => ({ default: m.AuthDialog })),
);
const LanguageDialog = lazy(() =>
  import('../features/settings/language-dialog').then((m) => ({ default: m.LanguageDialog })),
);

export function AppShell() {
  const location = useLocation();
  const screen = useRoutes(routes, location);
  const leaf = matchRoutes(routes, location)?.findLast((m) => isRouteMeta(m.route.handle));
  const { layout, maxWidth } = resolveLayout(
    location.pathname,
    isRouteMeta(leaf?.route.handle) ? leaf.route.handle : undefined,
  );
  const Layout = LAYOUTS[layout];
  const authDialog = useAuthDialog();
  const languageDialogOpen = useLanguageDialogOpen();

  return (
    <>
      <SkipLink />
      <LoadingBar />
      <div data-layout={layout} className="min-h-dvh">
        <Layout maxWidth={maxWidth}>
          {screen}
        </Layout>
      </div>
      <Notifications />
      <ReloadPrompt />
      <Suspense fallback={null}>
        {authDialog.open && <AuthDialog />}
        {languageDialogOpen && <LanguageDialog />}
      </Suspense>
    </>
  );
}
