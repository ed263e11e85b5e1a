// What the replay's transactions write (src/data/remote/rest-writes.ts), as Firestore's REST API
// takes it: typed values, and a set, a merge and an update with the server's time and increments
// taken out as field transforms. The emulator's integration test (rest-transaction.test.ts) holds
// the same writes to what the server stores.
import { describe, expect, it } from 'vitest';
import { RestTimestamp } from '../../src/data/remote/rest-reads';
import {
  encodeValue,
  increment,
  mergeWrite,
  serverTime,
  setWrite,
  timestamp,
  updateWrite,
} from '../../src/data/remote/rest-writes';

const NAME = 'projects/p/databases/(default)/documents/posts/a';

describe('values', () => {
  it('writes each type as the API names it', () => {
    expect(encodeValue(null)).toEqual({ nullValue: null });
    expect(encodeValue(true)).toEqual({ booleanValue: true });
    expect(encodeValue('글')).toEqual({ stringValue: '글' });
    expect(encodeValue(3)).toEqual({ integerValue: '3' });
    expect(encodeValue(1.5)).toEqual({ doubleValue: 1.5 });
    expect(encodeValue(-0)).toEqual({ doubleValue: -0 });
    expect(encodeValue(2 ** 60)).toEqual({ doubleValue: 2 ** 60 });
    expect(encodeValue(['a', 1])).toEqual({
      arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] },
    });
    expect(encodeValue({ a: { b: false } })).toEqual({
      mapValue: { fields: { a: { mapValue: { fields: { b: { booleanValue: false } } } } } },
    });
  });

  it('writes timestamps exactly: a Date, one read back, one read through an SDK', () => {
    expect(encodeValue(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toEqual({
      timestampValue: '2026-01-02T03:04:05.006Z',
    });
    expect(encodeValue(new RestTimestamp('2026-01-02T03:04:05.123456789Z'))).toEqual({
      timestampValue: '2026-01-02T03:04:05.123456789Z',
    });
    const sdk = { seconds: 1_767_323_045, nanoseconds: 1_000, toDate: () => new Date() };
    expect(encodeValue(sdk)).toEqual({ timestampValue: '2026-01-02T03:04:05.000001000Z' });
    expect(encodeValue(timestamp(Date.UTC(2026, 0, 2)))).toEqual({
      timestampValue: '2026-01-02T00:00:00.000Z',
    });
  });

  it('refuses what it cannot write, as the SDKs do: undefined, a transform inside a list', () => {
    expect(() => encodeValue(undefined)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(() => encodeValue([serverTime()])).toThrow();
    expect(() => setWrite(NAME, { a: undefined })).toThrow();
  });
});

describe('writes', () => {
  it('a set replaces the document, transforms taken out wherever they sit', () => {
    expect(setWrite(NAME, { text: 'x', at: serverTime(), n: { count: increment(2) } })).toEqual({
      update: {
        name: NAME,
        fields: { text: { stringValue: 'x' }, n: { mapValue: { fields: {} } } },
      },
      updateTransforms: [
        { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
        { fieldPath: 'n.count', increment: { integerValue: '2' } },
      ],
    });
  });

  it("a merge masks every value written, a map's own fields and an empty map, not transforms", () => {
    expect(
      mergeWrite(NAME, { comment10m: { start: serverTime(), count: 1 }, counted: 'c', empty: {} }),
    ).toEqual({
      update: {
        name: NAME,
        fields: {
          comment10m: { mapValue: { fields: { count: { integerValue: '1' } } } },
          counted: { stringValue: 'c' },
          empty: { mapValue: { fields: {} } },
        },
      },
      updateMask: { fieldPaths: ['comment10m.count', 'counted', 'empty'] },
      updateTransforms: [{ fieldPath: 'comment10m.start', setToServerValue: 'REQUEST_TIME' }],
    });
  });

  it('an update writes by dotted path, a map value whole, names quoted where they must be', () => {
    expect(
      updateWrite(NAME, {
        'comment10m.count': increment(1),
        hidden: { by: 'u1', at: serverTime() },
        'replies.9z': 1,
        'odd.a-b`c': true,
      }),
    ).toEqual({
      update: {
        name: NAME,
        fields: {
          hidden: { mapValue: { fields: { by: { stringValue: 'u1' } } } },
          replies: { mapValue: { fields: { '9z': { integerValue: '1' } } } },
          odd: { mapValue: { fields: { 'a-b`c': { booleanValue: true } } } },
        },
      },
      updateMask: { fieldPaths: ['hidden', 'replies.`9z`', 'odd.`a-b\\`c`'] },
      updateTransforms: [
        { fieldPath: 'comment10m.count', increment: { integerValue: '1' } },
        { fieldPath: 'hidden.at', setToServerValue: 'REQUEST_TIME' },
      ],
    });
  });
});
