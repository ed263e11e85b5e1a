import { Dexie } from 'dexie';
import { db } from '../../local/database';
import { slotsLeft } from '../../model/image-slots';
import type { PostRow } from '../../model/local-rows';
import type { OutboxEntry } from '../../model/outbox';
import { MENTIONS_MAX } from '../../model/mention';
import { mentionsIn } from '../../model/mention-writing';
import { isPinned, type Author, type PostContent } from '../../model/post';
import { imagePath } from '../entry-paths';
import { newDocId } from '../ids';
import { localImageIds, replaceLocalImages } from '../local-images';
import { LocalWriteError, localWrite, postWrite } from '../local-write';
import { enqueue } from '../outbox';
import { draftRowId } from './post-drafts';
import { cleanPostContent, validatePost } from './post-validation';

export interface PostAuthor extends Author {
  uid: string;
}

function checked(content: PostContent): PostContent {
  const clean = cleanPostContent(content);
  const errors = Object.values(validatePost(clean));
  if (errors[0]) throw new LocalWriteError(errors[0]);
  return clean;
}

/** An admin acts on what others wrote; firestore.rules check the role again on the server. */
export interface Moderation {
  asAdmin?: boolean;
}

async function postOnDevice(postId: string): Promise<PostRow> {
  const row = await db.posts.get(postId);
  if (!row) throw new LocalWriteError('posts.error.missing');
  return row;
}

async function ownPost(uid: string, postId: string, { asAdmin = false }: Moderation = {}) {
  const row = await postOnDevice(postId);
  if (row.uid !== uid && !asAdmin) throw new LocalWriteError('posts.error.notOwner');
  return row;
}

/** Upload entries the post's images wait for: the post replays only after they are stored. */
async function uploadsFor(uid: string, markdown: string): Promise<string[]> {
  const ids: string[] = [];
  for (const imageId of localImageIds(markdown)) {
    const entries = await db.outbox.where('target').equals(imagePath(uid, imageId)).primaryKeys();
    ids.push(...entries);
  }
  return ids;
}

/** The markdown with the local references of uploads done replaced by their URLs. */
async function withUploadUrls(markdown: string): Promise<string> {
  const urls = new Map<string, string>();
  for (const upload of await db.uploads.bulkGet(localImageIds(markdown)))
    if (upload?.downloadURL) urls.set(upload.id, upload.downloadURL);
  return replaceLocalImages(markdown, urls);
}

/**
 * Queues the freeing of the member's image slots that `before` showed and `after` does not, each
 * sent once the post's entry (`after`'s commit) is acknowledged (ops/image-free.ts). Only the
 * author's own slots: an admin's edit or delete leaves them to the author's next session, which
 * finds them unused (../../remote/orphan-uploads.ts).
 */
async function freeSlotsLeft(
  uid: string,
  row: PostRow,
  after: string,
  postEntry: OutboxEntry,
): Promise<void> {
  if (row.uid !== uid) return;
  const left = slotsLeft(await withUploadUrls(row.content), await withUploadUrls(after), uid);
  for (const { slot, token } of left)
    await enqueue(
      uid,
      { op: 'image.free', slot, payload: { postId: row.id, token } },
      { summary: row.title, dependsOn: [postEntry.id] },
    );
}

/**
 * The member's post created just before, while it still waits in the outbox: a new post replays
 * after it, so the server dates (createdAt is the server's clock) keep the order they were
 * written in, even after a long time offline.
 */
async function previousPostCreate(uid: string): Promise<string[]> {
  const entries = await db.outbox
    .where('[uid+status]')
    .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
    .toArray();
  const last = entries
    .filter((entry) => entry.op === 'post.create')
    .reduce<string | null>((max, entry) => (max === null || entry.id > max ? entry.id : max), null);
  return last ? [last] : [];
}

/**
 * Creates a post (version 1) with a client-made id; returns the id. The `@[uid]` tokens of its
 * text mention those members (at most MENTIONS_MAX), who are notified with it.
 */
export async function createPost(
  author: PostAuthor,
  content: PostContent,
  { draftKey }: { draftKey?: string } = {},
): Promise<string> {
  const clean = checked(content);
  const { uid, displayName, photoURL } = author;
  const mentions = mentionsIn(clean.content, uid);
  if (mentions.length > MENTIONS_MAX) throw new LocalWriteError('posts.mention.error.postTooMany');
  const postId = newDocId();
  const payload = {
    ...clean,
    author: { displayName, photoURL },
    ...(mentions.length > 0 ? { mentions } : {}),
  };
  await localWrite([db.posts, db.postDrafts, db.outbox], async () => {
    await enqueue(
      uid,
      { op: 'post.create', postId, payload },
      {
        summary: clean.title,
        dependsOn: [...(await uploadsFor(uid, clean.content)), ...(await previousPostCreate(uid))],
      },
    );
    if (draftKey) await db.postDrafts.delete(draftRowId(uid, draftKey));
  });
  return postId;
}

/**
 * Edits the member's own post (or, `asAdmin`, anyone's). The entry carries the version the edit was made against; the
 * server applies it only if it still holds that version, and reports a conflict otherwise. The
 * members it mentions stay those it was written with: a token added now notifies nobody.
 */
export async function editPost(
  uid: string,
  postId: string,
  content: PostContent,
  { draftKey, ...moderation }: { draftKey?: string } & Moderation = {},
): Promise<void> {
  const clean = checked(content);
  await postWrite(postId, [db.posts, db.postDrafts, db.outbox, db.uploads], async () => {
    const row = await ownPost(uid, postId, moderation);
    const edit = await enqueue(
      uid,
      { op: 'post.edit', postId, payload: clean },
      {
        summary: clean.title,
        baseVersion: row.version,
        dependsOn: await uploadsFor(uid, clean.content),
      },
    );
    await freeSlotsLeft(uid, row, clean.content, edit);
    if (draftKey) await db.postDrafts.delete(draftRowId(uid, draftKey));
  });
}

/** Deletes the member's own post, or (`asAdmin`) anyone's; the author's image slots are freed. */
export async function deletePost(
  uid: string,
  postId: string,
  moderation: Moderation = {},
): Promise<void> {
  await postWrite(postId, [db.posts, db.outbox, db.uploads], async () => {
    const row = await ownPost(uid, postId, moderation);
    const deletion = await enqueue(
      uid,
      { op: 'post.delete', postId, payload: {} },
      { summary: row.title, baseVersion: row.version },
    );
    await freeSlotsLeft(uid, row, '', deletion);
  });
}

/** An admin pins a notice to the top of the board, or unpins it. */
export async function pinPost(uid: string, postId: string, pinned: boolean): Promise<void> {
  await postWrite(postId, [db.posts, db.outbox], async () => {
    const row = await postOnDevice(postId);
    if (pinned && row.category !== 'notice') throw new LocalWriteError('admin.error.pinNotice');
    if (isPinned(row) === pinned) return;
    await enqueue(uid, { op: 'post.pin', postId, payload: { pinned } }, { summary: row.title });
  });
}
