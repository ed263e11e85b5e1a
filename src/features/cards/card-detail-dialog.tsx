import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../ui/icons';
import type { Card } from './card-types';
import { CardName } from './card-name';
import { cardNameText } from './card-names';

function Detail({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 border-b border-dashed border-line/40 py-1.5">
      <dt className="font-pixel text-xs text-ink-muted">
        <FormattedMessage id={labelId} />
      </dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * One card, large, with its details; its Korean name first where there is one (`korean`).
 * Escape, the close button or a click outside closes it.
 */
export function CardDetailDialog({
  card,
  korean,
  onClose,
}: {
  card: Card | null;
  korean: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const kind = card ? [card.supertype, ...(card.subtypes ?? [])].filter(Boolean).join(' · ') : '';
  return (
    <Dialog open={card !== null} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          {card && (
            <DialogPanel
              className="relative grid w-full max-w-3xl gap-6 bg-surface p-5 pixel-border sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:p-6"
              data-testid="card-detail"
            >
              <button
                type="button"
                onClick={onClose}
                className="absolute top-2 right-2 p-2 hover:text-primary"
                aria-label={intl.formatMessage({ id: 'cards.close' })}
              >
                <CloseIcon />
              </button>
              <div className="flex justify-center bg-surface-alt p-3">
                {card.images && (
                  <img
                    src={card.images.large ?? card.images.small}
                    alt={cardNameText(card.name, korean)}
                    width={367}
                    height={512}
                    className="h-auto w-full max-w-[367px]"
                  />
                )}
              </div>
              <div className="flex flex-col gap-4 pr-6">
                <DialogTitle className="font-pixel text-2xl" data-testid="card-detail-name">
                  <CardName name={card.name} korean={korean} />
                </DialogTitle>
                <dl>
                  {kind && <Detail labelId="cards.kind">{kind}</Detail>}
                  {card.hp && <Detail labelId="cards.hp">{card.hp}</Detail>}
                  {card.types && <Detail labelId="cards.types">{card.types.join(' · ')}</Detail>}
                  {card.set && (
                    <Detail labelId="cards.set">
                      {card.set.series ? `${card.set.name} (${card.set.series})` : card.set.name}
                    </Detail>
                  )}
                  {card.number && <Detail labelId="cards.number">{card.number}</Detail>}
                  {card.rarity && <Detail labelId="cards.rarity">{card.rarity}</Detail>}
                  {card.artist && <Detail labelId="cards.artist">{card.artist}</Detail>}
                </dl>
                {card.flavorText && (
                  <blockquote className="border-l-4 border-primary bg-surface-alt px-3 py-2 text-sm italic">
                    {card.flavorText}
                  </blockquote>
                )}
                <button type="button" className="pixel-button mt-auto w-fit" onClick={onClose}>
                  <FormattedMessage id="cards.close" />
                </button>
              </div>
            </DialogPanel>
          )}
        </div>
      </div>
    </Dialog>
  );
}
