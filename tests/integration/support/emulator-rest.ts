// Reads the emulators' state over their REST APIs as the owner (no rules, no SDK cache): what the
// server really holds.

export const PROJECT_ID = 'demo-pixel-community';
export const BUCKET = `${PROJECT_ID}.appspot.com`;
const OWNER = { Authorization: 'Bearer owner' };

export const hosts = {
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
};

/**
 * Points the app's own modules at these emulators, as the build's `VITE_` settings would: call it
 * before importing them (they read the settings as they load).
 */
export function useEmulatorSettings(): void {
  process.env.VITE_EMULATOR_HOST = hosts.firestore.split(':')[0];
  process.env.VITE_FIRESTORE_PORT = hosts.firestore.split(':')[1];
  process.env.VITE_STORAGE_PORT = hosts.storage.split(':')[1];
  process.env.VITE_AUTH_PORT = hosts.auth.split(':')[1];
}

const documentsUrl = () =>
  `http://${hosts.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

type RestValue = Record<string, unknown>;

/** Firestore REST value -> plain JS (timestamps as ISO strings). */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(fromRestValue);
  }
  if ('mapValue' in value)
    return fromRestFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  return undefined;
}

function fromRestFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, v]) => [key, fromRestValue(v)]));
}

export interface ServerDocument {
  id: string;
  data: Record<string, unknown>;
}

export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${documentsUrl()}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`emulator answered ${response.status} for ${path}`);
  const body = (await response.json()) as { fields?: Record<string, RestValue> };
  return fromRestFields(body.fields);
}

export async function listDocuments(collectionPath: string): Promise<ServerDocument[]> {
  const found: ServerDocument[] = [];
  let pageToken = '';
  do {
    const url = `${documentsUrl()}/${collectionPath}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`;
    const response = await fetch(url, { headers: OWNER });
    if (!response.ok) throw new Error(`emulator answered ${response.status} for ${collectionPath}`);
    const body = (await response.json()) as {
      documents?: Array<{ name: string; fields?: Record<string, RestValue> }>;
      nextPageToken?: string;
    };
    for (const d of body.documents ?? [])
      found.push({ id: d.name.split('/').pop()!, data: fromRestFields(d.fields) });
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return found;
}

/** Object names under a Storage prefix. */
export async function listObjects(prefix: string): Promise<string[]> {
  const url = `http://${hosts.storage}/v0/b/${BUCKET}/o?prefix=${encodeURIComponent(prefix)}`;
  const response = await fetch(url, { headers: OWNER });
  if (!response.ok) throw new Error(`storage emulator answered ${response.status}`);
  const body = (await response.json()) as { items?: Array<{ name: string }> };
  return (body.items ?? []).map((item) => item.name);
}

/**
 * A fresh member in the Auth emulator with a verified email (unless `verified` is false; posting
 * and commenting need one); returns the uid.
 */
export async function createAccount(
  email: string,
  password: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<string> {
  const response = await fetch(
    `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp answered ${response.status}: ${await response.text()}`);
  const uid = ((await response.json()) as { localId: string }).localId;
  if (verified) await setEmailVerified(uid, true);
  return uid;
}

/** Marks a member's email verified (or not), as clicking the emailed link would. */
export async function setEmailVerified(uid: string, emailVerified: boolean): Promise<void> {
  const response = await fetch(
    `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, emailVerified }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update answered ${response.status}`);
}

/** Plain JS -> Firestore REST value (whole numbers as integers, dates as timestamps). */
function toRestValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object')
    return { mapValue: { fields: toRestFields(value as Record<string, unknown>) } };
  throw new Error(`cannot write ${String(value)} to Firestore`);
}

function toRestFields(data: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, v]) => [key, toRestValue(v)]));
}

/** Writes a whole document as the owner (no rules): state another member or an operator made. */
export async function writeDocument(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${documentsUrl()}/${path}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: toRestFields(data) }),
  });
  if (!response.ok) throw new Error(`emulator answered ${response.status} writing ${path}`);
}

const COMMIT_LIMIT = 500; // Firestore's maximum number of writes in one commit

/** Writes (or, with `data` null, deletes) many documents as the owner, 500 to a commit. */
export async function commitDocuments(
  documents: ReadonlyArray<{ path: string; data: Record<string, unknown> | null }>,
): Promise<void> {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  for (let start = 0; start < documents.length; start += COMMIT_LIMIT) {
    const writes = documents
      .slice(start, start + COMMIT_LIMIT)
      .map(({ path, data }) =>
        data
          ? { update: { name: `${root}/${path}`, fields: toRestFields(data) } }
          : { delete: `${root}/${path}` },
      );
    const response = await fetch(`${documentsUrl()}:commit`, {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`emulator answered ${response.status} to a commit`);
  }
}

/** Deletes a document as the owner (no rules): what another member's device did meanwhile. */
export async function deleteDocument(path: string): Promise<void> {
  const response = await fetch(`${documentsUrl()}/${path}`, { method: 'DELETE', headers: OWNER });
  if (!response.ok) throw new Error(`emulator answered ${response.status} deleting ${path}`);
}

/** Changes only the given fields of a document, as the owner (no rules). */
export async function patchDocument(path: string, data: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(data)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const response = await fetch(`${documentsUrl()}/${path}?${mask}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: toRestFields(data) }),
  });
  if (!response.ok) throw new Error(`emulator answered ${response.status} patching ${path}`);
}

/** The image id each object under a Storage prefix was stored for (its custom metadata). */
export async function storedImageIds(prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (const name of await listObjects(prefix)) {
    const url = `http://${hosts.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;
    const response = await fetch(url, { headers: OWNER });
    if (!response.ok) throw new Error(`storage emulator answered ${response.status} for ${name}`);
    const body = (await response.json()) as { metadata?: Record<string, string> };
    ids.push(body.metadata?.imageId ?? `(no id: ${name})`);
  }
  return ids;
}
