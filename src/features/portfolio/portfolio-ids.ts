/**
 * Every portfolio entry has a page at /portfolio/{id}; the order here is the index's order. A
 * module of its own: the route table (app/route-table.ts) builds a page per id without the
 * entries' types and content.
 */
export const PORTFOLIO_IDS = ['pixel-community', 'todo-app', 'card-search', 'mes', 'scm'] as const;
export type PortfolioId = (typeof PORTFOLIO_IDS)[number];
