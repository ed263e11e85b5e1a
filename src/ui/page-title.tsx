import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../i18n/catalogs';

/** The page's one h1, which also names the browser tab. */
export function PageTitle({
  titleKey,
  values,
  children,
}: {
  titleKey: MessageKey;
  values?: Record<string, string>;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleKey }, values);
  const appName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <h1 className="mb-6 text-2xl text-ink sm:text-3xl">
      {title}
      {children}
    </h1>
  );
}
