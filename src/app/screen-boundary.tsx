import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActivityWhileMounted } from '../lib/activity';

function ScreenLoading() {
  useActivityWhileMounted();
  return (
    <p className="text-ink-muted" aria-busy="true">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

function ScreenError() {
  return (
    <section className="mx-auto max-w-xl py-8" role="alert">
      <h1 className="mb-4 text-2xl">
        <FormattedMessage id="app.errorBoundary.title" />
      </h1>
      <p className="mb-6">
        <FormattedMessage id="app.errorBoundary.body" />
      </p>
      <button type="button" className="pixel-button" onClick={() => window.location.reload()}>
        <FormattedMessage id="app.errorBoundary.reload" />
      </button>
    </section>
  );
}

/** Errors captured in a screen are logged to the console (spec section 8) and shown plainly. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}

/** Wraps one routed screen: a loading state while its code arrives, and an error boundary. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
