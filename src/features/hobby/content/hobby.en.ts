import type { HobbyContent } from '../hobby-types';

// Hobby page text (English). Edit wording here; the Korean version is hobby.ko.ts.
export const hobbyEn: HobbyContent = {
  intro:
    'After work I push pixels, tinker with code and collect cards. Most of this site’s looks and features started out as that kind of play.',
  sections: [
    {
      id: 'pixel-art',
      title: 'Pixel art',
      text: 'Placing dots one by one in a 16×16 grid makes the hours disappear. Every icon and drawing on this site is hand-placed pixels.',
      links: [],
    },
    {
      id: 'coding',
      title: 'Coding',
      text: 'I like building small tools that earn their keep. Have a look at the demo of the reusable hooks this app runs on, and the story of how this site was made.',
      links: [
        { label: 'See the hooks demo', href: '/vueuse' },
        { label: 'How this site was made', href: '/portfolio/pixel-community' },
      ],
    },
    {
      id: 'cards',
      title: 'Trading cards',
      text: 'I am collecting the Pokémon cards I loved as a kid, again. To hunt for the ones I want, I built a card search page.',
      links: [{ label: 'How the card search was made', href: '/portfolio/card-search' }],
    },
  ],
  sprites: { heart: 'Heart', mushroom: 'Mushroom', floppy: 'Floppy disk', cat: 'Cat' },
  pokeCard: {
    title: 'Poke cards',
    text: 'Find Pokémon cards by their English or Korean name. Cards you have looked up once stay available offline.',
    cta: 'Go to the card search',
  },
};
