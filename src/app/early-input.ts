/** How often held input is tried again, and for how long at most. */
const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;

type Kind = 'click' | 'input' | 'change';
interface Held {
  kind: Kind;
  target: Element;
  since: number;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value React reads from its input and change events (not a box to tick). */
function isValueField(target: Element): target is Field {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type);
}

/**
 * React tells an edit from a repeated event by the value it last saw in the field; it saw the
 * typed value when it hydrated the field. Make it see an older one, so the replay is an edit.
 */
function markEdited(field: Field): void {
  const value = field.value;
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  field.value = value === '' ? ' ' : '';
  own?.set?.call(field, value);
}

/**
 * A prerendered page shows its buttons and fields before their screen's code has arrived. React,
 * given a tap or a keystroke on a part of the page it has not hydrated yet, hydrates it on the
 * spot if it can; when it cannot (the code is still on its way) it stops the event in its capture
 * phase and drops it. This keeps such taps and edits, in order, and plays them again on the same
 * elements once React can take them, so what a member did first is never lost. Links are left
 * alone: the browser follows them itself.
 *
 * Call right after `hydrateRoot(root, ...)`: the listeners must come after React's own on `root`.
 */
export function replayInputBlockedByHydration(root: HTMLElement): void {
  let held: Held[] = [];
  let replaying: Held | null = null;
  let timer: number | undefined;

  const schedule = (delay: number) => {
    timer ??= window.setTimeout(replay, delay);
  };

  // One at a time, each in its own task, so what one does (an edit's new state) is rendered
  // before the next (the tap on the form's button) reads it.
  function replay() {
    timer = undefined;
    const entry = held.shift();
    if (!entry) return;
    if (entry.target.isConnected && performance.now() - entry.since <= GIVE_UP_MS) {
      replaying = entry;
      const rest = held;
      held = [];
      try {
        if (entry.kind === 'click') {
          entry.target.dispatchEvent(
            new MouseEvent('click', {
              bubbles: true,
              cancelable: true,
              composed: true,
              view: window,
            }),
          );
        } else {
          if (isValueField(entry.target)) markEdited(entry.target);
          entry.target.dispatchEvent(new Event(entry.kind, { bubbles: true }));
        }
      } finally {
        replaying = null;
        // Held again (still waiting): it stays first, and is tried again in a moment.
        const again = held.length > 0;
        held = [...held, ...rest];
        if (again) schedule(RETRY_MS);
      }
    }
    if (held.length > 0) schedule(0);
  }

  const hold = (kind: Kind) => (event: Event) => {
    // React stopped it before it reached anything: the part of the page it is on still waits.
    if (!event.cancelBubble) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (kind === 'click') {
      if (target.closest('a[href]')) return;
      // Not now (a submit button would send its form the browser's way), but in a moment.
      event.preventDefault();
    } else if (!isValueField(target)) {
      return;
    }
    const last = held.at(-1);
    // The field's value is read when replayed: one edit per field in a row is enough.
    if (kind !== 'click' && last?.kind === kind && last.target === target) return;
    held.push({
      kind,
      target,
      since: replaying?.target === target ? replaying.since : performance.now(),
    });
    if (!replaying) schedule(RETRY_MS);
  };

  for (const kind of ['click', 'input', 'change'] as const) {
    root.addEventListener(kind, hold(kind), { capture: true });
  }
}
