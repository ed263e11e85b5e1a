import type { ViewKit } from './view/h';

// A muted member's item (a post in a list, a comment, a reply) collapses to one line with a
// button that shows it, on every list of the muting member's (use-muted-members.ts).

/** The id of a collapsed item's "show" button (the focus goes there once the item collapses). */
export const mutedShowId = (itemId: string) => `muted-show-${itemId}`;

/**
 * The line a muted member's item collapses to, with the button that shows it. The words come
 * said (the reader's mutes are React's alone: the first script, a visitor's, has none to say).
 */
export interface MutedLine {
  /** "a muted member's comment" (post, reply). */
  line: string;
  /** "show". */
  show: string;
  onShow?: () => void;
}

export function mutedLineView<N>({ h }: ViewKit<N>, itemId: string, muted: MutedLine): N {
  return h(
    'p',
    { className: 'flex flex-wrap items-center gap-x-2 text-sm text-ink-muted' },
    h('span', null, muted.line),
    h(
      'button',
      {
        type: 'button',
        id: mutedShowId(itemId),
        className: 'inline-flex min-h-6 min-w-6 items-center underline',
        'aria-expanded': false,
        'data-testid': 'muted-show',
        onClick: muted.onShow,
      },
      muted.show,
    ),
  );
}
