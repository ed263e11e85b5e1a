/**
 * What a reader does on a page before React has taken it over, kept and handed to React once it
 * has: a page shows its buttons and fields from its HTML (prerendered, or drawn by the first
 * script), and React arrives later, on a reason (app/app-code.ts).
 * - A tap on a control (not a link: the browser follows links itself) is held, so the browser
 *   does nothing of its own with it (a form's button would send the form its way), and played
 *   again on the same control once React has committed the screen (`earlyInputCommitted`, from
 *   an effect: ui/early-input-committed.tsx), or on the control React drew in its place (a page
 *   React renders from scratch: found by test id, id, or tag and words).
 * - What is typed stays in its field; a field's component takes it into its state when React
 *   first commits the field (`typedEarly`, through lib/hooks/use-early-value.ts). A field React
 *   drew anew takes what was typed in the one it replaced (same id or name).
 * - Focus and a text selection on something React replaces move to what took its place.
 * Only public means: DOM events and React's own effects. Started by the app's first script
 * (src/early.ts), before the app's code is even fetched.
 */

/** How long a held tap waits for its control, at most. */
const GIVE_UP_MS = 10_000;

/** What a tap is meant for: a control React answers (a field is only focused by a tap). */
const CONTROL =
  'button, summary, label, [role="button"], [role="tab"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';

/** What can hold the focus without a tabindex of its own. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The slots the first script draws in (ui/early-slot.tsx): their content is a copy, not React's. */
const EARLY_SLOTS =
  '[data-early-post], [data-early-rows], [data-early-latest], [data-early-member]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Held {
  target: Element;
  /** Where the target is in the page, should React draw it anew in other words (a language). */
  place: string;
  since: number;
  /** A form sent by Enter, with no button to tap. */
  submit: boolean;
}

let root: HTMLElement | null = null;
let committed = false;
const held: Held[] = [];
/** The fields typed in before React, by id (or name): their element, last text and caret. */
const typed = new Map<string, { field: Field; value: string; caret: number | null }>();
/** Elements focused before React took them over (or drawn by the first script). */
const early = new WeakSet<Element>();
let waiting: MutationObserver | null = null;
/** The focused element, and a selection, as last seen on early content. */
let focused: Element | null = null;
let selection: { within: Element; start: number; end: number } | null = null;
const watcher =
  typeof MutationObserver === 'undefined' ? null : new MutationObserver(followReplaced);

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const keyOf = (field: Element) => field.id || field.getAttribute('name') || '';

const inRoot = (target: EventTarget | null): target is Element =>
  target instanceof Element && root !== null && root.contains(target);

const isEarly = (element: Element) =>
  !committed || early.has(element) || element.closest(EARLY_SLOTS) !== null;

/** Whether this page is hydrated: its HTML was prerendered for this very URL. */
export function hydratesHere(page: HTMLElement): boolean {
  return page.dataset.prerendered === location.pathname && location.search === '';
}

/** Starts keeping the page's early input (see above); once per page. */
export function keepEarlyInput(page: HTMLElement): void {
  if (root) return;
  root = page;
  document.addEventListener('click', holdTap, { capture: true });
  document.addEventListener('submit', holdSubmit, { capture: true });
  document.addEventListener('input', keepTyped, { capture: true });
  document.addEventListener('change', keepTyped, { capture: true });
  document.addEventListener('focusin', markFocused, { capture: true });
  document.addEventListener('selectionchange', keepSelection);
  watcher?.observe(page, { childList: true, subtree: true });
}

function holdTap(event: MouseEvent): void {
  if (committed || !inRoot(event.target) || event.target.closest('a[href]')) return;
  const control = event.target.closest(CONTROL);
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  held.push({ target: control, place: placeOf(control), since: performance.now(), submit: false });
}

/** An element's place in the page: each ancestor's tag and its index among its siblings. */
function placeOf(element: Element): string {
  const steps: string[] = [];
  for (let at: Element | null = element; at && at !== root; at = at.parentElement)
    steps.push(
      `${at.tagName}:${at.parentElement ? [...at.parentElement.children].indexOf(at) : 0}`,
    );
  return steps.reverse().join('/');
}

/** The element at `place` in the page, if React drew one there. */
function atPlace(place: string): Element | undefined {
  let at: Element | undefined = root ?? undefined;
  for (const step of place.split('/')) {
    const [tag, index] = step.split(':');
    at = at?.children[Number(index)];
    if (!at || at.tagName !== tag) return undefined;
  }
  return at?.closest(EARLY_SLOTS) ? undefined : at;
}

function holdSubmit(event: SubmitEvent): void {
  if (committed || !inRoot(event.target)) return;
  event.preventDefault();
  event.stopPropagation();
  held.push({
    target: event.target,
    place: placeOf(event.target),
    since: performance.now(),
    submit: true,
  });
}

function keepTyped(event: Event): void {
  const field = event.target;
  if (!isField(field) || !inRoot(field) || !isEarly(field) || !keyOf(field)) return;
  typed.set(keyOf(field), { field, value: field.value, caret: caretOf(field) });
}

const caretOf = (field: Field) => (field instanceof HTMLSelectElement ? null : field.selectionEnd);

function markFocused(event: FocusEvent): void {
  if (!inRoot(event.target) || !isEarly(event.target)) return;
  early.add(event.target);
  focused = event.target;
}

/**
 * What the reader typed in `field` before React: the field holds other text than React gave it
 * (`rendered`: React leaves a field's text as it finds it when it hydrates), or React drew it
 * anew in place of one that was typed in. Null when nothing was typed.
 */
export function typedEarly(field: Field, rendered: string): string | null {
  if (field.value !== rendered) return field.value;
  const before = typed.get(keyOf(field));
  if (!before || before.field === field || before.field.isConnected) return null;
  typed.delete(keyOf(field));
  return before.value === rendered ? null : before.value;
}

/**
 * React has committed the screen (and the page's shell above it): held taps are played, each in a
 * task of its own so what one does is rendered before the next, and after the renders the
 * fields' components asked for as they took their early text.
 */
export function earlyInputCommitted(): void {
  if (!root) return;
  committed = true;
  root.dataset.reactCommitted = 'true';
  setTimeout(playHeld);
}

function playHeld(): void {
  const next = held[0];
  if (!next || !root) return;
  if (performance.now() - next.since > GIVE_UP_MS) {
    held.shift();
    return playHeld();
  }
  // A control with a test id or an id waits for its own; any other may have other words now.
  const named = next.target.hasAttribute('data-testid') || next.target.id !== '';
  const target = next.target.isConnected
    ? next.target
    : (counterpart(root, next.target) ?? (named ? undefined : atPlace(next.place)));
  if (!target) {
    // Not drawn yet (a post's buttons come with the post): tried again as the page changes.
    waiting ??= new MutationObserver(() => {
      waiting?.disconnect();
      waiting = null;
      playHeld();
    });
    waiting.observe(root, { childList: true, subtree: true });
    return;
  }
  held.shift();
  if (next.submit && target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
  if (held.length > 0) setTimeout(playHeld);
}

/**
 * The element React drew in place of `then`: the one with its test id, where it has one (its
 * words may change language), else its id, else the first of its tag with its words. Never a
 * copy in an early slot.
 */
function counterpart(
  page: Element,
  then: Element,
  { orCopy = false }: { orCopy?: boolean } = {},
): HTMLElement | undefined {
  const id = then.getAttribute('data-testid');
  const candidates = id
    ? page.querySelectorAll<HTMLElement>(`[data-testid="${CSS.escape(id)}"]`)
    : then.id
      ? page.querySelectorAll<HTMLElement>(`#${CSS.escape(then.id)}`)
      : [...page.querySelectorAll<HTMLElement>(then.tagName)].filter(
          (now) =>
            now.textContent === then.textContent &&
            now.getAttribute('aria-label') === then.getAttribute('aria-label'),
        );
  const found = [...candidates].filter((now) => now !== then);
  // A copy in an early slot stands in for a moment (the focus and the text stay on screen), and
  // is never tapped.
  return found.find((now) => !now.closest(EARLY_SLOTS)) ?? (orCopy ? found[0] : undefined);
}

function keepSelection(): void {
  const chosen = document.getSelection();
  if (!chosen || chosen.rangeCount === 0 || chosen.isCollapsed) return;
  const range = chosen.getRangeAt(0);
  const within = range.commonAncestorContainer;
  const element = within instanceof Element ? within : within.parentElement;
  const anchor = element?.closest('[data-testid], [id], h1, h2, h3, p, li');
  if (!anchor || !inRoot(anchor) || !isEarly(anchor)) return;
  selection = {
    within: anchor,
    start: textOffset(anchor, range.startContainer, range.startOffset),
    end: textOffset(anchor, range.endContainer, range.endOffset),
  };
}

/** Where (`node`, `offset`) falls in `within`'s text. */
function textOffset(within: Element, node: Node, offset: number): number {
  const before = document.createRange();
  before.setStart(within, 0);
  before.setEnd(node, offset);
  return before.toString().length;
}

/** The text position `offset` of `within`, as a node and an offset in it. */
function textPoint(within: Element, offset: number): [Node, number] {
  const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) return [node, left];
    left -= length;
  }
  return [within, within.childNodes.length];
}

/**
 * Something early was taken away (React drew its own in its place): the text typed in a field,
 * the focus and a selection go to what took its place, so the keyboard stays where the reader
 * was and what they selected stays selected. A field's text goes to React's through its state
 * (`typedEarly`), to a copy in an early slot directly.
 */
function followReplaced(): void {
  if (!root) return;
  for (const [key, kept] of typed) {
    if (kept.field.isConnected) continue;
    const now = counterpart(root, kept.field, { orCopy: true });
    if (now && isField(now) && now.closest(EARLY_SLOTS)) {
      now.value = kept.value;
      typed.set(key, { ...kept, field: now });
    }
  }
  const lost = !document.activeElement || document.activeElement === document.body;
  if (focused && !focused.isConnected) {
    const now = counterpart(root, focused, { orCopy: true });
    if (now && lost) {
      if (!now.matches(FOCUSABLE)) now.setAttribute('tabindex', '-1');
      now.focus({ preventScroll: true });
      const caret = isField(now) ? typed.get(keyOf(now))?.caret : null;
      if (isField(now) && !(now instanceof HTMLSelectElement) && caret != null)
        now.setSelectionRange(caret, caret);
    }
    focused = now?.closest(EARLY_SLOTS) ? now : null;
  }
  if (selection && !selection.within.isConnected) {
    const now = counterpart(root, selection.within, { orCopy: true });
    const chosen = document.getSelection();
    if (now && chosen) {
      const range = document.createRange();
      range.setStart(...textPoint(now, selection.start));
      range.setEnd(...textPoint(now, selection.end));
      chosen.removeAllRanges();
      chosen.addRange(range);
    }
    selection = now?.closest(EARLY_SLOTS) ? { ...selection, within: now } : null;
  }
  // Nothing early left to follow: the app's own changes are its own.
  if (committed && !focused && !selection && !root.querySelector(`:is(${EARLY_SLOTS}) > *`)) {
    watcher?.disconnect();
    document.removeEventListener('selectionchange', keepSelection);
  }
}
