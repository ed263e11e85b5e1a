// The build's settings the first visit's reads (rest-reads.ts) pass to readRemoteConfig
// (config.ts): the project, or the emulators' Firestore. Each is named so Vite puts in its value
// alone (passed `import.meta.env` whole, the code would carry every VITE_ variable of the
// environment the build ran in). The SDKs' further settings are in remote-env.ts, a module of
// its own so they stay out of the first visit's code.
export const restEnv = {
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_EMULATOR_HOST: import.meta.env.VITE_EMULATOR_HOST,
  VITE_FIRESTORE_PORT: import.meta.env.VITE_FIRESTORE_PORT,
};
