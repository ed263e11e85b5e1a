/**
 * The device's database (Dexie's, in database.ts), named here so that code which only asks
 * whether it exists (the first script among it) needs none of Dexie.
 */
export const DATABASE_NAME = 'pixel-community';

/**
 * Whether the device holds the database, asked of the browser (`indexedDB.databases()`) without
 * opening it (which would create it). Undefined where the browser cannot say.
 */
export async function deviceHoldsDatabase(): Promise<boolean | undefined> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') {
    return undefined;
  }
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === DATABASE_NAME);
  } catch {
    return undefined;
  }
}
