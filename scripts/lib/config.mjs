// Shared constants and environment wiring for the local Firebase emulators.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** Cache for generated jars, the generated firebase.json and emulator logs (gitignored). */
export const CACHE_DIR = path.join(ROOT_DIR, '.emulators');

export const PROJECT_ID = 'demo-pixel-community';
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';

/**
 * The emulators' ports. The Functions emulator runs where the optional server is wanted (`npm
 * start`, its tests); `hosting` is the Hosting emulator of those tests (`npm start` serves the
 * app on PORT).
 */
export const DEFAULT_PORTS = Object.freeze({
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  functions: 5001,
  hosting: 5002,
});

export const EMULATOR_NAMES = Object.freeze({
  auth: 'Auth',
  firestore: 'Firestore',
  storage: 'Storage',
  functions: 'Functions',
  hosting: 'Hosting',
});

export const PORT_ENV = Object.freeze({
  auth: 'FIREBASE_AUTH_PORT',
  firestore: 'FIRESTORE_PORT',
  storage: 'FIREBASE_STORAGE_PORT',
  functions: 'FIREBASE_FUNCTIONS_PORT',
  hosting: 'FIREBASE_HOSTING_PORT',
});

/** Where the optional server's functions answer over HTTP under the emulator. */
export const FUNCTIONS_REGION = 'us-central1';

export class UsageError extends Error {}

function parsePort(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new UsageError(`${name} must be a port number (1-65535), got "${value}".`);
  }
  return port;
}

/**
 * Ports from `overrides`, then FIREBASE_AUTH_PORT / FIRESTORE_PORT / FIREBASE_STORAGE_PORT /
 * FIREBASE_FUNCTIONS_PORT / FIREBASE_HOSTING_PORT, then the defaults.
 * @returns {{auth: number, firestore: number, storage: number, functions: number,
 *   hosting: number}}
 */
export function resolvePorts(overrides = {}, env = process.env) {
  const ports = {};
  for (const [key, envName] of Object.entries(PORT_ENV)) {
    ports[key] = overrides[key] ?? parsePort(envName, env[envName], DEFAULT_PORTS[key]);
  }
  if (new Set(Object.values(ports)).size !== Object.keys(PORT_ENV).length) {
    throw new UsageError(`Emulator ports must differ: ${JSON.stringify(ports)}.`);
  }
  return ports;
}

/** Variables that point Firebase SDKs (Admin, rules-unit-testing, the Vite app) at the emulators. */
export function emulatorEnv(ports) {
  return {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
    VITE_EMULATOR_HOST: HOST,
    VITE_FIRESTORE_PORT: String(ports.firestore),
    VITE_AUTH_PORT: String(ports.auth),
    VITE_STORAGE_PORT: String(ports.storage),
  };
}

/** True when the environment configures a real Firebase project for the app. */
export function usesRealProject(env = process.env) {
  return Boolean(env.VITE_FIREBASE_API_KEY || env.VITE_FIREBASE_PROJECT_ID);
}
