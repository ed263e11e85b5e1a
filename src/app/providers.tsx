import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeAtom } from '../i18n/locale';
import { useAppAtomAfterHydration } from '../lib/app-store';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  loadCatalog,
  useMessages,
  type Locale,
  type Messages,
} from '../i18n/catalogs';

/**
 * One messages record per language for the page's life, filled in as the catalog's parts arrive.
 * A part that arrives adds words no screen has shown yet (a screen, and a dialog, wait for its
 * part before they render), so it need not render anything again: were the record a new one, the
 * change would reach every screen, and React would drop the prerendered markup of a screen still
 * hydrating (its code on the way) to paint it anew.
 */
const records: Partial<Record<Locale, Messages>> = {};
const merged = new WeakSet<Messages>();

function recordFor(locale: Locale, messages: Messages): Messages {
  const record = (records[locale] ??= {});
  if (!merged.has(messages)) {
    Object.assign(record, messages);
    merged.add(messages);
  }
  return record;
}

export function Providers({ children }: { children: ReactNode }) {
  // Pages are prerendered in Korean: a saved English applies right after hydration, and its
  // catalog loads then. Until it has, Korean stays rather than an empty page.
  const chosen = useAppAtomAfterHydration(localeAtom, DEFAULT_LOCALE);
  const chosenMessages = useMessages(chosen);
  const defaultMessages = useMessages(DEFAULT_LOCALE);
  const locale = chosenMessages ? chosen : DEFAULT_LOCALE;
  const messages = recordFor(locale, chosenMessages ?? defaultMessages ?? {});

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // The rest of the catalog follows right after the first paint.
    loadCatalog(chosen).catch((error: unknown) => console.error(error));
  }, [chosen]);

  return (
    <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
