/** A trading card as this app reads it from the Pokémon TCG API v2 (only the fields it selects). */
export interface Card {
  id: string;
  name: string;
  supertype?: string;
  subtypes?: readonly string[];
  hp?: string;
  types?: readonly string[];
  rarity?: string;
  number?: string;
  artist?: string;
  flavorText?: string;
  set?: { name: string; series?: string };
  images?: { small: string; large?: string };
}

/** One page of search results. */
export interface CardPage {
  cards: readonly Card[];
  page: number;
  pageSize: number;
  totalCount: number;
}

export function pageCount(result: Pick<CardPage, 'pageSize' | 'totalCount'>): number {
  return Math.max(1, Math.ceil(result.totalCount / Math.max(1, result.pageSize)));
}
