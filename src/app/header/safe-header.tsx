import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../error-boundary';
import { Header } from './header';

// Shown only when the header fails, so its code is not part of the first paint.
const HeaderError = lazy(() => import('./header-error').then((m) => ({ default: m.HeaderError })));

/** The header inside its own error boundary: the page below never blanks with it. */
export function SafeHeader() {
  return (
    <ErrorBoundary
      area="header"
      fallback={(retry) => (
        <Suspense fallback={null}>
          <HeaderError retry={retry} />
        </Suspense>
      )}
    >
      <Header />
    </ErrorBoundary>
  );
}
