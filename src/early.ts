import { loadAppCodeAfterPaint } from './app/app-code';
import { keepEarlyInput } from './lib/early-input';
import { beginRouteReads } from './app/route-reads';
import { dropPageReads, setRestAppCheck } from './data/remote/page-reads';
import { appCheckInThisBuild, keptPageToken } from './data/remote/app-check-token';
import { arrivedByLink, focusable } from './lib/main-heading';

// The app's first script, and its smallest: it begins the opened screen's server reads from the
// URL alone (src/app/route-reads.ts) while React and the screen's code are still on their way,
// and on the board shows its first rows as they answer.
// index.html loads it before the app's entry (src/main.tsx), which takes the reads from there;
// a page that shows its content from its HTML has this script load the entry after its first
// paint.
// With App Check, a REST read the server refused for want of a token asks for one and goes again
// (data/remote/page-reads.ts); the Firebase app and App Check load on that refusal alone.
if (appCheckInThisBuild())
  setRestAppCheck({
    kept: () => keptPageToken(),
    mint: () => import('./data/remote/app-check-mint').then((m) => m.mintAppCheckToken()),
  });
const firstView = beginRouteReads(location);
// The reads the page's HTML began (data/remote/page-reads.ts) that the first view did not take.
void Promise.resolve(firstView).finally(dropPageReads);
// On a prerendered page: the input made before React listens is kept, and the app's code is
// fetched once the page has painted, the board's once its first rows have, or, on a page a
// visitor only reads, on a reason to (src/app/app-code.ts).
keepEarlyInput(document.getElementById('root')!);
loadAppCodeAfterPaint(firstView);
// A page the browser opened from a link on this site (the app's code had not come to follow it)
// is a route change: its heading takes the focus once shown, as after the app's own navigation.
if (arrivedByLink())
  void Promise.resolve(firstView).then(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && document.activeElement === document.body) focusable(heading).focus();
  });
