import type { LocalizedContent } from '../../i18n/use-localized-content';

export interface CareerStat {
  value: string;
  label: string;
}

export interface CareerMilestone {
  /** A year or a short stage name shown on the timeline marker. */
  period: string;
  title: string;
  text: string;
}

export interface CareerProject {
  key: string;
  title: string;
  client: string;
  summary: string;
  points: readonly string[];
  stack: readonly string[];
  /** An in-app link to the project's portfolio page, when it has one. */
  portfolioHref?: string;
}

export interface CareerStackGroup {
  group: string;
  items: readonly string[];
}

/** Everything the career page says, in one locale. */
export interface CareerContent {
  kicker: string;
  lead: string;
  stats: readonly CareerStat[];
  company: readonly string[];
  timeline: readonly CareerMilestone[];
  projects: readonly CareerProject[];
  stack: readonly CareerStackGroup[];
  closing: string;
}

export const careerContent: LocalizedContent<CareerContent> = {
  ko: () => import('./content/career.ko').then((m) => m.careerKo),
  en: () => import('./content/career.en').then((m) => m.careerEn),
};
