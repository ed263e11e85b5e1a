// Several outbox entries in one commit, against the emulators and the real rules: each entry of a
// batch is applied exactly once, also when the batch is sent again after a lost answer (1); a
// batch's reads go to the server in one request (1b); a failing neighbour, refused before the
// commit or by the rules, fails alone (2); a conflict inside a batch stops only that entry (3);
// and 20 posts written offline, replayed by the engine in batches with other writes, reach the
// server in the order they were written (4).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/data/model/outbox';
import type { SyncRemote } from '../../src/data/sync/sync-remote';
import { countingRequests } from './support/counting-requests';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  runIds,
  signedInSuite,
  storedPost as storedPostOf,
  type AppModules,
  type MirrorWrites,
  type RemoteApi,
} from './support/signed-in-member';
import {
  deleteDocument,
  listDocuments,
  patchDocument,
  readDocument,
  writeDocument,
} from './support/emulator-rest';

const PASSWORD = 'Batches!2345';
let app: AppModules;
let remote: RemoteApi;
let mirror: MirrorWrites;
let uid: string;
let other: string;
const { run, nextId } = runIds();
const storedPost = (owner: string, extra: Record<string, unknown> = {}) =>
  storedPostOf(owner, 'batch', extra);

signedInSuite(
  'batches',
  PASSWORD,
  run,
  (signedIn) => ({ app, remote, mirror, uid, other } = signedIn),
);

const me = () => ({ uid, displayName: 'batches', photoURL: '' });

/** Someone else's post, on the server and on the device. */
async function othersPost(): Promise<string> {
  const postId = nextId('post');
  await writeDocument(`posts/${postId}`, storedPost(other));
  const found = await (await import('../../src/data/remote/rest-reads')).restPost(postId);
  if (!found) throw new Error(`${postId} is not on the server`);
  await mirror.mirrorPosts([found]);
  return postId;
}

const outbox = (): Promise<OutboxEntry[]> => app.db.outbox.orderBy(':id').toArray();
const send = (entries: OutboxEntry[]) =>
  remote.applyMutations(entries, new AbortController().signal);
const outcomes = (answers: PromiseSettledResult<unknown>[]) =>
  answers.map((answer) =>
    answer.status === 'fulfilled'
      ? (answer.value as { kind: string }).kind
      : `error ${(answer.reason as { code?: string }).code}`,
  );

describe('1. exactly once per entry within a batch', () => {
  it('to-dos, likes and bookmarks of different posts in one batch, sent twice, apply once', async () => {
    const posts = [await othersPost(), await othersPost(), await othersPost()];
    for (let i = 0; i < 12; i++) await app.todos.addTodo(uid, `batched ${i}`);
    await app.reactions.likePost(uid, posts[0]!);
    await app.reactions.addBookmark(uid, posts[1]!);
    await app.reactions.likePost(uid, posts[2]!);
    const entries = await outbox();
    expect(new Set(entries.map((entry) => entry.lane)).size).toBe(entries.length);

    expect(outcomes(await send(entries))).toEqual(entries.map(() => 'applied'));
    // The answer was lost: the same batch again is recognised entry by entry.
    expect(outcomes(await send(entries))).toEqual(entries.map(() => 'already-applied'));

    const todos = await listDocuments(`users/${uid}/todos`);
    const keys = entries.filter((entry) => entry.op === 'todo.create').map((entry) => entry.key);
    expect(todos.map((todo) => todo.data.mutationId).sort()).toEqual(
      expect.arrayContaining([...keys].sort()),
    );
    for (const key of keys)
      expect(todos.filter((todo) => todo.data.mutationId === key)).toHaveLength(1);
    expect(await readDocument(`posts/${posts[0]}`)).toMatchObject({ likeCount: 1 });
    expect(await readDocument(`posts/${posts[1]}`)).toMatchObject({ bookmarkCount: 1 });
    expect(await readDocument(`posts/${posts[2]}`)).toMatchObject({ likeCount: 1 });
    expect(await readDocument(`users/${uid}/bookmarks/${posts[1]}`)).not.toBeNull();
  });
});

describe('1b. a batch reads its documents together', () => {
  it('30 to-dos in one commit are read in one request, and each still applies once', async () => {
    for (let i = 0; i < 30; i++) await app.todos.addTodo(uid, `read together ${i}`);
    const entries = await outbox();

    const first = await countingRequests('batchGet', () => send(entries));
    expect(outcomes(first.result)).toEqual(entries.map(() => 'applied'));
    // One read of all 30 (one per entry before: 30).
    expect(first.sent).toBe(1);
    const again = await countingRequests('batchGet', () => send(entries));
    expect(outcomes(again.result)).toEqual(entries.map(() => 'already-applied'));
    expect(again.sent).toBe(1);
  });
});

describe('2. a failing neighbour fails alone', () => {
  it('a comment on a deleted post is refused before the commit; the rest commits', async () => {
    const doomed = await othersPost();
    await app.comments.addComment(me(), doomed, 'too late');
    await app.todos.addTodo(uid, 'fine 1');
    await app.todos.addTodo(uid, 'fine 2');
    await deleteDocument(`posts/${doomed}`);
    const entries = await outbox();

    expect(outcomes(await send(entries))).toEqual(['error post-deleted', 'applied', 'applied']);
    expect(await listDocuments(`posts/${doomed}/comments`)).toEqual([]);
  });

  it('a write the rules refuse fails alone: its neighbours are sent one by one', async () => {
    // A deleted post's id is never used again: the rules refuse a create under it.
    const reused = await app.posts.createPost(me(), {
      title: 'reused id',
      category: 'qna',
      tags: ['batch'],
      content: 'body',
    });
    await writeDocument(`deletedPosts/${reused}`, {
      uid,
      deletedBy: uid,
      deletedAt: new Date(),
    });
    const liked = await othersPost();
    await app.reactions.likePost(uid, liked);
    await app.todos.addTodo(uid, 'fine');
    const entries = await outbox();

    expect(outcomes(await send(entries))).toEqual([
      'error permission-denied',
      'applied',
      'applied',
    ]);
    expect(await readDocument(`posts/${reused}`)).toBeNull();
    expect(await readDocument(`posts/${liked}`)).toMatchObject({ likeCount: 1 });
  });
});

describe('3. a conflict inside a batch', () => {
  it('an edit made on an old version answers conflict; its neighbours commit', async () => {
    const postId = await app.posts.createPost(me(), {
      title: 'v1',
      category: 'qna',
      tags: ['batch'],
      content: 'body',
    });
    expect(outcomes(await send(await outbox()))).toEqual(['applied']);
    await app.db.outbox.clear();
    await patchDocument(`posts/${postId}`, { title: 'edited elsewhere', version: 2 });
    await app.posts.editPost(uid, postId, {
      title: 'mine',
      category: 'qna',
      tags: ['batch'],
      content: 'body',
    });
    await app.todos.addTodo(uid, 'beside the conflict');
    const entries = await outbox();

    const answers = await send(entries);
    expect(outcomes(answers)).toEqual(['conflict', 'applied']);
    expect(answers[0]).toMatchObject({
      value: { serverVersion: 2, server: { title: 'edited elsewhere' } },
    });
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      title: 'edited elsewhere',
      version: 2,
    });
  });
});

describe('4. creations in the order written', () => {
  it('20 posts written offline reach the server in that order, beside batched to-dos', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        await app.posts.createPost(me(), {
          title: `in order ${i}`,
          category: 'qna',
          tags: ['order'],
          content: `body ${i}`,
        }),
      );
      await app.todos.addTodo(uid, `beside ${i}`);
    }
    const batches: number[] = [];
    const counted: SyncRemote = {
      ...app.firebaseSyncRemote,
      applyMutations(entries, signal) {
        batches.push(entries.length);
        return app.firebaseSyncRemote.applyMutations!(entries, signal);
      },
    };
    // Twenty posts are four windows of the member's budget: they pass as time would.
    await replayUntilDrained(app, uid, { remote: counted, timeout: 50_000, passBudget: true });
    expect(await app.db.outbox.count()).toBe(0);
    expect(Math.max(...batches)).toBeGreaterThan(1);
    const docs = await Promise.all(ids.map((id) => readDocument(`posts/${id}`)));
    const created = docs.map((d) => Date.parse(String(d!.createdAt)));
    expect(new Set(created).size).toBe(created.length);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    // The board's order (newest first by createdAt) is the reverse of the order written.
    const board = [...docs]
      .sort((a, b) => Date.parse(String(b!.createdAt)) - Date.parse(String(a!.createdAt)))
      .map((d) => d!.title);
    expect(board).toEqual(ids.map((_, i) => `in order ${i}`).reverse());
  });
});
