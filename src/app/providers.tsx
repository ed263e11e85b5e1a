import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeAtom } from '../i18n/locale';
import { useAppAtomAfterHydration } from '../lib/app-store';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, loadCatalog, useMessages } from '../i18n/catalogs';

export function Providers({ children }: { children: ReactNode }) {
  // Pages are prerendered in Korean: a saved English applies right after hydration, and its
  // catalog loads then. Until it has, Korean stays rather than an empty page.
  const chosen = useAppAtomAfterHydration(localeAtom, DEFAULT_LOCALE);
  const chosenMessages = useMessages(chosen);
  const defaultMessages = useMessages(DEFAULT_LOCALE);
  const locale = chosenMessages ? chosen : DEFAULT_LOCALE;
  const messages = chosenMessages ?? defaultMessages;

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // The rest of the catalog, and the fallback, follow right after the first paint.
    loadCatalog(chosen)
      .then(() => loadCatalog(FALLBACK_LOCALE))
      .catch((error: unknown) => console.error(error));
  }, [chosen]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
