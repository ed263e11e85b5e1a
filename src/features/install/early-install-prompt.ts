import type { InstallPromptEvent } from './install-prompt-event';

/**
 * The browser's offer to install the app can come before the app's code has loaded: a page that
 * shows a visitor everything from its HTML loads it only once there is a reason
 * (src/app/app-code.ts). The app's first script keeps the offer from the start, and the install
 * state takes it when it starts (install-state.ts, keepInstallPrompt). Its own module, with
 * nothing of React's, so the first script can carry it.
 */
let kept: InstallPromptEvent | null = null;
let listening = false;
const onOffer = (event: Event) => {
  event.preventDefault(); // our own button asks, not the browser's mini bar
  kept = event as InstallPromptEvent;
};
const onInstalled = () => {
  kept = null;
};

/** Keeps the offer until the install state takes it; `then` is told when one comes. */
export function keepEarlyInstallPrompt(then?: () => void): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  if (then) window.addEventListener('beforeinstallprompt', then, { once: true });
}

/** The offer kept so far (at most once), and the first script's keeping stops. */
export function takeEarlyInstallPrompt(): InstallPromptEvent | null {
  window.removeEventListener('beforeinstallprompt', onOffer);
  window.removeEventListener('appinstalled', onInstalled);
  const offer = kept;
  kept = null;
  return offer;
}

/** iPhone and iPad Safari install only from the Share menu (no beforeinstallprompt). */
export function needsIosHowTo(nav: Navigator = navigator): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const standalone =
    (nav as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone;
}
