import { FormattedMessage } from 'react-intl';

/** What a screen or list shows while its data is first read: "Loading…", marked busy. */
export function Loading() {
  return (
    <p className="text-ink-muted" aria-busy="true">
      <FormattedMessage id="app.loading" />
    </p>
  );
}
