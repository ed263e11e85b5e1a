import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Names the browser tab "part · part · app name", for screens whose h1 is not a catalog key. */
export function useDocumentTitle(...parts: string[]): void {
  const intl = useIntl();
  const title = [...parts, intl.formatMessage({ id: 'app.name' })].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
