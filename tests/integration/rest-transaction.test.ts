// The replay's transactions over Firestore's REST API (src/data/remote/rest-transaction.ts),
// against the emulator and the real rules, as a signed-in member: what a set, a merge and an
// update write (the server's time, increments, a timestamp); a commit refused because something
// read changed since (written, read only, or read as missing) runs the attempt again with fresh
// reads; a document peeked is no precondition; reads asked for together go in one request; a
// write the rules refuse fails with the SDKs' code; a request that never answers is given up.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../src/data/sync/failure-classification';
import { runIds, signedInSuite } from './support/signed-in-member';
import { countingRequests } from './support/counting-requests';
import { patchDocument, readDocument, writeDocument } from './support/emulator-rest';

type Rest = typeof import('../../src/data/remote/rest-transaction');

const PASSWORD = 'Transact!2345';
let uid: string;
let rest: Rest;
const { run, nextId } = runIds();

signedInSuite('transaction', PASSWORD, run, (signedIn) => {
  uid = signedIn.uid;
});

const todo = () => `users/${uid}/todos/${nextId('todo')}`;
const loadRest = async () => (rest ??= await import('../../src/data/remote/rest-transaction'));

describe('writes', () => {
  it('a set, a merge and an update write what they say, transforms on the server', async () => {
    const { runRestTransaction, serverTime, increment, timestamp } = await loadRest();
    const path = todo();
    const written = Date.parse('2026-05-01T10:00:00.123Z');
    const before = Date.now();
    await runRestTransaction(async (tx) => {
      expect((await tx.get(path)).exists).toBe(false);
      tx.set(path, {
        text: 'first',
        done: false,
        order: 1.5,
        createdAt: serverTime(),
        updatedAt: timestamp(written),
        version: increment(1),
      });
    });
    const created = await readDocument(path);
    expect(created).toMatchObject({
      text: 'first',
      done: false,
      order: 1.5,
      version: 1,
      updatedAt: '2026-05-01T10:00:00.123Z',
    });
    expect(Date.parse(String(created?.createdAt))).toBeGreaterThanOrEqual(before - 5_000);

    await runRestTransaction(async (tx) => {
      const read = await tx.get(path);
      expect(read.data).toMatchObject({ text: 'first', version: 1 });
      // A timestamp read is written back as it was read.
      tx.merge(path, { done: true, updatedAt: read.data?.createdAt });
    });
    const merged = await readDocument(path);
    expect(merged).toMatchObject({ text: 'first', done: true, version: 1 });
    expect(merged?.updatedAt).toBe(created?.createdAt);

    await runRestTransaction(async (tx) => {
      await tx.get(path);
      tx.update(path, { text: 'second', version: increment(2) });
    });
    expect(await readDocument(path)).toMatchObject({ text: 'second', done: true, version: 3 });
  });

  it('the rules refuse a field they do not allow, with the SDKs\u2019 code', async () => {
    const { runRestTransaction } = await loadRest();
    const path = todo();
    await expect(
      runRestTransaction(async (tx) => {
        await tx.get(path);
        tx.set(path, { text: 'x', done: false, order: 1, sneaky: true });
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readDocument(path)).toBeNull();
  });

  it('an update of a document read as missing writes nothing', async () => {
    const { runRestTransaction } = await loadRest();
    const path = todo();
    await expect(
      runRestTransaction(async (tx) => {
        await tx.get(path);
        tx.update(path, { done: true });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await readDocument(path)).toBeNull();
  });
});

describe('a commit refused because something read changed', () => {
  const stored = { text: 'stored', done: false, order: 1 };

  it('a document read and written: the attempt runs again on a fresh read', async () => {
    const { runRestTransaction, increment } = await loadRest();
    const path = todo();
    await writeDocument(path, { ...stored, version: 1 });
    let attempts = 0;
    const seen = await runRestTransaction(async (tx) => {
      attempts += 1;
      const read = await tx.get(path);
      if (attempts === 1) await patchDocument(path, { text: 'changed meanwhile' });
      tx.update(path, { version: increment(1) });
      return read.data?.text;
    });
    expect(attempts).toBe(2);
    expect(seen).toBe('changed meanwhile');
    expect(await readDocument(path)).toMatchObject({ text: 'changed meanwhile', version: 2 });
  });

  it('a document read and not written (verified): the attempt runs again', async () => {
    const { runRestTransaction } = await loadRest();
    const [read, written] = [todo(), todo()];
    await writeDocument(read, stored);
    let attempts = 0;
    await runRestTransaction(async (tx) => {
      attempts += 1;
      const { data } = await tx.get(read);
      if (attempts === 1) await patchDocument(read, { done: true });
      tx.set(written, { ...stored, done: data?.done === true });
    });
    expect(attempts).toBe(2);
    expect(await readDocument(written)).toMatchObject({ done: true });
  });

  it('a document read as missing and created meanwhile: the attempt runs again', async () => {
    const { runRestTransaction } = await loadRest();
    const path = todo();
    let attempts = 0;
    const existed = await runRestTransaction(async (tx) => {
      attempts += 1;
      const { exists } = await tx.get(path);
      if (attempts === 1) await writeDocument(path, { ...stored, text: 'someone else' });
      if (!exists) tx.set(path, { ...stored, text: 'mine' });
      return exists;
    });
    expect([attempts, existed]).toEqual([2, true]);
    expect(await readDocument(path)).toMatchObject({ text: 'someone else' });
  });

  it('a document peeked is no precondition: its change does not refuse the commit', async () => {
    const { runRestTransaction } = await loadRest();
    const [peeked, written] = [todo(), todo()];
    await writeDocument(peeked, stored);
    let attempts = 0;
    await runRestTransaction(async (tx) => {
      attempts += 1;
      await tx.peek(peeked);
      await patchDocument(peeked, { done: true });
      tx.set(written, stored);
    });
    expect(attempts).toBe(1);
    expect(await readDocument(written)).toMatchObject(stored);
  });
});

describe('reads', () => {
  it('reads asked for in the same moment go in one request, a document once', async () => {
    const { runRestTransaction } = await loadRest();
    const paths = [todo(), todo(), todo()];
    await writeDocument(paths[0]!, { text: 'there', done: false, order: 1 });
    const { result, sent } = await countingRequests('batchGet', () =>
      runRestTransaction(async (tx) => {
        const found = await Promise.all([...paths, paths[0]!].map((path) => tx.get(path)));
        await tx.peek(paths[1]!); // asked for already: no new request
        return found.map(({ id, exists, data }) => [id, exists, data?.text]);
      }),
    );
    expect(sent).toBe(1);
    expect(result).toEqual([
      [paths[0]!.split('/').pop(), true, 'there'],
      [paths[1]!.split('/').pop(), false, undefined],
      [paths[2]!.split('/').pop(), false, undefined],
      [paths[0]!.split('/').pop(), true, 'there'],
    ]);
  });

  it('an attempt that writes nothing and read nothing sends no commit', async () => {
    const { runRestTransaction } = await loadRest();
    const { sent } = await countingRequests('commit', () =>
      runRestTransaction(() => Promise.resolve(1)),
    );
    expect(sent).toBe(0);
  });
});

describe('a request that goes unanswered', () => {
  it('is given up at its deadline, as a timeout the replay tries again, and writes nothing', async () => {
    const { runRestTransaction } = await loadRest();
    const path = todo();
    // The network takes the read and never answers (until the request is given up).
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes(':batchGet')) return original(input, init);
      return new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    };
    const started = Date.now();
    let failure: unknown;
    try {
      const { sent } = await countingRequests('commit', () =>
        runRestTransaction(
          async (tx) => {
            await tx.get(path);
            tx.set(path, { text: 'never sent', done: false, order: 1 });
          },
          undefined,
          300,
        ).catch((error: unknown) => {
          failure = error;
        }),
      );
      expect(sent).toBe(0);
    } finally {
      globalThis.fetch = original;
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(classifyFailure(failure)).toMatchObject({
      kind: 'transient',
      code: 'deadline-exceeded',
    });
    expect(await readDocument(path)).toBeNull();
  });
});
