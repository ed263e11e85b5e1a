import type ko from './ko.json';

/**
 * Keys are the Korean catalog's; a unit test keeps the English one identical. A module of its
 * own, so the route table (app/route-table.ts) names its titles without the catalogs' code.
 */
export type MessageKey = keyof typeof ko;
