// On a first visit the screens hold back their reads of the device until they have painted; once
// anything else has opened the device's database, they read it at once, whether or not a screen
// said it had painted. fake-indexeddb stands in for IndexedDB.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
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
