import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { pushMessageOf } from '../../functions/src/push';
import { pushedNotification } from '../../src/data/sync/notification-telling';

// The server's push (functions/src/push.ts) cannot run offline (Cloud Messaging has no
// emulator): its message is checked against the member's worker's reader instead.
describe("the server's push message", () => {
  const notice = {
    kind: 'reply',
    actor: 'bob',
    actorName: 'Bob',
    postId: 'p1',
    postTitle: 'Cranes',
    commentId: 'c2',
    createdAt: new Date(),
    read: false,
  };

  it('carries the notification as the worker reads it', () => {
    const message = pushMessageOf('alice', 'n1', notice);
    expect(Object.values(message.data).every((value) => typeof value === 'string')).toBe(true);
    expect(pushedNotification(message)).toMatchObject({
      id: 'n1',
      uid: 'alice',
      kind: 'reply',
      actor: 'bob',
      actorName: 'Bob',
      postId: 'p1',
      postTitle: 'Cranes',
      commentId: 'c2',
    });
  });

  it('leaves out what is not a string, and a like has no comment', () => {
    const like = { ...notice, kind: 'like', commentId: undefined, postTitle: 7 };
    const message = pushMessageOf('alice', 'n2', like);
    expect(message.data).toEqual({
      uid: 'alice',
      id: 'n2',
      kind: 'like',
      actor: 'bob',
      actorName: 'Bob',
      postId: 'p1',
    });
    expect(pushedNotification(message)).not.toHaveProperty('commentId');
  });
});
