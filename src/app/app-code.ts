import { afterNextPaint } from '../lib/after-next-paint';
import { hasSavedSession } from '../features/auth/session-key';
import { deviceHoldsDatabase } from '../data/local/database-name';
import { keepEarlyInstallPrompt, needsIosHowTo } from '../features/install/early-install-prompt';
import { savedLocale } from '../i18n/locale-key';
import type { EarlyView } from '../ui/view/early-slots';
import { whenIdle } from '../lib/when-idle';

/**
 * The longest the code waits for a page's first rows (the board's or a post's, shown by the first
 * script): on a slow read the page's buttons should not wait for it too.
 */
const FIRST_ROWS_WAIT_MS = 1500;

/**
 * A prerendered page paints its screen from the HTML alone, so its code (React and the app's
 * entry) is not fetched until that paint: on a phone's network it would otherwise share the
 * bandwidth the HTML's first paint needs, and it has nothing to add to that paint. The build
 * (build/prerender-pages.ts) moves the entry's script tag and its preloads into
 * `<meta name="app-code">`; this adds them back once the page has painted. On a first visit the
 * board paints its first rows, and a post its article, from the first script
 * (features/board/early-rows.ts, features/posts/early-post.ts): `firstView` settles once they are
 * in the page, and the code is fetched once they are on the screen (or after FIRST_ROWS_WAIT_MS
 * at the most). Taps and edits made meanwhile are kept (early-input.ts) and
 * played once React has started. A post's shell, which React renders over, fetches the post's
 * screen with it, on a reason like the pages below; the empty shell loads its code at once. A page a visitor only reads (the home and the board
 * among them, marked `data-load="on-reason"`: `codeOnReason` in app/route-table.ts) fetches its code, and its
 * screen's, on the first reason to (`loadOnReason`), unless it is needed at once
 * (`codeNeededAtOnce`) or its first view could not be shown without it.
 */
export function loadAppCodeAfterPaint(firstView?: Promise<EarlyView>): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="app-code"]');
  const [entry, ...preloads] = meta?.content.split(' ') ?? [];
  if (!entry) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (meta?.dataset.load === 'on-reason' && !codeNeededAtOnce(readerState())) {
    const reasons = loadOnReason(load);
    // A page that shows what the device holds (the search's count of saved posts, the chatbot's
    // conversation) shows, from its HTML, a device holding nothing: on a device that holds a
    // copy, the code shows what it holds.
    if (document.querySelector('[data-device-view]')) {
      void deviceHoldsDatabase().then((holds) => {
        if (holds) reasons.now();
      });
    }
    // No time limit here: the code would wait on the same read (it takes the first script's).
    void (firstView ?? Promise.resolve(undefined)).then((view) => {
      // Once the first view is in: the worker's install fetches the app's files, which would
      // share the network with its read.
      registerWorkerWhenIdle();
      // Nothing shown (the read failed or found nothing): the code shows what the page has.
      if (view && !view.shown) afterNextPaint(reasons.now);
      else if (view?.moreBelow) reasons.near(view.moreBelow);
      // What it shows after (a post's comments) could not be shown: the code shows it.
      void view?.rest?.then((whole) => whole || reasons.now());
    });
    return;
  }
  if (!firstView) {
    afterNextPaint(load);
    return;
  }
  const waited = new Promise<false>((resolve) =>
    setTimeout(() => resolve(false), FIRST_ROWS_WAIT_MS),
  );
  void Promise.race([firstView.then((view) => view.shown), waited]).then((shown) =>
    shown ? onScreenSince(performance.now()).then(load) : afterNextPaint(load),
  );
}

/**
 * The longest the code waits, once the first rows are in the page, to hear that they are on the
 * screen: where the browser reports no largest contentful paint for them (they were not the
 * page's largest, or it reports none).
 */
const ON_SCREEN_WAIT_MS = 250;

/**
 * Resolves once a paint made after `since` has reached the screen: the largest-contentful-paint
 * entry the rows make, whose time is when they were shown, not when their frame began (a task
 * queued after the frame, even two frames on, can run before that; the code's requests would
 * then share the network with the rows' paint).
 */
function onScreenSince(since: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, ON_SCREEN_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // A browser without these entries: the wait alone.
    }
  });
}

/** What the first script knows of the reader and the device, for `codeNeededAtOnce`. */
export interface ReaderState {
  /** The service worker answers this page: the code is on the device, and its copy to show. */
  workerControls: boolean;
  /** A member's session is saved: the header, and what the screen shows, are the member's. */
  savedSession: boolean;
  /** The language the reader chose (null: none), and the page's, as built (ko). */
  savedLocale: string | null;
  pageLocale: string;
  /** Analytics is configured for this build, and the reader has not opted out: a view to report. */
  analytics: boolean;
  /**
   * The URL's query (`location.search`): the page was built for its path alone, and a query may
   * ask for more than it shows (the board's `?category=qna&sort=like`, the shortcut's `?write=1`).
   */
  query: string;
}

/** Whether the reader opted out of analytics on this device. */
function analyticsOptedOut(): boolean {
  try {
    return localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === 'true';
  } catch {
    return false; // Storage that cannot be read says nothing of a choice.
  }
}

function readerState(): ReaderState {
  return {
    workerControls: Boolean(navigator.serviceWorker?.controller),
    savedSession: hasSavedSession(),
    savedLocale: savedLocale(),
    pageLocale: document.documentElement.lang || 'ko',
    // A build without analytics has no call to read the choice (the condition is known false).
    analytics:
      String(import.meta.env.VITE_FIREBASE_MEASUREMENT_ID ?? '').trim() !== '' &&
      !analyticsOptedOut(),
    query: location.search,
  };
}

/** analytics-consent.ts's key, said here so the first script needs none of its code. */
const ANALYTICS_OPT_OUT_KEY = 'analytics/optOut';

/**
 * Whether a page that shows a visitor everything from its HTML (`data-load="on-reason"`) needs
 * the app's code as soon as it has painted rather than on a reason: when it will show something
 * else than its HTML (a member's header, another language, what the URL's query asks for), when
 * the code and the device's copy are already on the device (a page the service worker answers),
 * or when there is a view to report.
 */
export function codeNeededAtOnce(state: ReaderState): boolean {
  return (
    state.workerControls ||
    state.savedSession ||
    (state.savedLocale !== null && state.savedLocale !== state.pageLocale) ||
    state.analytics ||
    state.query !== ''
  );
}

/**
 * What a visitor can reach for that needs the app's code: a button, a field, a menu. A link is not
 * one: the browser follows it itself, to a page of its own.
 */
const CONTROL =
  'button, input, select, textarea, summary, label, [role="button"], [contenteditable], [tabindex]:not([tabindex="-1"])';

/** Whether `event` says the visitor is about to use one of the page's controls. */
export function reachesForControl(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(CONTROL) && !target.closest('a[href]');
  switch (event.type) {
    case 'input':
    case 'change':
      return true;
    case 'keydown':
      // Tab moves between controls; other keys count on a control (arrows on the page scroll it).
      return (event as KeyboardEvent).key === 'Tab' || Boolean(control);
    case 'pointerover':
      // A mouse over a control (a finger's first touch comes as pointerdown).
      return (event as PointerEvent).pointerType === 'mouse' && Boolean(control);
    default:
      // pointerdown (a touch that starts a scroll on the page's text does not count), click (a
      // screen reader's activation), focusin.
      return Boolean(control);
  }
}

const REASON_EVENTS = [
  'pointerdown',
  'pointerover',
  'keydown',
  'focusin',
  'click',
  'input',
  'change',
];

/**
 * Loads the app's code on the first reason to: the visitor reaches for a control (the tap itself
 * is kept and played once React has its element, early-input.ts), the end of what the page shows
 * comes near while it has more to show (`near`: the board's last row, its next page), another
 * tab saves a choice this page has to show (a language, a session: `codeNeededAtOnce`), or the
 * footer, where the app offers to be installed, comes into view while there is an offer to show:
 * the browser's (kept for the app's install button) or the how-to of a browser that installs from
 * its own menu (iPhone Safari). A reader who only reads loads none of it; the service worker,
 * registered meanwhile, keeps the newest posts on the device for reading offline (sw/sw.ts).
 * `now` loads it at once (the page cannot show its content without it).
 */
function loadOnReason(load: () => void): { now: () => void; near: (end: Element) => void } {
  let footerShown = false;
  let offered = needsIosHowTo();
  const footer = document.querySelector('#root footer');
  const canWatch = typeof IntersectionObserver !== 'undefined';
  const watcher =
    footer && canWatch
      ? new IntersectionObserver((entries) => {
          footerShown = entries.some((entry) => entry.isIntersecting);
          if (footerShown && offered) start();
        })
      : undefined;
  let nearWatcher: IntersectionObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of REASON_EVENTS)
      document.removeEventListener(type, onEvent, { capture: true });
    watcher?.disconnect();
    nearWatcher?.disconnect();
    removeEventListener('storage', onStorage);
    load();
  };
  const onEvent = (event: Event) => {
    if (reachesForControl(event)) start();
  };
  const onStorage = () => {
    if (codeNeededAtOnce(readerState())) start();
  };
  addEventListener('storage', onStorage);
  for (const type of REASON_EVENTS)
    document.addEventListener(type, onEvent, { capture: true, passive: true });
  keepEarlyInstallPrompt(() => {
    offered = true;
    if (footerShown) start();
  });
  if (footer) watcher?.observe(footer);
  return {
    now: start,
    near: (end) => {
      if (started) return;
      // A browser that cannot say when it comes into view: the code, for the next page.
      if (!canWatch) return start();
      // Half a screen ahead of the reader, so what comes next is on its way before it is reached.
      nearWatcher = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: '0px 0px 50% 0px' },
      );
      nearWatcher.observe(end);
    },
  };
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, as the app does
 * when its code runs (reload-prompt.tsx, which takes the registration over): a visitor who only
 * reads still gets the app installed for offline reading and the next visit.
 */
function registerWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error(error));
  });
}
