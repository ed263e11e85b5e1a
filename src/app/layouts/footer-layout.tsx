import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LayoutProps } from '../app-shell';
import { loadCatalog } from '../../i18n/catalogs';
import { getLocale } from '../../i18n/locale';
import { SafeHeader } from '../header/safe-header';
import { MainContent } from './main-content';
import { lazyComponent } from '../../lib/lazy-component';

// Only where the browser offers installation (or on iOS): its code follows the first paint.
const InstallOffer = lazyComponent(
  () =>
    Promise.all([import('../../features/install/install-offer'), loadCatalog(getLocale())]).then(
      ([m]) => m,
    ),
  'InstallOffer',
);

export function FooterLayout({ maxWidth, children }: LayoutProps) {
  const intl = useIntl();
  return (
    <div className="flex min-h-dvh flex-col">
      <SafeHeader />
      <MainContent maxWidth={maxWidth} className="flex-1 !px-0 !py-0">
        {children}
      </MainContent>
      <footer className="border-t-2 border-line bg-surface-alt px-6 py-6 text-sm text-ink-muted">
        <div className="mx-auto flex max-w-[1080px] flex-wrap items-center justify-between gap-4">
          <p>
            <FormattedMessage id="home.footer" />
          </p>
          <Suspense fallback={null}>
            <InstallOffer />
          </Suspense>
          <nav aria-label={intl.formatMessage({ id: 'nav.footer' })} className="flex gap-4">
            <Link className="underline" to="/carrer/lisner">
              <FormattedMessage id="nav.career" />
            </Link>
            <Link className="underline" to="/chatbot">
              <FormattedMessage id="nav.chatbot" />
            </Link>
            <Link className="underline" to="/todos">
              <FormattedMessage id="nav.todos" />
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
