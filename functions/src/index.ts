// The optional server (docs/server.md): the app works fully without it. Cloud Functions for
// Firebase, second generation.
import { initializeApp } from 'firebase-admin/app';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { answerPostPage } from './post-page';
import { pushNotice } from './push';
import { reindexWrittenPost } from './reindex-post';

initializeApp();

/** A post's page with its link-preview tags and its data (Hosting rewrites `/posts/*` here). */
export const postPage = onRequest({ concurrency: 80 }, answerPostPage);

/**
 * A post's search tokens, brought to the app's tokenizer when written without them or older.
 * Retried when it fails (a transaction's contention, a cold start's timeout): it decides again on
 * the post as it is, so a second run writes nothing twice.
 */
export const reindexPost = onDocumentWritten(
  { document: 'posts/{postId}', retry: true },
  async (event) => {
    await reindexWrittenPost(event.data?.after);
  },
);

/** A new notification, pushed to the member's devices through Cloud Messaging. */
export const pushNotification = onDocumentCreated(
  'users/{uid}/notifications/{id}',
  async (event) => {
    const notice = event.data?.data();
    if (notice) await pushNotice(event.params.uid, event.params.id, notice);
  },
);
