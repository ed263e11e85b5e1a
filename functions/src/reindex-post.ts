// The `reindexPost` trigger: a post written without search tokens, with an older tokenizer's
// (`searchVersion`), or with tokens not its text's gets this tokenizer's
// (src/data/search/search-tokens.mjs, the app's own module). It writes only `searchTokens` and
// `searchVersion`, never the post's `version`: no device keeps the tokens, so the write changes
// nothing a device mirrors or compares, and an edit in flight does not conflict with it.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { searchTokensUpdate } from '../../src/data/search/search-tokens.mjs';

/**
 * Brings the written post's tokens to this tokenizer, unless they are: decided on the event's
 * data, then again on the post as it is, in a transaction (an edit since then has its own event,
 * and the write never puts older text's tokens over newer). True when it wrote.
 */
export async function reindexWrittenPost(after: DocumentSnapshot | undefined): Promise<boolean> {
  if (!after?.exists || !searchTokensUpdate(after.data() ?? {})) return false;
  return after.ref.firestore.runTransaction(async (transaction) => {
    const post = await transaction.get(after.ref);
    const update = post.exists ? searchTokensUpdate(post.data() ?? {}) : null;
    if (update) transaction.update(after.ref, update);
    return update !== null;
  });
}
