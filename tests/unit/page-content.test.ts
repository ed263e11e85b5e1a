import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { careerEn } from '../../src/features/career/content/career.en';
import { careerKo } from '../../src/features/career/content/career.ko';
import { hobbyEn } from '../../src/features/hobby/content/hobby.en';
import { hobbyKo } from '../../src/features/hobby/content/hobby.ko';
import { portfolioEn } from '../../src/features/portfolio/content/portfolio.en';
import { portfolioKo } from '../../src/features/portfolio/content/portfolio.ko';
import { PORTFOLIO_ENTRY_COUNT } from '../../src/features/portfolio/portfolio-index';
import { PORTFOLIO_IDS, isPortfolioId } from '../../src/features/portfolio/portfolio-types';

/** Every string leaf, with its path, to compare the two languages' shapes. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => shape(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => shape(item, `${path}.${key}`));
  }
  return [];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    (key === 'href' || key === 'portfolioHref') && typeof item === 'string' ? [item] : hrefs(item),
  );
}

const pairs = [
  ['career', careerKo, careerEn],
  ['portfolio', portfolioKo, portfolioEn],
  ['hobby', hobbyKo, hobbyEn],
] as const;

describe('page content files', () => {
  it.each(pairs)('%s has the same structure in Korean and English', (_name, ko, en) => {
    expect(shape(ko)).toEqual(shape(en));
  });

  it.each(pairs)('%s has no empty text', (_name, ko, en) => {
    for (const text of [...strings(ko), ...strings(en)]) expect(text.trim()).not.toBe('');
  });

  it.each(pairs)('%s links only to screens that exist', (_name, ko, en) => {
    for (const href of [...hrefs(ko), ...hrefs(en)]) {
      expect(href.startsWith('/'), href).toBe(true);
      expect(matchRoutes(routes, href)?.at(-1)?.route.path, href).not.toBe('*');
      const portfolio = href.match(/^\/portfolio\/(.+)$/);
      if (portfolio) expect(isPortfolioId(portfolio[1]), href).toBe(true);
    }
  });

  it('has one portfolio entry per id, in both languages', () => {
    expect(Object.keys(portfolioKo).sort()).toEqual([...PORTFOLIO_IDS].sort());
    expect(Object.keys(portfolioEn).sort()).toEqual([...PORTFOLIO_IDS].sort());
    expect(PORTFOLIO_ENTRY_COUNT).toBe(PORTFOLIO_IDS.length);
  });

  it('carries the career facts the spec names', () => {
    const ko = strings(careerKo).join('\n');
    const en = strings(careerEn).join('\n');
    for (const fact of ['2016', '120', '95', '폴란드', '북미', '폐쇄망', '바코드'])
      expect(ko).toContain(fact);
    for (const fact of ['2016', '120', '95', 'Poland', 'North America', 'closed network', 'arcode'])
      expect(en).toContain(fact);
  });
});
