import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';
import { needsIosHowTo, takeEarlyInstallPrompt } from './early-install-prompt';
import type { InstallPromptEvent } from './install-prompt-event';

export type { InstallPromptEvent };

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
  // An offer the app's first script kept before this code had loaded.
  const early = takeEarlyInstallPrompt();
  if (early) appStore.set(installPromptAtom, early);
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

export { needsIosHowTo };
