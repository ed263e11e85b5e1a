import { useLayoutEffect } from 'react';
import { earlyInputCommitted } from '../lib/early-input';

/**
 * Rendered last in a screen's boundary: its layout effect runs once React has committed the
 * screen, and the page's shell above it, so the taps kept from before can be played
 * (lib/early-input.ts).
 */
export function EarlyInputCommitted() {
  useLayoutEffect(earlyInputCommitted, []);
  return null;
}
