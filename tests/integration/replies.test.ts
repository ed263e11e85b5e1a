// Replies through the outbox, against the emulators (issue 37, part 1): written offline, they
// replay exactly once when acknowledgements are lost, in the post's lane after their parent, and
// move the post's commentCount and the parent's replyCount by exactly one each; a reply whose
// comment was deleted meanwhile stops in `failed` with its own message, its text kept.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../src/data/model/comment';
import type { SyncRemote } from '../../src/data/sync/sync-remote';
import { withFaults } from './support/faulty-remote';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  runIds,
  signedInSuite,
  storedPost,
  type AppModules,
  type MirrorWrites,
} from './support/signed-in-member';
import {
  deleteDocument,
  listDocuments,
  patchDocument,
  readDocument,
  writeDocument,
} from './support/emulator-rest';

const PASSWORD = 'Replies!2345';
let app: AppModules;
let mirror: MirrorWrites;
let uid: string;
let other: string;
const { run, nextId } = runIds();

signedInSuite('replies', PASSWORD, run, (signedIn) => ({ app, mirror, uid, other } = signedIn));

const me = () => ({ uid, displayName: 'replies', photoURL: '' });

/** Replays through `remote` until nothing is left to send now. */
const replay = (remote?: SyncRemote) => replayUntilDrained(app, uid, remote ? { remote } : {});

/**
 * A post of another member's with their comment `commentId`, on the server and on the device
 * (as opening the post mirrors them).
 */
async function postWithComment(postId: string, commentId: string): Promise<void> {
  const comment = {
    text: 'a question',
    uid: other,
    author: { displayName: 'other', photoURL: '' },
    createdAt: new Date(),
  };
  await writeDocument(`posts/${postId}`, storedPost(other, 'replies', { commentCount: 1 }));
  await writeDocument(`posts/${postId}/comments/${commentId}`, comment);
  const found = await (await import('../../src/data/remote/rest-reads')).restPost(postId);
  await mirror.mirrorPosts([found!]);
  const row: Comment = { id: commentId, postId, ...comment, version: 1 };
  await mirror.mirrorCommentPage(postId, [row]);
}

describe('replies through the outbox', () => {
  it('written offline, replay exactly once under lost acknowledgements; the counts stay exact', async () => {
    const postId = nextId('reply');
    await postWithComment(postId, 'c1');

    // Offline: a reply to another's comment; a comment of one's own and a reply to it.
    const toTheirs = await app.comments.addReply(me(), postId, 'c1', 'reply to theirs');
    const mine = await app.comments.addComment(me(), postId, 'my comment');
    const toMine = await app.comments.addReply(me(), postId, mine, 'reply to mine');
    expect((await app.db.outbox.orderBy(':id').toArray()).map((e) => [e.op, e.lane])).toEqual([
      ['comment.reply', `posts/${postId}`],
      ['comment.add', `posts/${postId}`],
      ['comment.reply', `posts/${postId}`],
    ]);
    // The device counts them at once.
    expect(await app.db.posts.get(postId)).toMatchObject({ commentCount: 4 });
    expect(await app.db.comments.get('c1')).toMatchObject({ replyCount: 1 });
    expect(await app.db.comments.get(mine)).toMatchObject({ replyCount: 1 });

    // Every commit reaches the server, and the first three answers are lost on the way back.
    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 3;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    await replay(faulty);
    expect(faulty.counts['drop-ack']).toBe(3);
    expect(await app.db.outbox.count()).toBe(0);

    const comments = await listDocuments(`posts/${postId}/comments`);
    expect(comments.map((c) => [c.id, c.data.parentId ?? null]).sort()).toEqual(
      [
        ['c1', null],
        [mine, null],
        [toMine, mine],
        [toTheirs, 'c1'],
      ].sort(),
    );
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ commentCount: 4 });
    expect(await readDocument(`posts/${postId}/comments/c1`)).toMatchObject({ replyCount: 1 });
    expect(await readDocument(`posts/${postId}/comments/${mine}`)).toMatchObject({
      replyCount: 1,
    });
    expect(await app.db.comments.get(toMine)).toMatchObject({ pending: false, parentId: mine });

    // Deleting a reply moves both counts back, once, also with its answer lost.
    await app.comments.deleteComment(uid, postId, toTheirs);
    drops = 1;
    await replay(faulty);
    expect(await readDocument(`posts/${postId}/comments/${toTheirs}`)).toBeNull();
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ commentCount: 3 });
    expect(await readDocument(`posts/${postId}/comments/c1`)).toMatchObject({ replyCount: 0 });
  });

  it('a reply whose comment was deleted meanwhile ends failed with its message, its text kept', async () => {
    const postId = nextId('orphan');
    await postWithComment(postId, 'c1');
    await app.comments.addReply(me(), postId, 'c1', 'written offline');

    // Meanwhile its author deletes the comment (with the post's count, as the rules demand).
    await deleteDocument(`posts/${postId}/comments/c1`);
    await patchDocument(`posts/${postId}`, { commentCount: 0, lastCommentId: 'c1' });

    await replay();
    const left = await app.db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      op: 'comment.reply',
      status: 'failed',
      summary: 'written offline',
      lastError: { code: 'parent-deleted', messageKey: 'sync.error.parentDeleted' },
    });
    expect(await listDocuments(`posts/${postId}/comments`)).toEqual([]);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ commentCount: 0 });
  });
});
