/** How a value is kept in localStorage: parse must accept null (nothing stored) and bad input. */
export interface StorageCodec<T> {
  parse(raw: string | null): T;
  serialize(value: T): string;
}

/** JSON with a fallback for a missing or unreadable value. */
export function jsonCodec<T>(
  fallback: T,
  isValid: (value: unknown) => value is T,
): StorageCodec<T> {
  return {
    parse(raw) {
      if (raw === null) return fallback;
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}

/** Plain text, stored as written. */
export function textCodec(fallback = ''): StorageCodec<string> {
  return { parse: (raw) => raw ?? fallback, serialize: (value) => value };
}
