// The `reindexPost` trigger: a post written without search tokens, with an older tokenizer's
// (`searchVersion`), or with tokens not its text's gets this tokenizer's
// (src/data/search/search-tokens.mjs, the app's own module). It writes only `searchTokens` and
// `searchVersion`, never the post's `version`: no device keeps the tokens, so the write changes
// nothing a device mirrors or compares, and an edit in flight does not conflict with it.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { searchTokensUpdate } from '../../src/data/search/search-tokens.mjs';

/** gRPC's FAILED_PRECONDITION: the post changed since the event; that change's event follows. */
const FAILED_PRECONDITION = 9;

/**
 * Brings the written post's tokens to this tokenizer, unless they are; written only if the post
 * is still as the event saw it. True when it wrote.
 */
export async function reindexWrittenPost(after: DocumentSnapshot | undefined): Promise<boolean> {
  if (!after?.exists) return false;
  const update = searchTokensUpdate(after.data() ?? {});
  if (!update) return false;
  try {
    await (after.updateTime
      ? after.ref.update(update, { lastUpdateTime: after.updateTime })
      : after.ref.update(update));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return false;
    throw error;
  }
}
