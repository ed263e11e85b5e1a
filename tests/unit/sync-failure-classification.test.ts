import { describe, expect, it } from 'vitest';
import {
  classifyFailure,
  classifyReplayFailure,
  RACE_RETRIES,
} from '../../src/data/sync/failure-classification';

const withCode = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { code, ...extra });

describe('sorting replay failures', () => {
  it.each([
    'unavailable',
    'deadline-exceeded',
    'resource-exhausted',
    'aborted',
    'cancelled',
    'internal',
  ])('retries Firestore %s', (code) =>
    expect(classifyFailure(withCode(code)).kind).toBe('transient'),
  );

  it.each([
    'permission-denied',
    'invalid-argument',
    'failed-precondition',
    'not-found',
    'already-exists',
  ])('stops on Firestore %s', (code) =>
    expect(classifyFailure(withCode(code)).kind).toBe('permanent'),
  );

  it('retries HTTP 5xx, 408 and 429 whatever the code says', () => {
    for (const status of [500, 502, 503, 408, 429]) {
      expect(classifyFailure(withCode('storage/unknown', { status })).kind).toBe('transient');
      expect(classifyFailure({ code: 'weird', httpStatus: status }).kind).toBe('transient');
    }
  });

  it('maps Storage HTTP answers to the spec codes and messages', () => {
    expect(classifyFailure(withCode('storage/unknown', { status: 401 }))).toEqual({
      kind: 'transient',
      code: 'storage/unauthenticated',
      messageKey: 'storage.unauthenticated',
    });
    expect(classifyFailure(withCode('storage/unknown', { status: 402 }))).toMatchObject({
      kind: 'permanent',
      code: 'storage/quota-exceeded',
      messageKey: 'storage.quota-exceeded',
    });
    expect(classifyFailure(withCode('storage/unknown', { status: 403 }))).toMatchObject({
      kind: 'permanent',
      messageKey: 'storage.unauthorized',
    });
    expect(classifyFailure(withCode('storage/unknown', { status: 404 }))).toMatchObject({
      kind: 'permanent',
      messageKey: 'storage.object-not-found',
    });
  });

  it('waits for the next trigger after the Storage retry limit, instead of giving up', () => {
    expect(classifyFailure(withCode('storage/retry-limit-exceeded'))).toEqual({
      kind: 'transient',
      code: 'storage/retry-limit-exceeded',
      messageKey: 'storage.retry-limit-exceeded',
    });
  });

  it('treats a fetch that never connected, and a timed-out attempt, as transient', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'transient',
      code: 'unavailable',
    });
    expect(classifyFailure(new DOMException('late', 'TimeoutError'))).toMatchObject({
      kind: 'transient',
      code: 'deadline-exceeded',
      messageKey: 'sync.error.timeout',
    });
  });

  it('retries what it does not recognise rather than dropping it', () => {
    expect(classifyFailure('boom')).toMatchObject({
      kind: 'transient',
      code: 'unknown',
      messageKey: 'sync.error.unknown',
    });
    expect(classifyFailure(withCode('storage/some-new-code'))).toMatchObject({
      kind: 'permanent',
      messageKey: 'storage.unknown',
    });
  });
});

describe('a lost race is retried, not failed', () => {
  it('retries failed-precondition (a read changed before the commit) for any entry', () => {
    for (const op of ['post.like', 'post.edit', 'todo.update'] as const) {
      expect(classifyReplayFailure({ op }, 0, withCode('failed-precondition'))).toMatchObject({
        kind: 'transient',
        messageKey: 'sync.error.busy',
      });
    }
  });

  it('retries a refusal of a counting write (a rules check saw an older post)', () => {
    for (const op of ['post.like', 'bookmark.add', 'comment.add', 'comment.delete'] as const) {
      expect(classifyReplayFailure({ op }, 1, withCode('permission-denied'))).toMatchObject({
        kind: 'transient',
      });
    }
  });

  it('takes a refusal of anything else as final at once', () => {
    expect(classifyReplayFailure({ op: 'post.create' }, 0, withCode('permission-denied'))).toEqual(
      classifyFailure(withCode('permission-denied')),
    );
  });

  it(`stops after ${RACE_RETRIES} tries, with the server's reason`, () => {
    expect(
      classifyReplayFailure({ op: 'post.like' }, RACE_RETRIES, withCode('permission-denied')),
    ).toMatchObject({ kind: 'permanent', messageKey: 'sync.error.permissionDenied' });
  });

  it('keeps a deleted post as a final reason for a comment', () => {
    expect(classifyReplayFailure({ op: 'comment.add' }, 0, withCode('post-deleted'))).toMatchObject(
      { kind: 'permanent', messageKey: 'sync.error.postDeleted' },
    );
  });

  it('waits for an unverified member to verify', () => {
    expect(classifyReplayFailure({ op: 'post.create' }, 9, withCode('unverified'))).toMatchObject({
      kind: 'transient',
      messageKey: 'sync.error.unverified',
    });
  });
});
