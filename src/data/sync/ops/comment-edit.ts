import { db } from '../../local/database';
import { hasEntriesFor } from '../outbox';
import { commentPath, postPath } from '../entry-paths';
import { alreadyApplied, applied, numberField, rereadFromServer, textOf } from './shared';
import type { OpDefinition } from './types';

/**
 * The author edits their comment's text, versioned like a post edit: applied only on top of the
 * version it was made against, a conflict otherwise (the member chooses on the sync page).
 */
export const commentEdit: OpDefinition<'comment.edit'> = {
  target: (m) => commentPath(m.postId, m.commentId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    const row = await db.comments.get(entry.commentId);
    if (!row) return;
    await db.comments.put({
      ...row,
      text: entry.payload.text,
      edited: true,
      version: row.version + 1,
      pending: true,
    });
  },
  needsVerifiedEmail: true,
  async applyRemote(entry, tx) {
    const comment = await tx.get(entry.target);
    const data = comment.data;
    if (!data) return { kind: 'conflict', serverVersion: null, server: null, serverText: null };
    // Comments start at version 1, before any edit.
    const version = numberField(data, 'version') || 1;
    const base = entry.baseVersion ?? 1;
    const { text } = entry.payload;
    if (version === base) {
      tx.update(entry.target, {
        text,
        edited: true,
        updatedAt: tx.serverTime(),
        version: base + 1,
      });
      return applied(base + 1);
    }
    const serverText = textOf(data.text);
    // Our own edit, applied before its acknowledgement was lost.
    if (version === base + 1 && serverText === text) return alreadyApplied(version);
    return { kind: 'conflict', serverVersion: version, server: null, serverText };
  },
  async settle(entry, { gone, version }) {
    if (gone) await db.comments.delete(entry.commentId);
    else if (await db.comments.get(entry.commentId)) {
      const pending = await hasEntriesFor(entry.target);
      await db.comments.update(entry.commentId, {
        pending,
        ...(!pending && version !== null ? { version } : {}),
      });
    }
  },
  undo: rereadFromServer,
};
