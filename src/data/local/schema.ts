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
      // Until version 5, mirror and drafts shared the table: `kind` told them apart.
      posts: 'id, kind, [kind+createdAt], [kind+category+createdAt], uid',
      comments: 'id, [postId+createdAt]',
      bookmarks: '[uid+postId], [uid+createdAt]',
      todos: 'id, [uid+order]',
      outbox: 'id, [uid+status], lane, target',
      uploads: 'id, uid',
      meta: 'key',
    },
  },
  {
    version: 2,
    // The chatbot's conversation, kept on the device only, in the order it was said.
    stores: { chats: 'id, createdAt' },
  },
  {
    version: 3,
    // The board's three sort orders (update, inquiry, like), across all posts and per category,
    // read straight from an index so a 10,000-post list never sorts in memory.
    stores: {
      posts:
        'id, kind, [kind+createdAt], [kind+category+createdAt], uid, [kind+updatedAt], [kind+hits], [kind+likeCount], [kind+category+updatedAt], [kind+category+hits], [kind+category+likeCount]',
    },
  },
  {
    version: 4,
    // Pinned notices, read straight from an index: `pinnedAt` is a date only while pinned (null
    // is not a key, so unpinned posts stay out of it). Rows of earlier builds gain the field.
    stores: {
      posts:
        'id, kind, [kind+createdAt], [kind+category+createdAt], uid, [kind+updatedAt], [kind+hits], [kind+likeCount], [kind+category+updatedAt], [kind+category+hits], [kind+category+likeCount], pinnedAt',
    },
    upgrade: (tx) =>
      tx
        .table('posts')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          if (row.kind !== 'post') return;
          row.pinnedAt = row.pinned === true ? row.updatedAt : (row.pinnedAt ?? null);
          delete row.pinned;
        }),
  },
  {
    version: 5,
    // Post drafts leave the posts table for their own: `posts` holds only posts (their `kind`
    // stays 'post', the first part of its compound indexes). Drafts saved by earlier builds move.
    stores: { postDrafts: 'id, uid' },
    upgrade: async (tx) => {
      const posts = tx.table('posts');
      const drafts = (await posts.where('kind').equals('draft').toArray()) as Array<
        Record<string, unknown>
      >;
      await tx.table('postDrafts').bulkPut(
        drafts.map((draft) => {
          const moved = { ...draft };
          delete moved.kind;
          return moved;
        }),
      );
      await posts.where('kind').equals('draft').delete();
    },
  },
  {
    version: 6,
    // Replies (comments with a `parentId`), read by their post and parent: a thread shows every
    // reply the device holds, also those past the page of comments shown. A top-level comment
    // has no `parentId`, so it is not in this index. Existing rows need no change.
    stores: { comments: 'id, [postId+createdAt], [postId+parentId]' },
  },
  {
    version: 7,
    // The members the signed-in member muted, one row each (a private list, cleared on sign-out
    // like bookmarks). New: no existing rows to move.
    stores: { mutes: '[uid+mutedUid]' },
  },
  {
    version: 8,
    // The items the signed-in member reported from this device, one row each (private, cleared
    // with their other private data). New: no existing rows to move.
    stores: { reports: '[uid+key]' },
  },
  {
    version: 9,
    // The member's notifications, newest first for the list, the unread ones for the bell and the
    // app's badge, a post's likes for their group. New: no existing rows to move.
    stores: {
      notifications: '[uid+id], [uid+createdAt], [uid+unread], [uid+kind+postId]',
    },
  },
  {
    version: 10,
    // Comments across posts, newest first: whom a new post may mention is read from the newest
    // posts and comments the device holds. Existing rows need no change (Dexie indexes them).
    stores: { comments: 'id, [postId+createdAt], [postId+parentId], createdAt' },
  },
  {
    version: 11,
    // The posts a member opened, least recently read first: the keep policy plans from indexes
    // (this one and `[kind+updatedAt]`), never from a read of every row. A post never opened has
    // no `readAt` and stays out of it. Existing rows need no change (Dexie indexes them).
    stores: {
      posts:
        'id, kind, [kind+createdAt], [kind+category+createdAt], uid, [kind+updatedAt], [kind+hits], [kind+likeCount], [kind+category+updatedAt], [kind+category+hits], [kind+category+likeCount], pinnedAt, readAt',
    },
  },
];

export function applySchema(db: Dexie): void {
  for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
}
