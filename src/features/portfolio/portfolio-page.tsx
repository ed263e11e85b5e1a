import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useLocalizedContent } from '../../i18n/use-localized-content';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NotFoundPage } from '../not-found';
import { PortfolioIndex } from './portfolio-index';
import { PortfolioTile } from './portfolio-tile';
import {
  isPortfolioId,
  portfolioContent,
  type PortfolioId,
  type PortfolioLink,
} from './portfolio-types';

function EntryLink({ link }: { link: PortfolioLink }) {
  const className = 'pixel-button text-sm';
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noreferrer">
      {link.label}
    </a>
  );
}

function SectionHeading({ id, messageId }: { id: string; messageId: string }) {
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2 text-lg">
      <span aria-hidden="true" className="inline-block size-2.5 bg-primary" />
      <FormattedMessage id={messageId} />
    </h2>
  );
}

function PortfolioEntryView({ id }: { id: PortfolioId }) {
  const intl = useIntl();
  const entry = useLocalizedContent(portfolioContent)[id];
  useDocumentTitle(entry.title, intl.formatMessage({ id: 'portfolio.index.title' }));

  return (
    <div className="flex flex-col gap-10">
      <article className="flex flex-col gap-8" data-testid="portfolio-entry" data-entry={id}>
        <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
          <PortfolioTile id={id} size="lg" />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="w-fit border-2 border-line bg-surface-alt px-2 py-0.5 font-pixel text-xs">
              {entry.kind}
            </p>
            <h1 className="text-2xl text-ink sm:text-3xl">{entry.title}</h1>
            <p className="text-ink-muted">{entry.tagline}</p>
          </div>
        </header>

        <section
          aria-labelledby="portfolio-summary"
          className="bg-surface-alt p-5 pixel-border sm:p-6"
        >
          <SectionHeading id="portfolio-summary" messageId="portfolio.summary" />
          <p className="text-base leading-relaxed sm:text-lg">{entry.summary}</p>
        </section>

        <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-8">
            <section aria-labelledby="portfolio-role">
              <SectionHeading id="portfolio-role" messageId="portfolio.role" />
              <p className="leading-relaxed">{entry.role}</p>
            </section>
            <section aria-labelledby="portfolio-hard">
              <SectionHeading id="portfolio-hard" messageId="portfolio.hard" />
              <ol className="flex flex-col gap-4">
                {entry.hard.map((challenge, index) => (
                  <li key={challenge.title} className="flex gap-3 bg-surface p-4 pixel-border">
                    <span
                      aria-hidden="true"
                      className="grid size-8 shrink-0 place-items-center bg-ink font-pixel text-sm text-surface"
                    >
                      {index + 1}
                    </span>
                    <div className="flex flex-col gap-1">
                      <h3 className="text-base">{challenge.title}</h3>
                      <p className="text-sm leading-relaxed text-ink-muted">{challenge.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          </div>
          <aside className="flex flex-col gap-8">
            <section aria-labelledby="portfolio-stack">
              <SectionHeading id="portfolio-stack" messageId="portfolio.stack" />
              <ul className="flex flex-wrap gap-2">
                {entry.stack.map((item) => (
                  <li
                    key={item}
                    className="border-2 border-line bg-surface px-2 py-1 font-pixel text-xs shadow-[2px_2px_0_0_var(--color-line)]"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="portfolio-links">
              <SectionHeading id="portfolio-links" messageId="portfolio.links" />
              <ul className="flex flex-wrap gap-3">
                {entry.links.map((link) => (
                  <li key={link.href}>
                    <EntryLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </article>
      <PortfolioIndex current={id} />
    </div>
  );
}

/** /portfolio/{id}: one entry, or the not-found screen for an id that is not one. */
export function PortfolioPage() {
  const { id } = useParams();
  if (!isPortfolioId(id)) return <NotFoundPage />;
  return <PortfolioEntryView id={id} />;
}
