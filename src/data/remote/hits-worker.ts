/// <reference lib="webworker" />
import { countHit } from './hits';
import { takeHandedOffToken } from './app-check';
import type { HitAsked, HitAnswer } from './hits-off-thread';

// A visitor's views, counted off the page's thread (hits-off-thread.ts): Firebase Auth's start
// (an anonymous session, kept in IndexedDB as the page's would be) and Firestore Lite's write run
// here, where they hold up nothing the reader does.
declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<HitAsked | { type?: unknown }>) => {
  const asked = event.data;
  if (!('postId' in asked) || asked.type !== 'count-hit') return;
  takeHandedOffToken(asked.appCheck);
  countHit(asked.postId).then(
    (counted) => self.postMessage({ id: asked.id, counted } satisfies HitAnswer),
    (error: unknown) =>
      self.postMessage({ id: asked.id, error: String(error) } satisfies HitAnswer),
  );
});
