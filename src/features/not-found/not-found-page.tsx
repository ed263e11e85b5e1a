import { useHydrated } from '../../lib/hooks/use-hydrated';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';
import { PixelSprite } from '../../ui/pixel-sprite';
import { HomeIcon } from '../../ui/icons';

// A little ghost that lost its way: W body, E eyes, M mouth, O outline.
const LOST_GHOST = [
  '.....OOOOOO.....',
  '...OOWWWWWWOO...',
  '..OWWWWWWWWWWO..',
  '.OWWWWWWWWWWWWO.',
  '.OWWEEWWWWEEWWO.',
  '.OWWEEWWWWEEWWO.',
  'OWWWWWWWWWWWWWWO',
  'OWWWWWWMMWWWWWWO',
  'OWWWWWMWWMWWWWWO',
  'OWWWWWWWWWWWWWWO',
  'OWWWWWWWWWWWWWWO',
  'OWWWWWWWWWWWWWWO',
  'OWWOWWWOOWWWOWWO',
  'OWO.OWO..OWO.OWO',
  'OO...O....O...OO',
];

const GHOST_PALETTE = {
  O: 'var(--color-line)',
  W: 'var(--color-surface)',
  E: 'var(--color-ink)',
  M: 'var(--color-primary)',
};

/** A tab opened straight on a wrong address has nowhere to go back to: no button then. */
function canGoBack(): boolean {
  return window.history.length > 1;
}

/** The fallback for unknown paths, /ErrorNotFound and unknown portfolio ids. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <section
      className="relative mx-auto flex max-w-2xl flex-col items-center gap-5 overflow-hidden bg-surface-alt px-6 py-10 text-center pixel-border sm:px-10 sm:py-14"
      data-testid="not-found"
    >
      {/* A dotted pixel backdrop, purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-20"
        style={{
          backgroundImage: 'radial-gradient(var(--color-line) 1px, transparent 1px)',
          backgroundSize: '12px 12px',
        }}
      />
      <div className="relative flex items-end gap-4">
        <p
          aria-hidden="true"
          className="font-pixel text-7xl leading-none text-primary [text-shadow:4px_4px_0_var(--color-line)] sm:text-8xl"
        >
          404
        </p>
        <PixelSprite
          rows={LOST_GHOST}
          palette={GHOST_PALETTE}
          scale={5}
          className="motion-safe:animate-bounce"
        />
      </div>
      <div className="relative flex flex-col items-center">
        <PageTitle titleKey="notFound.title" />
        <p className="-mt-2 max-w-md text-ink-muted">
          <FormattedMessage id="notFound.body" />
        </p>
      </div>
      <div className="relative flex flex-wrap justify-center gap-3">
        <Link to="/" className="pixel-button !bg-primary !text-surface">
          <HomeIcon />
          <FormattedMessage id="notFound.home" />
        </Link>
        {hydrated && canGoBack() && (
          <button type="button" className="pixel-button" onClick={() => navigate(-1)}>
            <FormattedMessage id="notFound.back" />
          </button>
        )}
      </div>
    </section>
  );
}
