import {
  appCheckInThisBuild,
  keptPageToken,
  withAppCheck,
  type KeptToken,
} from './app-check-token';

/**
 * A first visit's reads, begun by the page's HTML itself. On a first visit to the board or to a
 * post, the first rows and the post's text wait on one request to Firestore; begun by the first
 * script, that request waited for the script to download and run first (on a phone's network,
 * one more round trip before the first row). The built page carries the requests its first view
 * makes (`<script type="application/json" id="page-reads">`, written by the build from the same
 * request builders rest-reads.ts sends: src/app/prerender.tsx, pageReads), and a small inline
 * script (PAGE_READS_SCRIPT) sends them as the HTML parses (or takes their answers from the block,
 * where a server that read them itself wrote them in: functions/, a post's page). rest-reads.ts takes the answer of a
 * request the page began (sendRest) instead of asking again.
 *
 * Only where the first script would read from the server anyway: online, on a page the service
 * worker does not answer (that page reads the device's copy first), on the page's own URL (the
 * board's other tabs and orders ask for other rows). A post's shell serves every post, and a
 * member page's every member: its requests name the post or the member as `{post}`, which the
 * script fills from the URL as src/app/route-reads.ts does. A request not taken by the time the first script has begun its own
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
  /**
   * The answers (bodies) a server that sent the page's reads itself wrote into the page, by
   * requestKey (functions/: a post's page): the inline script takes them instead of sending.
   */
  answers?: Record<string, string>;
}

/**
 * The URL's one parameter in a shell's requests (a post's id, a member's uid), filled in from the
 * URL: in a request's URL, and as a JSON string's text in its body.
 */
export const POST_SLOT = '{post}';

/** The JSON block's id. */
export const PAGE_READS_ID = 'page-reads';

/** How the page's reads are keyed (the inline script keys them the same way). */
export const requestKey = ({ url, body }: RestRequest) =>
  body === undefined ? url : `${url}\n${body}`;

/**
 * A shell's request for the URL's parameter `value`, as the inline script fills it in: for a
 * server that sends the page's reads itself (functions/: a post's page).
 */
export function filledRequest({ url, body }: RestRequest, value: string): RestRequest {
  const filled = url.split(encodeURIComponent(POST_SLOT)).join(encodeURIComponent(value));
  return body === undefined
    ? { url: filled }
    : { url: filled, body: body.split(POST_SLOT).join(JSON.stringify(value).slice(1, -1)) };
}

/**
 * The request's fetch options. Without an App Check token it is a "simple" request, which needs
 * no CORS preflight first (one round trip less); the server reads a `text/plain` body as JSON all
 * the same. A token's header makes it a preflighted one.
 */
export function restInit({ body }: RestRequest, appCheckToken?: string): RequestInit {
  const headers = withAppCheck(
    body === undefined ? {} : { 'Content-Type': 'text/plain' },
    appCheckToken,
  );
  return {
    ...(body === undefined ? {} : { method: 'POST', body }),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}

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
  'var v=decodeURIComponent(l.pathname.split("/")[2]||""),id=encodeURIComponent(v),' +
  's=JSON.stringify(v).slice(1,-1),r=self.pageReads={};' +
  'p.reads.forEach(function(q){var u=q.url.split(' +
  JSON.stringify(encodeURIComponent(POST_SLOT)) +
  ').join(id),b=q.body==null?null:q.body.split(' +
  JSON.stringify(POST_SLOT) +
  ').join(s),k=b==null?u:u+"\\n"+b,a=p.answers&&p.answers[k],' +
  'f=a!=null?Promise.resolve(new Response(a)):' +
  'fetch(u,b==null?{}:{method:"POST",headers:{"Content-Type":"text/plain"},body:b});' +
  'f.catch(function(){});r[k]=f})}catch(e){}})()';

/** `script-src`'s source for PAGE_READS_SCRIPT. */
export const PAGE_READS_SCRIPT_HASH = "'sha256-eDGGxsf2MpxTkZJN8DuJqJ//eTQ0BFS0ziIpV5ge3BE='";

/** The JSON block's text: it cannot close its script element. */
export const pageReadsJson = (reads: PageReads) => JSON.stringify(reads).replace(/</g, '\\u003c');

/** The page's JSON block and the script that sends it, for the build to put in a page's head. */
export function pageReadsHtml(reads: PageReads): string {
  return (
    `<script type="application/json" id="${PAGE_READS_ID}">${pageReadsJson(reads)}</script>` +
    `<script>${PAGE_READS_SCRIPT}</script>`
  );
}

declare global {
  // The requests the page began, by requestKey: set by PAGE_READS_SCRIPT.
  var pageReads: Record<string, Promise<Response>> | undefined;
}

/**
 * Where these reads get an App Check token:
 * - `kept`: a token at hand, sent with the first try: the page's kept token (localStorage, written
 *   by app-check.ts whenever the SDK's token changes) or the one handed to the member's worker;
 * - `mint`: a new one, asked for only when the server refused a read (App Check enforced) that
 *   went without a usable token. The first script sets it on a page (src/early.ts): it loads the
 *   Firebase app with App Check (reCAPTCHA on a project). Unset (the app's service worker), a
 *   refused read stays refused.
 */
export interface RestAppCheck {
  kept: () => KeptToken | undefined;
  mint?: () => Promise<string | undefined>;
}

let restAppCheck: RestAppCheck = { kept: () => keptPageToken() };

export function setRestAppCheck(source: RestAppCheck): void {
  restAppCheck = source;
}

/** A refusal App Check enforcement gives a request without a valid token. */
export const refusedForAppCheck = (response: Response) =>
  response.status === 401 || response.status === 403;

/**
 * Sends the request, or takes its answer if the page began it. With App Check, it carries the
 * token at hand; the page's inline script sends its requests without one (it runs before any
 * script; a first visit has no token yet), and a read refused without a usable token is sent
 * once more with a new token.
 */
export async function sendRest(request: RestRequest): Promise<Response> {
  const key = requestKey(request);
  const begun = globalThis.pageReads?.[key];
  if (begun) delete globalThis.pageReads![key];
  // Asked here, not at import: the build's config imports this module, where no env is set.
  if (!appCheckInThisBuild()) return begun ?? fetch(request.url, restInit(request));
  const sent = begun ? undefined : restAppCheck.kept()?.token;
  const response = await (begun ?? fetch(request.url, restInit(request, sent)));
  if (!refusedForAppCheck(response) || !restAppCheck.mint) return response;
  const fresh = await restAppCheck.mint().catch(() => undefined);
  return fresh && fresh !== sent ? fetch(request.url, restInit(request, fresh)) : response;
}

/** Drops the requests the page began that no read took: a later read asks afresh. */
export function dropPageReads(): void {
  globalThis.pageReads = undefined;
}
