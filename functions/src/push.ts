// The `pushNotification` trigger: a new notification document (users/{uid}/notifications/{id})
// goes to the member's devices that take Web Push (users/{uid}/pushTokens/{token}, stored by
// src/data/remote/web-push.ts) through Firebase Cloud Messaging; tokens it no longer knows are
// removed. Cloud Messaging has no emulator: this runs on a project only (docs/server.md).
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';

/** The notification's fields a push carries, as the member's worker reads them (sw/replay.ts). */
const FIELDS = ['kind', 'actor', 'actorName', 'postId', 'postTitle', 'commentId'] as const;

/** Cloud Messaging's answers for a token that will never take a message again. */
const GONE = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/** The data message for a member's notification: string fields only, as Cloud Messaging takes. */
export function pushMessageOf(
  uid: string,
  id: string,
  notice: Record<string, unknown>,
): { data: Record<string, string> } {
  const data: Record<string, string> = { uid, id };
  for (const field of FIELDS) if (typeof notice[field] === 'string') data[field] = notice[field];
  return { data };
}

/** Sends the notification to the member's devices; removes the tokens that are gone. */
export async function pushNotice(
  uid: string,
  id: string,
  notice: Record<string, unknown>,
): Promise<void> {
  const db = getFirestore();
  const tokens = (await db.collection(`users/${uid}/pushTokens`).get()).docs.map((doc) => doc.id);
  if (tokens.length === 0) return;
  const sent = await getMessaging().sendEachForMulticast({
    tokens,
    ...pushMessageOf(uid, id, notice),
  });
  await Promise.all(
    sent.responses.map((answer, i) =>
      answer.error && GONE.has(answer.error.code)
        ? db.doc(`users/${uid}/pushTokens/${tokens[i]}`).delete()
        : null,
    ),
  );
}
