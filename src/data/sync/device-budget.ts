import { db } from '../local/database';

// How many posts the device keeps for reading offline beyond those always kept (mirror-keep.ts):
// the member's choice on /sync, kept on the device in `meta`. The choices and their size are
// written here once, for the keep policy and the page alike.

/** The budgets a member may choose, smallest (the default) first. */
export const DEVICE_BUDGETS = [1_500, 10_000, 100_000] as const;

export type DeviceBudget = (typeof DEVICE_BUDGETS)[number];

export const DEFAULT_DEVICE_BUDGET: DeviceBudget = DEVICE_BUDGETS[0];

/**
 * The space 1,000 posts take on the device, with their indexes and a share of their comments: the
 * figure the page multiplies to say what a budget takes.
 */
export const BYTES_PER_1000_POSTS = 2_500_000;

/** The space a budget's posts take on the device, in bytes. */
export function budgetBytes(budget: number): number {
  return (budget / 1_000) * BYTES_PER_1000_POSTS;
}

const BUDGET_KEY = 'mirror:budget';

function isDeviceBudget(value: unknown): value is DeviceBudget {
  return (DEVICE_BUDGETS as readonly unknown[]).includes(value);
}

/** The budget the member chose on this device, or the default. */
export async function readDeviceBudget(): Promise<DeviceBudget> {
  const value = (await db.meta.get(BUDGET_KEY))?.value;
  return isDeviceBudget(value) ? value : DEFAULT_DEVICE_BUDGET;
}

/** Keeps the member's choice on this device. */
export async function writeDeviceBudget(budget: DeviceBudget): Promise<void> {
  await db.meta.put({ key: BUDGET_KEY, value: budget });
}
