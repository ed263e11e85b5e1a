import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../src/data/sync/failure-classification';

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
