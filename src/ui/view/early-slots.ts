import { savedLocale } from '../../i18n/locale-key';
import { domKit } from './dom-kit';
import type { ViewKit, ViewWords } from './h';

/**
 * The first script's side of an early slot (ui/early-slot.tsx): it fills the slot with the
 * screen's own views, rendered into the DOM (dom-kit.ts), once what they show has answered, in
 * the reader's language: the page carries the views' words in each of the app's languages
 * (`VIEW_WORDS`, written by the build), so a reader who chose English sees English rows, as
 * React's will be, though the page was built in Korean.
 */

/** The id of the page's JSON block of the views' words, by language. */
export const VIEW_WORDS = 'view-words';

/** The reader's language (saved, else the page's) and its words, when the page has them. */
function readerWords(): { locale: string; words: ViewWords } | null {
  const block = document.getElementById(VIEW_WORDS);
  if (!block?.textContent) return null;
  const byLocale = JSON.parse(block.textContent) as Record<string, ViewWords>;
  const page = document.documentElement.lang || 'ko';
  const saved = savedLocale();
  const locale = saved && byLocale[saved] ? saved : page;
  const words = byLocale[locale];
  return words ? { locale, words } : null;
}

const SLOTS = {
  earlyRows: '[data-early-rows]',
  earlyPost: '[data-early-post]',
  earlyLatest: '[data-early-latest]',
  earlyMember: '[data-early-member]',
} as const;

/**
 * Fills a slot of the page as built once what it shows has answered, if the slot is still there
 * and empty: React may have taken the page over meanwhile. `fill` returns what to put in it, or
 * nothing (there is nothing to show). Resolves to what it put in once it is in, or to null once
 * there is nothing to show; a read that failed leaves the page's loading state, and the screen
 * reads again.
 */
export function fillEarlySlot<Answer>(
  slotName: keyof typeof SLOTS,
  answer: (kit: ViewKit<Node>) => Promise<Answer>,
  fill: (answer: Answer, kit: ViewKit<Node>, slot: HTMLElement) => Node[] | null,
): Promise<Node[] | null> {
  const slot = document.querySelector<HTMLElement>(SLOTS[slotName]);
  const reader = slot && readerWords();
  if (!slot || !reader) return Promise.resolve(null);
  const kit = domKit(reader.words, reader.locale);
  return answer(kit).then(
    (answered) => {
      if (!slot.isConnected || slot.firstChild) return null;
      const nodes = fill(answered, kit, slot);
      if (nodes) slot.append(...nodes);
      return nodes;
    },
    () => null,
  );
}

/**
 * What the first script showed of a page before its code: whether the page shows its content
 * (else the code has to), and where the page ends that it has more for than it shows (the board's
 * last row: its next page), whose coming into view is a reason for the code (app/app-code.ts).
 */
export interface EarlyView {
  shown: boolean;
  moreBelow?: Element;
  /**
   * What the view shows after its first paint (a post's comments, below its text): resolves to
   * false when it could not show it, and then the code has to.
   */
  rest?: Promise<boolean>;
}

/** An early view of `nodes` that has nothing more below it. */
export const shownIf = (nodes: Node[] | null): EarlyView => ({ shown: nodes !== null });
