import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../i18n/catalogs';

/** The page's one h1, which also names the browser tab. */
export function PageTitle({
  titleKey,
  values,
  subject,
  children,
}: {
  titleKey: MessageKey;
  values?: Record<string, string>;
  /** What the page shows (a search, an open item), before the title in the browser tab. */
  subject?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleKey }, values);
  const appName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = [subject, title, appName].filter(Boolean).join(' · ');
  }, [subject, title, appName]);
  return (
    <h1 className="mb-6 text-2xl text-ink sm:text-3xl">
      {title}
      {children}
    </h1>
  );
}
