import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedContent } from '../../i18n/use-localized-content';
import { PortfolioTile } from './portfolio-tile';
import { PORTFOLIO_IDS, portfolioContent } from './portfolio-types';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Keeps the list's space while the entries' text loads, so the page does not jump. */
export function PortfolioListPlaceholder() {
  return (
    <div aria-busy="true" className={GRID}>
      {PORTFOLIO_IDS.map((id) => (
        <div key={id} className="h-36 animate-pulse bg-surface-alt pixel-border" />
      ))}
    </div>
  );
}

/** The entries as cards, each leading to /portfolio/{id}; `current` is marked as the page shown. */
function PortfolioList({ current }: { current?: string | undefined }) {
  const entries = useLocalizedContent(portfolioContent);
  return (
    <ul className={GRID} data-testid="portfolio-index">
      {PORTFOLIO_IDS.map((id) => {
        const entry = entries[id];
        const isCurrent = id === current;
        return (
          <li key={id}>
            <Link
              to={`/portfolio/${id}`}
              aria-current={isCurrent ? 'page' : undefined}
              className="group flex h-full min-h-36 gap-3 bg-surface p-4 pixel-border transition-transform hover:-translate-y-0.5 focus-visible:-translate-y-0.5 aria-[current=page]:bg-surface-alt"
            >
              <PortfolioTile id={id} />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-pixel text-lg leading-snug group-hover:text-primary group-hover:underline">
                  {entry.title}
                </span>
                <span className="text-xs text-ink-muted">{entry.kind}</span>
                <span className="text-sm">{entry.tagline}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The index's heading and list; see PortfolioIndex for why this loads on its own. */
export function PortfolioSection({
  current,
  headingLevel,
}: {
  current?: string | undefined;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="portfolio-index-heading" className="flex flex-col gap-4">
      <Heading id="portfolio-index-heading" className="text-xl">
        <FormattedMessage id={current ? 'portfolio.others' : 'portfolio.index.title'} />
      </Heading>
      <Suspense fallback={<PortfolioListPlaceholder />}>
        <PortfolioList current={current} />
      </Suspense>
    </section>
  );
}
