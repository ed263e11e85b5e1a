import { db } from '../../local/database';
import type { PostDraftRow } from '../../model/local-rows';
import type { PostContent } from '../../model/post';

// A post in progress stays on the device (never in the outbox) until it is submitted; then the
// create or edit command removes it in the same transaction. One draft per member and key:
// `new` for a new post, `edit:{postId}` for an edit.

export const NEW_POST_DRAFT = 'new';
export const editDraftKey = (postId: string) => `edit:${postId}`;
export const draftRowId = (uid: string, draftKey: string) => `draft:${uid}:${draftKey}`;

export async function saveDraft(
  uid: string,
  draftKey: string,
  content: PostContent,
): Promise<void> {
  const row: PostDraftRow = {
    id: draftRowId(uid, draftKey),
    uid,
    draftKey,
    content,
    savedAt: Date.now(),
  };
  await db.postDrafts.put(row);
}

export async function loadDraft(uid: string, draftKey: string): Promise<PostContent | null> {
  return (await db.postDrafts.get(draftRowId(uid, draftKey)))?.content ?? null;
}
