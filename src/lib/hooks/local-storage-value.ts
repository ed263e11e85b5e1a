/** How a value is kept in localStorage: parse must accept null (nothing stored) and bad input. */
export interface StorageCodec<T> {
  parse(raw: string | null): T;
  serialize(value: T): string;
}

/** Plain text, stored as written. */
export function textCodec(fallback = ''): StorageCodec<string> {
  return { parse: (raw) => raw ?? fallback, serialize: (value) => value };
}
