// Opens the connection to Firestore while the page's code loads: a screen's first read (the
// board's first page, a post: src/app/route-reads.ts) then starts without a connection setup (a
// DNS lookup and a TLS handshake on a phone's network). Anonymous (`crossorigin`), as
// Firestore's requests are.
import type { HtmlTagDescriptor, Plugin } from 'vite';

export function preconnectTag(origin: string): HtmlTagDescriptor {
  return {
    tag: 'link',
    attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
    injectTo: 'head',
  };
}

export function preconnectFirestore(origin: string): Plugin {
  return { name: 'preconnect-firestore', transformIndexHtml: () => [preconnectTag(origin)] };
}
