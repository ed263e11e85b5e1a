import type { LocalizedContent } from '../../i18n/use-localized-content';
import { PORTFOLIO_IDS, type PortfolioId } from './portfolio-ids';

export { PORTFOLIO_IDS, type PortfolioId };

export function isPortfolioId(value: unknown): value is PortfolioId {
  return typeof value === 'string' && (PORTFOLIO_IDS as readonly string[]).includes(value);
}

export interface PortfolioLink {
  label: string;
  /** An in-app path (starts with /) or a full https URL. */
  href: string;
}

export interface PortfolioChallenge {
  title: string;
  text: string;
}

export interface PortfolioEntry {
  title: string;
  /** One line for the index card. */
  tagline: string;
  /** Personal or company work, a year, a client type: a short badge. */
  kind: string;
  summary: string;
  role: string;
  stack: readonly string[];
  hard: readonly PortfolioChallenge[];
  links: readonly PortfolioLink[];
}

/** Typed by id, so a locale that misses an entry does not compile. */
export type PortfolioContent = Readonly<Record<PortfolioId, PortfolioEntry>>;

export const portfolioContent: LocalizedContent<PortfolioContent> = {
  ko: () => import('./content/portfolio.ko').then((m) => m.portfolioKo),
  en: () => import('./content/portfolio.en').then((m) => m.portfolioEn),
};

/** A colour per entry for its pixel tile; all keep white text readable (WCAG AA). */
export const PORTFOLIO_ACCENT: Readonly<Record<PortfolioId, string>> = {
  'pixel-community': '#5b3fd6',
  'todo-app': '#0b6e4c',
  'card-search': '#a3431b',
  mes: '#1d5f96',
  scm: '#7d3694',
};

/** Two letters for the tile, the same in every language. */
export const PORTFOLIO_MONOGRAM: Readonly<Record<PortfolioId, string>> = {
  'pixel-community': 'PX',
  'todo-app': 'TD',
  'card-search': 'TC',
  mes: 'ME',
  scm: 'SC',
};
