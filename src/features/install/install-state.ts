import { useSyncExternalStore } from 'react';
import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';
import { useHydrated } from '../../lib/hooks/use-hydrated';
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

const STANDALONE = '(display-mode: standalone)';

/** Whether the app runs installed (from the home screen or as its own window). */
function installed(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    window.matchMedia?.(STANDALONE).matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function watchInstalled(onChange: () => void): () => void {
  const query = window.matchMedia?.(STANDALONE);
  query?.addEventListener('change', onChange);
  window.addEventListener('appinstalled', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
    window.removeEventListener('appinstalled', onChange);
  };
}

/** What the app can offer to install itself, wherever it offers it (footer, my page, menu). */
export type InstallOfferKind =
  | { kind: 'prompt'; offer: InstallPromptEvent }
  /** iPhone and iPad: a how-to, as Safari offers no prompt. */
  | { kind: 'ios-how-to' };

/**
 * The install offer: the browser's prompt when it made one, else the iOS how-to on iPhone and
 * iPad; none once installed (display-mode: standalone) or before hydration (the browser's
 * features are known in the browser only). The one source of every "install the app" entry.
 */
export function useInstallOffer(): InstallOfferKind | null {
  const offer = useInstallPrompt();
  const hydrated = useHydrated();
  const isInstalled = useSyncExternalStore(watchInstalled, installed, () => false);
  if (!hydrated || isInstalled) return null;
  if (offer) return { kind: 'prompt', offer };
  if (needsIosHowTo()) return { kind: 'ios-how-to' };
  return null;
}

/** Installs on the browser's prompt; failures (a prompt already used) are logged only. */
export function installFrom(offer: InstallPromptEvent): void {
  void install(offer).catch((error: unknown) => console.warn(error));
}
