import type { Locale } from '../../i18n/catalogs';
import { careerContent, type CareerContent } from '../career';
import { PORTFOLIO_IDS, portfolioContent, type PortfolioContent } from '../portfolio';
import type { SearchDocument } from '../../data/search/search-index';

// The career and portfolio pages as documents for the chatbot's index, one per topic (a project,
// the timeline, a portfolio entry), so a citation points at something specific. Each fact is a
// line of its own: the answerer quotes lines and sentences.

const CAREER_HREF = '/carrer/lisner';

export interface PageTitles {
  career: string;
  portfolio: string;
}

function page(
  locale: Locale,
  id: string,
  title: string,
  href: string,
  lines: ReadonlyArray<string | undefined>,
  tags: readonly string[] = [],
): SearchDocument {
  return {
    id: `page:${locale}:${id}`,
    kind: 'page',
    title,
    // Blank lines between facts: each is a paragraph of its own to the answerer.
    content: lines.filter(Boolean).join('\n\n'),
    tags,
    author: '',
    category: null,
    locale,
    href,
    createdAt: 0,
  };
}

export function siteFactDocuments(
  locale: Locale,
  career: CareerContent,
  portfolio: PortfolioContent,
  titles: PageTitles,
): SearchDocument[] {
  const docs: SearchDocument[] = [
    page(locale, 'career', `${titles.career} · ${career.kicker}`, CAREER_HREF, [
      career.lead,
      ...career.stats.map((stat) => `${stat.label}: ${stat.value}.`),
      ...career.company,
      career.closing,
    ]),
    page(
      locale,
      'career:timeline',
      titles.career,
      CAREER_HREF,
      career.timeline.map((step) => `${step.period} · ${step.title}: ${step.text}`),
    ),
    page(
      locale,
      'career:stack',
      titles.career,
      CAREER_HREF,
      career.stack.map((group) => `${group.group}: ${group.items.join(', ')}.`),
    ),
  ];
  for (const project of career.projects) {
    docs.push(
      page(
        locale,
        `career:${project.key}`,
        `${titles.career} · ${project.title}`,
        project.portfolioHref ?? CAREER_HREF,
        [project.summary, `${project.title}: ${project.client}.`, ...project.points],
        project.stack,
      ),
    );
  }
  for (const id of PORTFOLIO_IDS) {
    const entry = portfolio[id];
    docs.push(
      page(
        locale,
        `portfolio:${id}`,
        `${titles.portfolio} · ${entry.title}`,
        `/portfolio/${id}`,
        [
          entry.tagline,
          entry.summary,
          entry.role,
          `${entry.kind}.`,
          ...entry.hard.map((hard) => `${hard.title}: ${hard.text}`),
        ],
        entry.stack,
      ),
    );
  }
  return docs;
}

/** The site's pages in `locale`, loading their content modules (which screens share). */
export async function loadSiteFacts(locale: Locale, titles: PageTitles): Promise<SearchDocument[]> {
  const [career, portfolio] = await Promise.all([
    careerContent[locale](),
    portfolioContent[locale](),
  ]);
  return siteFactDocuments(locale, career, portfolio, titles);
}
