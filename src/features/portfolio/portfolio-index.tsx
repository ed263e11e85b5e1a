import { Suspense } from 'react';
import { loadCatalog } from '../../i18n/catalogs';
import { getLocale } from '../../i18n/locale';
import { lazyComponent } from '../../lib/lazy-component';

// Everything but this shell loads on its own, with the part of the catalog its words are in, so
// placing the index on the home page adds almost nothing to the first paint.
const PortfolioSection = lazyComponent(
  () => Promise.all([import('./portfolio-list'), loadCatalog(getLocale())]).then(([m]) => m),
  'PortfolioSection',
);

/** How many entries there are (a unit test keeps it true); the placeholder keeps their space. */
export const PORTFOLIO_ENTRY_COUNT = 5;

function SectionPlaceholder() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <div className="h-7 w-40 animate-pulse bg-surface-alt" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PORTFOLIO_ENTRY_COUNT }, (_, index) => (
          <div key={index} className="h-36 animate-pulse bg-surface-alt pixel-border" />
        ))}
      </div>
    </div>
  );
}

/**
 * The portfolio entries, each leading to /portfolio/{id}, under their own heading. On an entry's
 * page, `current` marks that entry and the heading invites to the others.
 */
export function PortfolioIndex({
  current,
  headingLevel = 2,
}: {
  current?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <Suspense fallback={<SectionPlaceholder />}>
      <PortfolioSection current={current} headingLevel={headingLevel} />
    </Suspense>
  );
}
