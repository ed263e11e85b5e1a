import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { usePendingActivity } from '../lib/activity';

/** The location shown, and the page it belongs to (the location that opened the page). */
interface Shown {
  key: string;
  pathname: string;
  page: string;
}

/**
 * A 2px primary-colour bar at the very top. It sweeps once for every new page and stays on while
 * a screen's code loads or the app waits on a request. A query replaced on the same path (the
 * search box's words, the URL following them) is the same page: it does not sweep again.
 */
export function LoadingBar() {
  const location = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  const pending = usePendingActivity();
  const [shown, setShown] = useState<Shown>(() => ({
    key: location.key,
    pathname: location.pathname,
    page: location.key,
  }));
  const [sweptPage, setSweptPage] = useState<string | null>(null);

  if (shown.key !== location.key) {
    const samePage = replaced && shown.pathname === location.pathname;
    setShown({
      key: location.key,
      pathname: location.pathname,
      page: samePage ? shown.page : location.key,
    });
  }

  const busy = pending > 0;
  const active = busy || sweptPage !== shown.page;

  return (
    <div
      data-testid="loading-bar"
      data-active={active}
      data-page={shown.page}
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[2px] overflow-hidden"
    >
      {active && (
        <div
          key={busy ? 'busy' : shown.page}
          className={`h-full bg-primary ${busy ? 'animate-[loading-busy_1.2s_ease-in-out_infinite]' : 'animate-[loading-sweep_500ms_ease-out_forwards]'}`}
          onAnimationEnd={() => setSweptPage(shown.page)}
        />
      )}
    </div>
  );
}
