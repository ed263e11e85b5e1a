/**
 * A first visit's reads, begun by the page's HTML itself. On a first visit to the board or to a
 * post, the first rows and the post's text wait on one request to Firestore; begun by the first
 * script, that request waited for the script to download and run first (on a phone's network,
 * one more round trip before the first row). The built page carries the requests its first view
 * makes (`<script type="application/json" id="page-reads">`, written by the build from the same
 * request builders rest-reads.ts sends: src/app/prerender.tsx, pageReads), and a small inline
 * script (PAGE_READS_SCRIPT) sends them as the HTML parses. rest-reads.ts takes the answer of a
 * request the page began (sendRest) instead of asking again.
 *
 * Only where the first script would read from the server anyway: online, on a page the service
 * worker does not answer (that page reads the device's copy first), on the page's own URL (the
 * board's other tabs and orders ask for other rows). A post's shell serves every post: its
 * requests name the post as `{post}`, which the script fills from the URL as
 * src/app/route-reads.ts does. A request not taken by the time the first script has begun its own
 * reads is dropped (dropPageReads).
 */

/** A request to Firestore's REST API: a GET, or a POST of `body` as Firestore Lite sends it. */
export interface RestRequest {
  url: string;
  body?: string;
}

/** What the page's JSON block holds. */
export interface PageReads {
  /** The only `location.search` the reads are for; any when absent. */
  search?: string;
  reads: RestRequest[];
}

/** The post's id in a post's shell's requests, filled in from the URL. */
export const POST_SLOT = '{post}';

/** The JSON block's id. */
export const PAGE_READS_ID = 'page-reads';

const requestKey = ({ url, body }: RestRequest) => (body === undefined ? url : `${url}\n${body}`);

const init = ({ body }: RestRequest): RequestInit =>
  body === undefined
    ? {}
    : // A "simple" request, which needs no CORS preflight first (one round trip less); the
      // server reads the body as JSON all the same.
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body };

/**
 * The inline script: it sends the JSON block's requests, keyed as requestKey keys them, into
 * `pageReads`. A failed request is the taker's to handle (its copy here is caught, so one never
 * taken is no unhandled rejection). Its SHA-256 is in the Content-Security-Policy
 * (PAGE_READS_SCRIPT_HASH; a unit test keeps the two together).
 */
export const PAGE_READS_SCRIPT =
  '(function(){try{var n=navigator,w=n.serviceWorker,b=document.getElementById("' +
  PAGE_READS_ID +
  '");if(!b||!n.onLine||w&&w.controller)return;var p=JSON.parse(b.textContent),l=location;' +
  'if(p.search!=null&&l.search!==p.search)return;' +
  'var id=encodeURIComponent(decodeURIComponent(l.pathname.split("/")[2]||"")),r=self.pageReads={};' +
  'p.reads.forEach(function(q){var u=q.url.split(' +
  JSON.stringify(encodeURIComponent(POST_SLOT)) +
  ').join(id),f=fetch(u,q.body==null?{}:{method:"POST",headers:{"Content-Type":"text/plain"},body:q.body});' +
  'f.catch(function(){});r[q.body==null?u:u+"\\n"+q.body]=f})}catch(e){}})()';

/** `script-src`'s source for PAGE_READS_SCRIPT. */
export const PAGE_READS_SCRIPT_HASH = "'sha256-qP/1f0Qcpra0tK2Q/lkg3PuREiyZaormlRz642wj1LM='";

/** The page's JSON block and the script that sends it, for the build to put in a page's head. */
export function pageReadsHtml(reads: PageReads): string {
  const json = JSON.stringify(reads).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="${PAGE_READS_ID}">${json}</script>` +
    `<script>${PAGE_READS_SCRIPT}</script>`
  );
}

declare global {
  // The requests the page began, by requestKey: set by PAGE_READS_SCRIPT.
  var pageReads: Record<string, Promise<Response>> | undefined;
}

/** Sends the request, or takes its answer if the page began it. */
export function sendRest(request: RestRequest): Promise<Response> {
  const key = requestKey(request);
  const begun = globalThis.pageReads?.[key];
  if (begun) {
    delete globalThis.pageReads![key];
    return begun;
  }
  return fetch(request.url, init(request));
}

/** Drops the requests the page began that no read took: a later read asks afresh. */
export function dropPageReads(): void {
  globalThis.pageReads = undefined;
}
