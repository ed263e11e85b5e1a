import type { LocalizedContent } from '../../i18n/use-localized-content';

export type HobbyId = 'pixel-art' | 'coding' | 'cards';

export interface HobbyLink {
  label: string;
  /** In-app path. */
  href: string;
}

export interface HobbySection {
  id: HobbyId;
  title: string;
  text: string;
  links: readonly HobbyLink[];
}

export interface HobbyContent {
  intro: string;
  sections: readonly HobbySection[];
  /** Names of the sprites in the pixel-art gallery, in gallery order. */
  sprites: Readonly<Record<'heart' | 'mushroom' | 'floppy' | 'cat', string>>;
  /** The poke-card feature box: the entry the header's hobby menu leads to. */
  pokeCard: { title: string; text: string; cta: string };
}

export const hobbyContent: LocalizedContent<HobbyContent> = {
  ko: () => import('./content/hobby.ko').then((m) => m.hobbyKo),
  en: () => import('./content/hobby.en').then((m) => m.hobbyEn),
};
