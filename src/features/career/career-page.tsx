import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedContent } from '../../i18n/use-localized-content';
import { PixelSprite } from '../../ui/pixel-sprite';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PortfolioIndex } from '../portfolio';
import { careerContent, type CareerContent, type CareerProject } from './career-types';
import { FACTORY_PALETTE, FACTORY_ROWS } from './factory-sprite';

const CONTAINER = 'mx-auto w-full max-w-[1200px] px-4 sm:px-6 lg:px-8';

// The hero keeps one dark palette in both colour schemes; every pair here passes WCAG AA.
const HERO = {
  background: '#120e2e',
  text: '#f2efff',
  muted: '#c9c3e6',
  kicker: '#ffd966',
  value: '#7cf2c4',
  grid: 'rgb(123 97 255 / 0.18)',
};

function SectionHeading({
  id,
  messageId,
  index,
}: {
  id: string;
  messageId: string;
  index: number;
}) {
  return (
    <h2 id={id} className="mb-6 flex items-baseline gap-3 text-2xl sm:text-3xl">
      <span aria-hidden="true" className="font-mono text-base text-primary">
        {String(index).padStart(2, '0')}.
      </span>
      <FormattedMessage id={messageId} />
    </h2>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <li className="border-2 border-line bg-surface px-2 py-0.5 font-pixel text-xs shadow-[2px_2px_0_0_var(--color-line)]">
      {children}
    </li>
  );
}

function Hero({ content, title }: { content: CareerContent; title: string }) {
  return (
    <section
      aria-labelledby="career-heading"
      className="relative overflow-hidden border-b-4 border-line"
      style={{
        backgroundColor: HERO.background,
        color: HERO.text,
        backgroundImage: `linear-gradient(${HERO.grid} 1px, transparent 1px), linear-gradient(90deg, ${HERO.grid} 1px, transparent 1px)`,
        backgroundSize: '24px 24px',
      }}
    >
      <div
        className={`${CONTAINER} grid items-center gap-10 py-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:py-20 xl:py-24`}
      >
        <div className="flex flex-col gap-5">
          <p
            className="font-pixel text-sm tracking-widest uppercase"
            style={{ color: HERO.kicker }}
          >
            {content.kicker}
          </p>
          <div className="flex items-end gap-2">
            <h1 id="career-heading" className="text-5xl leading-none sm:text-6xl xl:text-7xl">
              {title}
            </h1>
            <span
              aria-hidden="true"
              className="mb-1 inline-block h-2 w-6 motion-safe:animate-pulse sm:w-8"
              style={{ backgroundColor: HERO.kicker }}
            />
          </div>
          <p
            className="max-w-2xl text-base leading-relaxed sm:text-lg"
            style={{ color: HERO.muted }}
          >
            {content.lead}
          </p>
        </div>
        <div className="flex justify-center md:justify-end">
          <PixelSprite
            rows={FACTORY_ROWS}
            palette={FACTORY_PALETTE}
            scale={8}
            className="h-auto w-56 max-w-full sm:w-72 lg:w-80 xl:w-96"
          />
        </div>
      </div>
      <div className={`${CONTAINER} pb-12 md:pb-16`}>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="career-stats">
          {content.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-1 border-2 p-4"
              style={{ borderColor: HERO.muted, boxShadow: `4px 4px 0 0 ${HERO.grid}` }}
            >
              <dt className="text-sm" style={{ color: HERO.muted }}>
                {stat.label}
              </dt>
              <dd className="font-pixel text-2xl sm:text-3xl" style={{ color: HERO.value }}>
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ProjectCard({ project, moreLabel }: { project: CareerProject; moreLabel: string }) {
  return (
    <li className="flex flex-col bg-surface pixel-border">
      <p className="border-b-2 border-line bg-surface-alt px-4 py-2 font-pixel text-xs text-ink-muted">
        {project.client}
      </p>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <h3 className="text-lg sm:text-xl">{project.title}</h3>
        <p className="text-sm leading-relaxed">{project.summary}</p>
        <ul className="flex flex-col gap-1.5 text-sm">
          {project.points.map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true" className="mt-1.5 inline-block size-2 shrink-0 bg-primary" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2">
          {project.stack.map((item) => (
            <Badge key={item}>{item}</Badge>
          ))}
        </ul>
        {project.portfolioHref && (
          <Link
            to={project.portfolioHref}
            className="w-fit font-pixel text-sm text-primary underline underline-offset-4 hover:text-primary-strong"
          >
            {moreLabel} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** /carrer/lisner: the career showcase. Its words live in ./content, one file per language. */
export function CareerPage() {
  const intl = useIntl();
  const content = useLocalizedContent(careerContent);
  const title = intl.formatMessage({ id: 'career.title' });
  const moreLabel = intl.formatMessage({ id: 'career.more' });
  useDocumentTitle(title);

  return (
    <div className="flex flex-col" data-testid="career-page">
      <Hero content={content} title={title} />

      <section aria-labelledby="career-about" className={`${CONTAINER} py-12 md:py-16`}>
        <SectionHeading id="career-about" messageId="career.about" index={1} />
        <div className="grid gap-4 text-base leading-relaxed md:grid-cols-2 md:gap-8 lg:text-lg">
          {content.company.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="career-timeline"
        className="border-y-2 border-line bg-surface-alt py-12 md:py-16"
      >
        <div className={CONTAINER}>
          <SectionHeading id="career-timeline" messageId="career.timeline" index={2} />
          <ol className="relative grid gap-6 md:grid-cols-2 md:gap-x-10 xl:grid-cols-3">
            {content.timeline.map((milestone, index) => (
              <li key={milestone.title} className="relative flex gap-4">
                <div className="flex flex-col items-center" aria-hidden="true">
                  <span className="grid size-9 shrink-0 place-items-center border-2 border-line bg-primary font-pixel text-sm text-surface">
                    {index + 1}
                  </span>
                  <span className="w-1 flex-1 bg-line opacity-30" />
                </div>
                <div className="flex flex-col gap-1 pb-2">
                  <p className="w-fit bg-ink px-2 py-0.5 font-pixel text-xs text-surface">
                    {milestone.period}
                  </p>
                  <h3 className="text-lg">{milestone.title}</h3>
                  <p className="text-sm leading-relaxed text-ink-muted">{milestone.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="career-projects" className={`${CONTAINER} py-12 md:py-16`}>
        <SectionHeading id="career-projects" messageId="career.projects" index={3} />
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4" data-testid="career-projects">
          {content.projects.map((project) => (
            <ProjectCard key={project.key} project={project} moreLabel={moreLabel} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="career-stack"
        className="border-y-2 border-line bg-surface-alt py-12 md:py-16"
      >
        <div className={CONTAINER}>
          <SectionHeading id="career-stack" messageId="career.stack" index={4} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {content.stack.map((group) => (
              <section
                key={group.group}
                aria-label={group.group}
                className="bg-surface p-4 pixel-border"
              >
                <h3 className="mb-3 font-pixel text-base">{group.group}</h3>
                <ul className="flex flex-wrap gap-2">
                  {group.items.map((item) => (
                    <Badge key={item}>{item}</Badge>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>

      <div className={`${CONTAINER} flex flex-col gap-12 py-12 md:py-16`}>
        <p className="mx-auto max-w-3xl border-4 border-double border-line bg-surface px-6 py-5 text-center font-pixel text-lg leading-relaxed sm:text-xl">
          {content.closing}
        </p>
        <PortfolioIndex />
      </div>
    </div>
  );
}
