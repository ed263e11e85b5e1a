import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActivityWhileMounted } from '../lib/activity';
import { ErrorBoundary } from './error-boundary';
import { Loading } from '../ui/loading';
import { EarlyInputCommitted } from '../ui/early-input-committed';

function ScreenLoading() {
  useActivityWhileMounted();
  return <Loading />;
}

function ScreenError({ retry }: { retry: () => void }) {
  return (
    <section className="mx-auto max-w-xl py-8" role="alert">
      <EarlyInputCommitted />
      <h1 className="mb-4 text-2xl">
        <FormattedMessage id="app.errorBoundary.title" />
      </h1>
      <p className="mb-6">
        <FormattedMessage id="app.errorBoundary.body" />
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="pixel-button" onClick={retry}>
          <FormattedMessage id="app.errorBoundary.retry" />
        </button>
        <button type="button" className="pixel-button" onClick={() => window.location.reload()}>
          <FormattedMessage id="app.errorBoundary.reload" />
        </button>
      </div>
    </section>
  );
}

/** Wraps one routed screen: a loading state while its code arrives, and an error boundary. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary area="screen" fallback={(retry) => <ScreenError retry={retry} />}>
      <Suspense fallback={<ScreenLoading />}>
        {children}
        <EarlyInputCommitted />
      </Suspense>
    </ErrorBoundary>
  );
}
