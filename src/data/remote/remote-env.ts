import { restEnv } from './rest-env';

/** The build's settings the SDKs need (firebase-app.ts), each named as in rest-env.ts. */
export const remoteEnv = {
  ...restEnv,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_STORAGE_BUCKET: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
  VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_MEASUREMENT_ID: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
  VITE_AUTH_PORT: import.meta.env.VITE_AUTH_PORT,
  VITE_STORAGE_PORT: import.meta.env.VITE_STORAGE_PORT,
};
