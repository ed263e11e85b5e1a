/** Runs `work` after the window's load event, when the browser is next idle (1 s at the most). */
export function whenIdle(work: () => void): () => void {
  // Safari has no requestIdleCallback: a plain task after the load event stands in.
  const idleSupported = typeof window.requestIdleCallback === 'function';
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = idleSupported
      ? window.requestIdleCallback(work, { timeout: 1000 })
      : window.setTimeout(work, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (idleSupported) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** `whenIdle` as a promise: resolves after the window's load event, when the browser is next idle. */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}
