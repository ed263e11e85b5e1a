import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** What stands in for a header that failed: the way home and a retry; the screen stays. */
export function HeaderError({ retry }: { retry: () => void }) {
  return (
    <header className="border-b-2 border-line bg-surface" data-testid="header-error">
      <div
        role="alert"
        className="mx-auto flex min-h-14 max-w-[1080px] flex-wrap items-center gap-3 px-4"
      >
        <Link to="/" className="font-pixel">
          <FormattedMessage id="app.name" />
        </Link>
        <p className="text-sm text-ink-muted">
          <FormattedMessage id="app.errorBoundary.header" />
        </p>
        <button type="button" className="pixel-button ml-auto !min-h-9 text-sm" onClick={retry}>
          <FormattedMessage id="app.errorBoundary.retry" />
        </button>
      </div>
    </header>
  );
}
