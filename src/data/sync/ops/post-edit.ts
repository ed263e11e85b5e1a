import { imageSlotsIn } from '../../model/image-slots';
import { samePostContent } from '../../model/post';
import { postTextFields } from '../../search/search-tokens.mjs';
import {
  alreadyApplied,
  applied,
  changePostRow,
  ON_POST,
  postContentOf,
  rereadFromServer,
  settlePostWrite,
  textOf,
  versionOf,
  withImageUrls,
} from './shared';
import type { OpDefinition } from './types';

/**
 * The author (or an admin) edits a post. Versioned: applied only on top of the version it was
 * made against (`baseVersion`), a conflict otherwise, for the member to resolve.
 */
export const postEdit: OpDefinition<'post.edit'> = {
  ...ON_POST,
  applyLocal: (entry) =>
    changePostRow(entry.postId, (row) => ({
      ...entry.payload,
      updatedAt: new Date(entry.createdAt),
      version: row.version + 1,
      // A pinned notice moved to another category is no longer pinned (the server agrees).
      pinnedAt: entry.payload.category === 'notice' ? row.pinnedAt : null,
    })),
  needsVerifiedEmail: true,
  prepare: withImageUrls,
  async applyRemote(entry, tx) {
    const post = await tx.get(entry.target);
    const data = post.data;
    if (!data) return { kind: 'conflict', serverVersion: null, server: null };
    const version = versionOf(post);
    const base = entry.baseVersion ?? 0;
    const { category, content } = entry.payload;
    if (version === base) {
      // A pinned notice moved to another category is unpinned with it (firestore.rules).
      const unpin =
        data.pinned === true && category !== 'notice'
          ? { pinned: false, pinnedAt: tx.serverTime() }
          : {};
      tx.update(entry.target, {
        ...postTextFields(entry.payload),
        // The author's slots it shows now (an admin's edit lists the author's, not the admin's).
        images: imageSlotsIn(content, textOf(data.uid)),
        updatedAt: tx.serverTime(),
        version: base + 1,
        ...unpin,
      });
      return applied(base + 1);
    }
    const server = postContentOf(data);
    // Our own edit, applied before its acknowledgement was lost.
    if (version === base + 1 && samePostContent(server, entry.payload))
      return alreadyApplied(version);
    return { kind: 'conflict', serverVersion: version, server };
  },
  settle: (entry, { sent, version }) => settlePostWrite(entry, sent.payload.content, version),
  undo: rereadFromServer,
};
