// The installable app: its web manifest (the words are the app's own; the icons come from
// public/logo.svg, pwa-assets.config.ts) and its service worker (sw/sw.ts), built with the list
// of files it precaches.
import { VitePWA } from 'vite-plugin-pwa';
import { HOSTING_404 } from '../src/app/page-shells';
import { REPLAY_SCRIPT } from './service-worker-replay';

export function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    pwaAssets: { config: true, overrideManifestIcons: true },
    manifest: {
      id: '/',
      name: 'Pixel Community',
      short_name: 'Pixel',
      description: 'A pixel-style community and portfolio that works offline.',
      lang: 'ko',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#1f1b3a',
      background_color: '#0f0c24',
      shortcuts: [
        { name: '글쓰기 (Write a post)', short_name: '글쓰기', url: '/board?write=1' },
        { name: '할 일 (To-dos)', short_name: '할 일', url: '/todos' },
      ],
      // Text, links and images shared from other apps open a new post draft (sw/sw.ts).
      share_target: {
        action: '/share-target',
        method: 'POST',
        enctype: 'multipart/form-data',
        params: {
          title: 'title',
          text: 'text',
          url: 'url',
          files: [{ name: 'images', accept: ['image/*'] }],
        },
      },
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico}', 'assets/Galmuri11-Bold*.woff2'],
      // The replay script is the worker's to load (build/service-worker-replay.ts), and Hosting's
      // copy of the not-found page is the precached ErrorNotFound.html again.
      globIgnores: ['**/node_modules/**/*', REPLAY_SCRIPT, HOSTING_404],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
