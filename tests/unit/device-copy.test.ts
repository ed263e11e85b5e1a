// On a first visit the screens hold back their reads of the device until they have painted; once
// anything else has opened the device's database, they read it at once, whether or not a screen
// said it had painted. fake-indexeddb stands in for IndexedDB.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_NAME } from '../../src/data/local/database-name';
import {
  deviceMayOpen,
  probeDeviceCopy,
  whenDeviceMayOpen,
} from '../../src/data/local/device-copy';

describe('the device gate on a first visit', () => {
  it('opens when the database has been opened by anything, with no screen painted', async () => {
    probeDeviceCopy();
    // The probe answers from the browser: no database yet, so a first visit.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deviceMayOpen()).toBe(false);
    let released = false;
    const waiting = whenDeviceMayOpen().then(() => (released = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(released).toBe(false);

    const { db } = await import('../../src/data/local/database');
    await db.open();
    await waiting;
    expect(released).toBe(true);
    expect(deviceMayOpen()).toBe(true);
    db.close();
  });
});

describe('the device gate before the browser has said whether this is a first visit', () => {
  /** A fresh copy of the gate, whose probe answers when the test says. */
  async function gateAnswering(names: string[]) {
    vi.resetModules();
    let answer!: () => void;
    const listed = new Promise<IDBDatabaseInfo[]>(
      (resolve) => (answer = () => resolve(names.map((name) => ({ name, version: 1 })))),
    );
    vi.spyOn(indexedDB, 'databases').mockReturnValue(listed);
    const gate = await import('../../src/data/local/device-copy');
    gate.probeDeviceCopy();
    return {
      gate,
      answer: async () => {
        answer();
        await gate.deviceProbed();
      },
    };
  }

  afterEach(() => vi.restoreAllMocks());

  it('on a first visit, stays closed when asked before the answer, until the first rows paint', async () => {
    const { gate, answer } = await gateAnswering([]);
    // Asked before the answer: not yet (it used to say "may hold a copy" here, for good).
    expect(gate.deviceMayOpen()).toBe(false);
    let released = false;
    void gate.whenDeviceMayOpen().then(() => (released = true));
    await answer();
    expect(gate.deviceMayOpen()).toBe(false);
    expect(gate.deviceWasEmpty()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(released).toBe(false);
  });

  it('with a copy on the device, opens once the browser answers, and says so to who waits', async () => {
    const { gate, answer } = await gateAnswering([DATABASE_NAME]);
    expect(gate.deviceMayOpen()).toBe(false);
    let released = false;
    void gate.whenDeviceMayOpen().then(() => (released = true));
    await answer();
    await Promise.resolve();
    expect(released).toBe(true);
    expect(gate.deviceMayOpen()).toBe(true);
    expect(gate.deviceWasEmpty()).toBe(false);
  });
});
