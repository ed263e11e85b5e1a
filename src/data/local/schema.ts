import type { Dexie } from 'dexie';

/**
 * Every schema this database has shipped with, oldest first. A change adds a version (with an
 * `upgrade` that moves existing rows) and never edits a shipped one, so a device that skipped
 * releases migrates step by step instead of losing unsynced writes.
 */
export const SCHEMA_VERSIONS: ReadonlyArray<{
  version: number;
  stores: Record<string, string | null>;
  upgrade?: Parameters<ReturnType<Dexie['version']>['upgrade']>[0];
}> = [
  {
    version: 1,
    stores: {
      // Mirror and drafts share the table: `kind` tells them apart.
      posts: 'id, kind, [kind+createdAt], [kind+category+createdAt], uid',
      comments: 'id, [postId+createdAt]',
      bookmarks: '[uid+postId], [uid+createdAt]',
      todos: 'id, [uid+order]',
      outbox: 'id, [uid+status], lane, target',
      uploads: 'id, uid',
      meta: 'key',
    },
  },
];

export function applySchema(db: Dexie): void {
  for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
}
