import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from '../i18n/locale';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, loadCatalog, useMessages } from '../i18n/catalogs';

export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // The rest of the catalog, and the fallback, follow right after the first paint.
    loadCatalog(locale)
      .then(() => loadCatalog(FALLBACK_LOCALE))
      .catch((error: unknown) => console.error(error));
  }, [locale]);

  // English was chosen but its catalog is still on its way (a few ms, from the cache offline).
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
