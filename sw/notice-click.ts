/// <reference lib="webworker" />
// A click on the notice that writes sent in the background need the member (sw/replay.ts shows
// it) opens the page it names. Both workers answer it: the notices of older versions came from
// the app's worker.

declare const self: ServiceWorkerGlobalScope;

export function openNoticeOnClick(): void {
  self.addEventListener('notificationclick', (event) => {
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    event.notification.close();
    if (typeof url !== 'string') return;
    event.waitUntil(
      (async () => {
        const target = new URL(url, self.location.origin).href;
        const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = clients[0];
        if (open) {
          await open.focus();
          // A worker can steer only a tab it controls (the app's worker, not the member's):
          // elsewhere the page opens in a tab of its own.
          if (await open.navigate(target).catch(() => null)) return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
