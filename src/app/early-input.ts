/** How often held input is tried again, and for how long at most. */
const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;

type Kind = 'click' | 'input' | 'change';
interface Held {
  kind: Kind;
  target: Element;
  since: number;
  /** An edit's text as typed: React may put the field back to its own value before the replay. */
  value?: string;
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

/** Whether React has hydrated this field: it tracks a field's value from then on. */
function trackedByReact(field: Field): boolean {
  return (field as Field & { _valueTracker?: unknown })._valueTracker !== undefined;
}

/** The parts of React's record of an element (a fiber) that say whether it is on the screen. */
interface Fiber {
  tag: number;
  return: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}

const HOST_ROOT = 3;

/**
 * Whether the element is part of what React last committed to the screen, not only of a render
 * still under way. React links an element to its fiber and props as it renders it, before the
 * commit; that render may yet be thrown away (the screen rendered anew because the session
 * arrived above it while it was hydrating). A tap played on an element of such a render is
 * neither handled nor stopped by React, and the element is replaced: the tap would be lost. So
 * the element's fiber (or its other copy) must be found in the root's committed tree.
 */
export function committedByReact(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const fiber = key ? (element as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  if (!fiber) return false;
  let top = fiber;
  while (top.return) top = top.return;
  if (top.tag !== HOST_ROOT) return false;
  const committed = (top.stateNode as { current: Fiber }).current;
  const stack: Fiber[] = [committed];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node === fiber || node === fiber.alternate) return true;
    for (let child = node.child; child; child = child.sibling) stack.push(child);
  }
  return false;
}

/**
 * A prerendered page shows its buttons and fields before React runs, and before their screen's
 * code has arrived. Four ways a member's first taps and keystrokes could be lost, all kept here,
 * in order, and played again once React can take them (once React has committed its element):
 * - Before React starts (it waits for the first paint, see main.tsx) nothing listens: an edit
 *   stays in the field while React's state keeps the empty value, and a tap on a form's button
 *   would send the form the browser's way.
 * - React takes a field's value as already known when it hydrates the field, so an edit made
 *   before that (even the one whose event makes React hydrate it on the spot) never reaches the
 *   screen's state. Such an edit is played again once React tracks the field, as an edit.
 * - Given a tap or a keystroke on a part it cannot hydrate yet (the code is still on its way),
 *   React stops the event in its capture phase and drops it.
 * - React renders a screen anew, rather than hydrate it, when what is above it changed first (a
 *   member's session arriving): the tapped button is gone. The tap goes to the one that took its
 *   place (`counterpart`).
 * Links are left alone: the browser follows them itself.
 *
 * Started by the app's first script (src/early.ts, `keepEarlyInputOf`), before the app's code
 * has even been fetched on a prerendered page; `reactStarted` is called right after
 * `hydrateRoot(root, ...)`: some listeners must come after React's own on `root`.
 */
function keepEarlyInput(root: HTMLElement): () => void {
  let held: Held[] = [];
  let replaying: Held | null = null;
  let timer: number | undefined;
  let started = false;

  const schedule = (delay: number) => {
    timer ??= window.setTimeout(replay, delay);
  };

  // One at a time, each in its own task, so what one does (an edit's new state) is rendered
  // before the next (the tap on the form's button) reads it.
  function replay() {
    timer = undefined;
    const entry = held.shift();
    if (!entry) return;
    const fresh = performance.now() - entry.since <= GIVE_UP_MS;
    // React renders a screen anew, rather than hydrate it, when what is above it changed before
    // it could (a member's session arriving): a tap goes to the element that took its place.
    if (entry.kind === 'click' && !entry.target.isConnected && fresh) {
      const now = counterpart(root, entry.target);
      if (!now) {
        held.unshift(entry);
        schedule(RETRY_MS);
        return;
      }
      entry.target = now;
    }
    if (entry.target.isConnected && fresh) {
      const field = entry.kind !== 'click' && isValueField(entry.target) ? entry.target : null;
      if (!committedByReact(entry.target) || (field && !trackedByReact(field))) {
        // React has not hydrated it yet, or not committed it: it stays first, tried again in a
        // moment.
        held.unshift(entry);
        schedule(RETRY_MS);
        return;
      }
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
          if (field) {
            // React put the field back to its own (empty) value meanwhile: the text typed returns.
            if (
              entry.value !== undefined &&
              !(field instanceof HTMLSelectElement) &&
              field.value === field.defaultValue
            ) {
              field.value = entry.value;
            }
            markEdited(field);
          }
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

  const keep = (kind: Kind, target: Element) => {
    const last = held.at(-1);
    const value = kind !== 'click' && isValueField(target) ? target.value : undefined;
    // One edit per field in a row is enough: it carries the latest text.
    if (kind !== 'click' && last?.kind === kind && last.target === target) {
      last.value = value;
      return;
    }
    held.push({
      kind,
      target,
      since: replaying?.target === target ? replaying.since : performance.now(),
      value,
    });
    if (started && !replaying) schedule(RETRY_MS);
  };

  // On the document, ahead of React: taps before React starts, edits to fields it has not
  // hydrated.
  // Taps, once React has started, on an element it had not committed yet (see `blocked`).
  const uncommitted = new WeakSet<Event>();
  const early = (kind: Kind) => (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    if (kind === 'click') {
      if (target.closest('a[href]')) return;
      if (started && !committedByReact(target)) uncommitted.add(event);
      // Before React, every tap; after, a tap that would overtake edits still held (a search
      // sent before its text has reached the screen).
      if (started && (held.length === 0 || replaying)) return;
      event.preventDefault();
      event.stopPropagation();
      keep(kind, target);
    } else if (isValueField(target) && !trackedByReact(target)) {
      keep(kind, target);
    }
  };
  // On the root, after React: what React stopped because it could not hydrate it yet, and a tap
  // on an element it had not committed that its own handling of the tap removed: hydrating on
  // the spot to answer it, React found the screen changed above (a member's session) and
  // rendered it anew, and the tap reached no handler.
  const blocked = (kind: Kind) => (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const dropped = uncommitted.has(event) && !target.isConnected;
    if (!event.cancelBubble && !dropped) return;
    if (kind === 'click') {
      if (target.closest('a[href]')) return;
      // Not now (a submit button would send its form the browser's way), but in a moment.
      event.preventDefault();
    } else if (!isValueField(target)) {
      return;
    }
    keep(kind, target);
  };

  const kinds = ['click', 'input', 'change'] as const;
  for (const kind of kinds) document.addEventListener(kind, early(kind), { capture: true });

  return function reactStarted() {
    started = true;
    // Edits made before any script ran: the field no longer holds the value the page came with.
    const edited = [...root.querySelectorAll('input, textarea')].filter(
      (field): field is HTMLInputElement | HTMLTextAreaElement =>
        isValueField(field) &&
        !(field instanceof HTMLSelectElement) &&
        field.value !== field.defaultValue &&
        !held.some((entry) => entry.target === field),
    );
    held = [
      ...edited.map((target) => ({ kind: 'input' as const, target, since: performance.now() })),
      ...held,
    ];
    for (const kind of kinds) root.addEventListener(kind, blocked(kind), { capture: true });
    if (held.length > 0) schedule(0);
  };
}

/** Whether this page is hydrated: its HTML was prerendered for this very URL. */
export function hydratesHere(root: HTMLElement): boolean {
  return root.dataset.prerendered === location.pathname && location.search === '';
}

/**
 * The control React rendered in place of the shell's `then`: the one with its test id, where it
 * has one (its words may change language), else the first of its kind with its words.
 */
function counterpart(root: Element, then: Element): HTMLElement | undefined {
  // Not a copy of the first script's markup, which a screen shows while it loads (ui/early-slot).
  const own = (now: HTMLElement) => !now.closest(EARLY_SLOTS);
  const id = then.getAttribute('data-testid');
  if (id)
    return [...root.querySelectorAll<HTMLElement>(`[data-testid="${CSS.escape(id)}"]`)].find(own);
  if (then.id) return [...root.querySelectorAll<HTMLElement>(`#${CSS.escape(then.id)}`)].find(own);
  return [...root.querySelectorAll<HTMLElement>(then.tagName)].find(
    (now) =>
      own(now) &&
      now.textContent === then.textContent &&
      now.getAttribute('aria-label') === then.getAttribute('aria-label'),
  );
}

/** The slots the first script draws in (ui/early-slot.tsx). */
const EARLY_SLOTS = '[data-early-post], [data-early-rows], [data-early-latest]';

/**
 * A page React renders from scratch (a post opened by its URL, a member's page) shows the app's
 * shell from its HTML meanwhile: the header with its buttons. React then replaces that markup
 * with its own, the same header. A tap on one of the shell's buttons before then is kept, and
 * played on React's same button once it is there.
 */
function keepEarlyTaps(root: HTMLElement): void {
  const shell = [...root.children];
  if (shell.length === 0) return;
  const replaced = () => shell.every((node) => !node.isConnected);
  // Once the shell is gone there is nothing left to keep taps for.
  const stop = () => document.removeEventListener('click', onClick, { capture: true });
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (replaced()) {
      stop();
      return;
    }
    if (
      !(target instanceof Element) ||
      !shell.some((node) => node.contains(target)) ||
      target.closest('a[href]')
    ) {
      return;
    }
    const tapped = target.closest('button') ?? target;
    event.preventDefault();
    event.stopPropagation();
    const since = performance.now();
    const replay = () => {
      if (performance.now() - since > GIVE_UP_MS) return;
      const gone = replaced();
      if (gone) stop();
      const now = gone ? counterpart(root, tapped) : undefined;
      if (now) {
        now.click();
      } else {
        window.setTimeout(replay, RETRY_MS);
      }
    };
    window.setTimeout(replay, RETRY_MS);
  };
  document.addEventListener('click', onClick, { capture: true });
  keepEarlyField(root, shell);
}

/**
 * The field a reader focused, and perhaps typed in, on a page React renders from scratch (a
 * visitor's comment on a post's early article, shown before any of the app's code): focusing it
 * is what loads that code (app/app-code.ts), and React's page then takes the markup's place. Its
 * text, and the focus, go to React's same field once it is there, so nothing typed is lost and the
 * keyboard stays up.
 */
function keepEarlyField(root: HTMLElement, shell: Element[]): void {
  let field: Field | null = null;
  let focused = false;
  let timer: number | undefined;
  let since = 0;
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !isValueField(target)) return;
    if (!shell.some((node) => node.contains(target))) return;
    field = target;
    focused = true;
    since = performance.now();
    timer ??= window.setInterval(watch, RETRY_MS);
  };
  // Focus moved elsewhere by the reader, not lost because React took the field away.
  const onBlur = (event: FocusEvent) => {
    if (event.target === field) setTimeout(() => (focused = !field?.isConnected && focused));
  };
  document.addEventListener('focusin', onFocus, { capture: true });
  document.addEventListener('focusout', onBlur, { capture: true });
  function watch() {
    if (performance.now() - since > GIVE_UP_MS) return stop();
    if (!field || field.isConnected) return;
    const now = counterpart(root, field);
    if (!now || !isValueField(now)) return;
    const typed = field.value;
    const lost = document.activeElement === document.body || !document.activeElement;
    stop();
    if (typed !== '' && !(now instanceof HTMLSelectElement) && now.value === now.defaultValue) {
      now.value = typed;
      markEdited(now);
      now.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused && lost) now.focus();
  }
  function stop() {
    window.clearInterval(timer);
    document.removeEventListener('focusin', onFocus, { capture: true });
    document.removeEventListener('focusout', onBlur, { capture: true });
  }
}

let started: (() => void) | undefined;
let kept = false;

/**
 * Keeps the page's early input: all of it if React is to hydrate the page (see keepEarlyInput),
 * taps on the shell's buttons if React renders it from scratch (see keepEarlyTaps).
 */
export function keepEarlyInputOf(root: HTMLElement): void {
  if (kept) return;
  kept = true;
  if (hydratesHere(root)) started = keepEarlyInput(root);
  else keepEarlyTaps(root);
}

/** React listens now: the kept input is played again (see keepEarlyInput). */
export function reactStarted(): void {
  started?.();
}
