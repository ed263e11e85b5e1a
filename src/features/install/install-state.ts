import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's offer to install the app, kept until it is used or the app is installed. */
export const installPromptAtom = atom<InstallPromptEvent | null>(null);

let listening = false;

/**
 * Starts keeping the install offer. Called where the service worker registers, which is before
 * the browser can make the offer (it needs the worker).
 */
export function keepInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own button asks, not the browser's mini bar
    appStore.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}

export const useInstallPrompt = (): InstallPromptEvent | null => useAppAtom(installPromptAtom);

/** Shows the browser's install dialog; the offer can be used once. */
export async function install(event: InstallPromptEvent): Promise<void> {
  appStore.set(installPromptAtom, null);
  await event.prompt();
  await event.userChoice;
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
