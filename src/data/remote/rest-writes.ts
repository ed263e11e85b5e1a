import { RestTimestamp, type RestValue } from './rest-reads';

// What the replay's transactions (rest-transaction.ts) write, as Firestore's REST API takes it:
// values in its typed JSON, and a set, a merge or an update as a `Write`, with the server's time
// and increments taken out of the data as field transforms, as the SDKs send them.

/** The server's time, set when the commit lands (`serverTimestamp()` of the SDKs). */
class ServerTime {}
/** A number added to the field's current value on the server (`increment()` of the SDKs). */
class Increment {
  constructor(readonly by: number) {}
}

export const serverTime = (): unknown => new ServerTime();
export const increment = (by: number): unknown => new Increment(by);
export const timestamp = (ms: number): unknown => new RestTimestamp(new Date(ms).toISOString());

/** An error as the SDKs give it: `code` is the gRPC status in their words (`permission-denied`). */
export class FirestoreRestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

/** A field path's text: plain names as they are, others quoted (`a.b` from ['a', 'b']). */
const QUOTE = String.fromCharCode(96); // a backtick
const quoted = (name: string) =>
  QUOTE + name.replaceAll('\\', '\\\\').replaceAll(QUOTE, '\\' + QUOTE) + QUOTE;
const fieldPath = (segments: readonly string[]) =>
  segments.map((name) => (/^[a-zA-Z_][a-zA-Z_0-9]*$/.test(name) ? name : quoted(name))).join('.');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A timestamp read through an SDK (Firestore Lite's: seconds and nanoseconds). */
interface SdkTimestamp {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

const isSdkTimestamp = (value: object): value is SdkTimestamp => {
  const { seconds, nanoseconds, toDate } = value as Partial<SdkTimestamp>;
  return (
    typeof seconds === 'number' && typeof nanoseconds === 'number' && typeof toDate === 'function'
  );
};

function timestampText({ seconds, nanoseconds }: SdkTimestamp): string {
  const whole = new Date(seconds * 1000).toISOString().slice(0, -5);
  return `${whole}.${String(nanoseconds).padStart(9, '0')}Z`;
}

export function encodeValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && !Object.is(value, -0)
      ? { integerValue: String(value) }
      : { doubleValue: value };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof RestTimestamp) return { timestampValue: value.text };
  if (typeof value === 'object' && isSdkTimestamp(value))
    return { timestampValue: timestampText(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (isPlainObject(value)) return { mapValue: { fields: encodeFields(value) } };
  throw new FirestoreRestError('invalid-argument', `cannot write ${String(value)}`);
}

function encodeFields(data: Record<string, unknown>): Record<string, RestValue> {
  const fields: Record<string, RestValue> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value instanceof ServerTime || value instanceof Increment) {
      throw new FirestoreRestError('invalid-argument', `${key}: a transform inside a value`);
    }
    fields[key] = encodeValue(value);
  }
  return fields;
}

type FieldTransform =
  | { fieldPath: string; setToServerValue: 'REQUEST_TIME' }
  | { fieldPath: string; increment: RestValue };
export type Precondition = { updateTime: string } | { exists: boolean };
export interface Write {
  update?: { name: string; fields: Record<string, RestValue> };
  delete?: string;
  verify?: string;
  updateMask?: { fieldPaths: string[] };
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

const transformOf = (path: string, value: ServerTime | Increment): FieldTransform =>
  value instanceof ServerTime
    ? { fieldPath: path, setToServerValue: 'REQUEST_TIME' }
    : { fieldPath: path, increment: encodeValue(value.by) };

/**
 * A set's fields, with transforms taken out wherever they are in its maps; `mask` collects the
 * path of every value written (a map's own fields, not the map: a merge keeps the rest of it).
 */
function splitSet(
  data: Record<string, unknown>,
  at: readonly string[],
  transforms: FieldTransform[],
  mask: string[],
): Record<string, RestValue> {
  const fields: Record<string, RestValue> = {};
  for (const [key, value] of Object.entries(data)) {
    const path = [...at, key];
    if (value instanceof ServerTime || value instanceof Increment) {
      transforms.push(transformOf(fieldPath(path), value));
    } else if (isPlainObject(value) && Object.keys(value).length > 0) {
      fields[key] = { mapValue: { fields: splitSet(value, path, transforms, mask) } };
    } else {
      fields[key] = encodeValue(value);
      mask.push(fieldPath(path));
    }
  }
  return fields;
}

/** An update's fields by dotted path, put into maps as the paths say. */
function splitUpdate(data: Record<string, unknown>, transforms: FieldTransform[]) {
  const fields: Record<string, RestValue> = {};
  const mask: string[] = [];
  for (const [dotted, value] of Object.entries(data)) {
    const segments = dotted.split('.');
    const path = fieldPath(segments);
    if (value instanceof ServerTime || value instanceof Increment) {
      transforms.push(transformOf(path, value));
      continue;
    }
    mask.push(path);
    let place = fields;
    for (const segment of segments.slice(0, -1)) {
      const map = (place[segment] ??= { mapValue: { fields: {} } }) as {
        mapValue: { fields: Record<string, RestValue> };
      };
      place = map.mapValue.fields;
    }
    // A map is written whole (the mask names it), transforms inside it taken out.
    place[segments.at(-1)!] = isPlainObject(value)
      ? { mapValue: { fields: splitSet(value, segments, transforms, []) } }
      : encodeValue(value);
  }
  return { fields, mask };
}

/** A whole document written: `data` (transforms anywhere in its maps). */
export function setWrite(name: string, data: Record<string, unknown>): Write {
  const transforms: FieldTransform[] = [];
  const fields = splitSet(data, [], transforms, []);
  return withTransforms({ update: { name, fields } }, transforms);
}

/** The fields `data` gives written, the document's others kept (a set with `merge`). */
export function mergeWrite(name: string, data: Record<string, unknown>): Write {
  const transforms: FieldTransform[] = [];
  const mask: string[] = [];
  const fields = splitSet(data, [], transforms, mask);
  return withTransforms({ update: { name, fields }, updateMask: { fieldPaths: mask } }, transforms);
}

/** The fields `data` names by dotted path written, the document's others kept. */
export function updateWrite(name: string, data: Record<string, unknown>): Write {
  const transforms: FieldTransform[] = [];
  const { fields, mask } = splitUpdate(data, transforms);
  return withTransforms({ update: { name, fields }, updateMask: { fieldPaths: mask } }, transforms);
}

const withTransforms = (write: Write, transforms: FieldTransform[]): Write =>
  transforms.length > 0 ? { ...write, updateTransforms: transforms } : write;
