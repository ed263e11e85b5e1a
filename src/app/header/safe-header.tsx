import { Suspense } from 'react';
import { ErrorBoundary } from '../error-boundary';
import { Header } from './header';
import { lazyComponent } from '../../lib/lazy-component';

// Shown only when the header fails, so its code is not part of the first paint.
const HeaderError = lazyComponent(() => import('./header-error'), 'HeaderError');

/**
 * The header inside its own error boundary: the page below never blanks with it. Should the
 * message's own code fail to load too (a first visit gone offline before it arrived), the header
 * is left out rather than the failure reaching the page.
 */
export function SafeHeader() {
  return (
    <ErrorBoundary
      area="header"
      fallback={(retry) => (
        <ErrorBoundary area="header" fallback={() => null}>
          <Suspense fallback={null}>
            <HeaderError retry={retry} />
          </Suspense>
        </ErrorBoundary>
      )}
    >
      <Header />
    </ErrorBoundary>
  );
}
