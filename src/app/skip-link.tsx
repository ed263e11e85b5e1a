import { FormattedMessage } from 'react-intl';
import { MAIN_CONTENT_ID } from '../lib/main-heading';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-surface focus:p-2 focus:pixel-border"
    >
      <FormattedMessage id="app.skipToContent" />
    </a>
  );
}
