import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { usePendingActivity } from '../lib/activity';

/**
 * A 2px primary-colour bar at the very top. It sweeps once on every route change and stays on
 * while a screen's code loads or the app waits on a request. A query replaced on the same page
 * (the search box's words, the URL following them) is no new page: it does not sweep.
 */
export function LoadingBar() {
  const location = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  const pending = usePendingActivity();
  const [swept, setSwept] = useState<{ key: string; pathname: string } | null>(null);

  const busy = pending > 0;
  const samePage = replaced && swept?.pathname === location.pathname;
  const active = busy || (swept?.key !== location.key && !samePage);

  return (
    <div
      data-testid="loading-bar"
      data-active={active}
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[2px] overflow-hidden"
    >
      {active && (
        <div
          key={busy ? 'busy' : location.key}
          className={`h-full bg-primary ${busy ? 'animate-[loading-busy_1.2s_ease-in-out_infinite]' : 'animate-[loading-sweep_500ms_ease-out_forwards]'}`}
          onAnimationEnd={() => setSwept({ key: location.key, pathname: location.pathname })}
        />
      )}
    </div>
  );
}
