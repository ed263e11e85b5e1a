import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Workbox } from 'workbox-window';
import { keepInstallPrompt } from '../features/install/install-state';

/**
 * Registers the service worker as it mounts (the shell mounts it once the page has loaded and the
 * browser is idle: ReloadPromptWhenIdle), and when a new version is waiting, asks before
 * switching to it: a reload happens only when the member agrees.
 */
export function ReloadPrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    keepInstallPrompt();
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = async () => {
      const { Workbox } = await import('workbox-window');
      if (cancelled) return;
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => setWaiting(wb));
      wb.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
      await wb.register();
    };
    register().catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, []);

  if (!waiting) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="reload-prompt-text"
      className="fixed right-4 bottom-4 z-[60] flex max-w-sm flex-col gap-3 bg-surface p-4 pixel-border"
    >
      <p id="reload-prompt-text">
        <FormattedMessage id="pwa.updateReady" />
      </p>
      <div className="flex gap-2">
        <button type="button" className="pixel-button" onClick={() => waiting.messageSkipWaiting()}>
          <FormattedMessage id="pwa.reload" />
        </button>
        <button type="button" className="pixel-button" onClick={() => setWaiting(null)}>
          <FormattedMessage id="pwa.later" />
        </button>
      </div>
    </div>
  );
}
