import { PORTFOLIO_ACCENT, PORTFOLIO_MONOGRAM, type PortfolioId } from './portfolio-types';

/** The entry's square pixel badge: its colour and two letters, drawn like an 8-bit icon. */
export function PortfolioTile({ id, size = 'md' }: { id: PortfolioId; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-2xl sm:size-24 sm:text-3xl' : 'size-12 text-base';
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center border-2 border-line font-pixel text-white shadow-[3px_3px_0_0_var(--color-line)] ${box}`}
      style={{
        backgroundColor: PORTFOLIO_ACCENT[id],
        // A faint 4px pixel grid over the colour.
        backgroundImage:
          'linear-gradient(rgb(255 255 255 / 0.12) 1px, transparent 1px), linear-gradient(90deg, rgb(255 255 255 / 0.12) 1px, transparent 1px)',
        backgroundSize: '4px 4px',
      }}
    >
      {PORTFOLIO_MONOGRAM[id]}
    </span>
  );
}
