import { useSyncExternalStore } from 'react';
import { resolveBreakpoint, type BreakpointName } from './breakpoints';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const windowWidth = () => window.innerWidth;
// Rendering on a server there is no window: assume the narrowest layout.
const noWidth = () => 0;

/** The viewport width and the spec breakpoint it falls in, updated on resize. */
export function useBreakpoint(): { name: BreakpointName; width: number } {
  const width = useSyncExternalStore(subscribe, windowWidth, noWidth);
  return { name: resolveBreakpoint(width), width };
}
