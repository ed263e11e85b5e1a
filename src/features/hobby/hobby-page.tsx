import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedContent } from '../../i18n/use-localized-content';
import { CardIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/page-title';
import { PixelSprite } from '../../ui/pixel-sprite';
import { HOBBY_SPRITE_NAMES, HOBBY_SPRITES } from './hobby-sprites';
import { hobbyContent, type HobbyContent, type HobbySection } from './hobby-types';

// A poké-ball-ish card back for the feature box, drawn in the theme's own colours.
const CARD_BACK = [
  '..LLLLLLLL..',
  '.LRRRRRRRRL.',
  'LRRRRRRRRRRL',
  'LRRRRRRRRRRL',
  'LRRRRLLRRRRL',
  'LLLLLWWLLLLL',
  'LWWWWLLWWWWL',
  'LWWWWWWWWWWL',
  'LWWWWWWWWWWL',
  '.LWWWWWWWWL.',
  '..LLLLLLLL..',
];
const CARD_BACK_PALETTE = { L: '#1c1830', R: '#e05a47', W: '#f7f7fb' };

function PokeCardFeature({ content }: { content: HobbyContent['pokeCard'] }) {
  return (
    <section
      aria-labelledby="hobby-poke-card"
      className="relative flex flex-col items-start gap-4 overflow-hidden bg-surface-alt p-6 pixel-border sm:flex-row sm:items-center sm:gap-8 sm:p-8"
      data-testid="hobby-poke-card"
    >
      <PixelSprite rows={CARD_BACK} palette={CARD_BACK_PALETTE} scale={8} className="shrink-0" />
      <div className="flex flex-col gap-3">
        <h2 id="hobby-poke-card" className="flex items-center gap-2 text-2xl">
          <CardIcon />
          {content.title}
        </h2>
        <p className="max-w-xl leading-relaxed">{content.text}</p>
        <Link to="/pokeCardPage" className="pixel-button w-fit !bg-primary !text-surface">
          {content.cta} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}

function PixelGallery({ names }: { names: HobbyContent['sprites'] }) {
  const intl = useIntl();
  return (
    <ul className="grid grid-cols-4 gap-3" aria-label={intl.formatMessage({ id: 'hobby.gallery' })}>
      {HOBBY_SPRITE_NAMES.map((name) => (
        <li
          key={name}
          className="grid aspect-square place-items-center border-2 border-line bg-surface p-2"
          style={{
            backgroundImage:
              'linear-gradient(45deg, var(--color-surface-alt) 25%, transparent 25%, transparent 75%, var(--color-surface-alt) 75%), linear-gradient(45deg, var(--color-surface-alt) 25%, transparent 25%, transparent 75%, var(--color-surface-alt) 75%)',
            backgroundSize: '12px 12px',
            backgroundPosition: '0 0, 6px 6px',
          }}
        >
          <PixelSprite
            rows={HOBBY_SPRITES[name].rows}
            palette={HOBBY_SPRITES[name].palette}
            scale={4}
            title={names[name]}
            className="h-auto w-full max-w-16"
          />
        </li>
      ))}
    </ul>
  );
}

function HobbyCard({
  section,
  sprites,
}: {
  section: HobbySection;
  sprites: HobbyContent['sprites'];
}) {
  return (
    <li className="flex flex-col gap-4 bg-surface p-5 pixel-border" data-hobby={section.id}>
      <h2 className="text-xl">{section.title}</h2>
      <p className="leading-relaxed text-ink-muted">{section.text}</p>
      {section.id === 'pixel-art' && <PixelGallery names={sprites} />}
      {section.links.length > 0 && (
        <ul className="mt-auto flex flex-col gap-2">
          {section.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="font-pixel text-sm text-primary underline underline-offset-4"
              >
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** /hobby: pixel art, coding and trading cards, with the poke-card entry up front. */
export function HobbyPage() {
  const content = useLocalizedContent(hobbyContent);
  return (
    <div className="flex flex-col gap-8" data-testid="hobby-page">
      <header>
        <PageTitle titleKey="hobby.title" />
        <p className="-mt-3 max-w-3xl text-lg leading-relaxed">{content.intro}</p>
      </header>
      <PokeCardFeature content={content.pokeCard} />
      <ul className="grid gap-6 md:grid-cols-3">
        {content.sections.map((section) => (
          <HobbyCard key={section.id} section={section} sprites={content.sprites} />
        ))}
      </ul>
    </div>
  );
}
