import type { DocumentData } from 'firebase/firestore/lite';
import { NOTIFICATION_KINDS, type Notification } from '../model/notification';
import { dateField, textField } from './firestore-fields';

// A member's notification as the app's type, from either Firestore SDK (the listener, or the
// member's worker's periodic refresh). Apart from document-converters.ts, which a visitor's
// first script uses: nothing of notifications is on a first visit's way.

/** Reads a `users/{uid}/notifications/{id}` document, tolerating missing fields. */
export function notificationFromFirestore(
  uid: string,
  id: string,
  data: DocumentData,
): Notification {
  const kind = NOTIFICATION_KINDS.find((k) => k === data.kind) ?? 'comment';
  return {
    id,
    uid,
    kind,
    actor: textField(data.actor),
    actorName: textField(data.actorName),
    postId: textField(data.postId),
    postTitle: textField(data.postTitle),
    ...(typeof data.commentId === 'string' && data.commentId !== ''
      ? { commentId: data.commentId }
      : {}),
    createdAt: dateField(data.createdAt),
    read: data.read === true,
  };
}
