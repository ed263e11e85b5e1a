// The rules tests' Firestore: firestore.rules loaded into the emulator under a project of the test
// file's own (files run side by side), a member's or a visitor's view of it, and the state an
// attack starts from written with the rules off. Each file calls `firestoreRulesEnv` once, at its
// top level: it registers the environment's start and cleanup with vitest.
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setLogLevel, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';

export type Firestore = ReturnType<RulesTestContext['firestore']>;

/** A signed-in member's token claims: verified email, as the app's writers are. */
export const VERIFIED = { email_verified: true } as const;

export interface FirestoreRulesEnv {
  /** A member's view (`uid`, with the token's claims: none by default), or a visitor's (no uid). */
  db(uid?: string, token?: Record<string, unknown>): Firestore;
  /** Writes with the rules off: what is there before the write under test. */
  given(write: (firestore: Firestore) => Promise<unknown>): Promise<void>;
  /** Reads a document with the rules off (undefined: not there). */
  peek(path: string): Promise<DocumentData | undefined>;
  /** Empties the database (each test starts from its own `given`). */
  clear(): Promise<void>;
}

export function firestoreRulesEnv(projectId: string): FirestoreRulesEnv {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    setLogLevel('silent');
    env = await initializeTestEnvironment({
      projectId,
      firestore: {
        host,
        port: Number(port),
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
  });
  afterAll(() => env?.cleanup());
  return {
    db: (uid, token) =>
      (uid ? env.authenticatedContext(uid, token) : env.unauthenticatedContext()).firestore(),
    given: (write) =>
      env.withSecurityRulesDisabled((context) => write(context.firestore()).then(() => {})),
    peek: async (path) => {
      let data: DocumentData | undefined;
      await env.withSecurityRulesDisabled(async (context) => {
        data = (await getDoc(doc(context.firestore(), path))).data();
      });
      return data;
    },
    clear: () => env.clearFirestore(),
  };
}
