// The end-to-end tests in lanes side by side: each lane runs one shard of the suite (Playwright's
// --shard) with emulators, a build and a preview server of its own, on the base ports moved by
// LANE_PORT_STEP times its number. One lane alone keeps about half of two cores busy (a test
// waits on the browser, the emulators and the app's timers a good part of its time); two lanes
// keep both busy, each test taking longer, and end in about three quarters of one lane's time.
import { emulatorEnv } from './config.mjs';

/**
 * How far one lane's ports sit from the next. Each lane also needs the ports `npm start`'s test
 * takes beside it (its own plus 5, tests/e2e/npm-start.spec.ts) and the Firestore emulator's hub
 * and logging ports (its port plus 1 and 2, lib/emulators.mjs).
 */
export const LANE_PORT_STEP = 20;

/** The card page's stand-in server (tests/e2e/card-api-stand-in.mjs) when none is configured. */
export const CARD_API_BASE = 'http://127.0.0.1:4180';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Lane `index` (1-based) of `count`: its emulator ports, build folder and the variables its build
 * and its Playwright run get (the emulators' addresses, the preview's port and folder, the card
 * API stand-in's address: the build bakes the emulators' and the stand-in's addresses in).
 * @param {number} index
 * @param {number} count
 * @param {{ports: Record<string, number>, outDir: string, env?: NodeJS.ProcessEnv}} base
 */
export function endToEndLane(index, count, { ports, outDir, env = process.env }) {
  const shift = LANE_PORT_STEP * index;
  const lanePorts = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, port + shift]),
  );
  const cardApi = new URL(env.VITE_CARD_API_BASE || CARD_API_BASE);
  if (LOOPBACK.has(cardApi.hostname)) {
    cardApi.port = String(
      Number(cardApi.port || (cardApi.protocol === 'https:' ? 443 : 80)) + shift,
    );
  }
  const laneOutDir = `${outDir}-e2e-${index}`;
  return {
    index,
    count,
    name: `${index}/${count}`,
    ports: lanePorts,
    outDir: laneOutDir,
    // Playwright empties its output folder when it starts: each lane has its own.
    outputDir: `test-results/e2e-${index}`,
    env: {
      ...emulatorEnv(lanePorts),
      FIREBASE_AUTH_PORT: String(lanePorts.auth),
      FIRESTORE_PORT: String(lanePorts.firestore),
      FIREBASE_STORAGE_PORT: String(lanePorts.storage),
      FIREBASE_FUNCTIONS_PORT: String(lanePorts.functions),
      FIREBASE_HOSTING_PORT: String(lanePorts.hosting),
      PREVIEW_PORT: String(Number(env.PREVIEW_PORT || 4173) + shift),
      PREVIEW_OUT_DIR: laneOutDir,
      VITE_CARD_API_BASE: cardApi.href.replace(/\/+$/, ''),
    },
  };
}

/** The lanes' count: E2E_LANES, or 2. */
export function laneCount(env = process.env) {
  const count = Number(env.E2E_LANES || 2);
  if (!Number.isInteger(count) || count < 1 || count > 8) {
    throw new Error(`E2E_LANES must be a whole number from 1 to 8, got "${env.E2E_LANES}".`);
  }
  return count;
}
