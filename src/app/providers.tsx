import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from '../i18n/locale';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, loadMessages, messagesFor } from '../i18n/catalogs';

export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // Bumped when a catalog finishes loading, to re-read messagesFor().
  const [, setLoadedCount] = useState(0);
  const messages = messagesFor(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    let live = true;
    const load = async () => {
      await loadMessages(locale);
      // The fallback catalog follows after the first paint, off the critical path.
      if (locale !== FALLBACK_LOCALE) await loadMessages(FALLBACK_LOCALE);
      if (live) setLoadedCount((n) => n + 1);
    };
    load().catch((error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [locale]);

  // English was chosen but its catalog is still on its way (a few ms, from the cache offline).
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
