import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePendingActivity } from '../lib/activity';

/**
 * A 2px primary-colour bar at the very top. It sweeps once on every route change and stays on
 * while a screen's code loads or the app waits on a request.
 */
export function LoadingBar() {
  const location = useLocation();
  const pending = usePendingActivity();
  const [sweptKey, setSweptKey] = useState<string | null>(null);

  const busy = pending > 0;
  const active = busy || sweptKey !== location.key;

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
          onAnimationEnd={() => setSweptKey(location.key)}
        />
      )}
    </div>
  );
}
