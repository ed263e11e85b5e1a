import { openDB, type DBSchema } from 'idb';

/**
 * What another app shared into this one (the manifest's Web Share Target): the service worker
 * keeps it here on the device, without the network, and the write dialog turns it into a draft.
 * A small database of its own, so the service worker needs neither Dexie nor the app's schema.
 */
export interface SharedItem {
  title: string;
  text: string;
  url: string;
  files: File[];
  sharedAt: number;
}

/** Where the share target's POST goes (the manifest's `share_target.action`). */
export const SHARE_TARGET_PATH = '/share-target';
/** Where the service worker sends the member after a share: the board's write dialog. */
export const SHARE_LANDING = '/board?write=1&shared=1';

interface ShareInbox extends DBSchema {
  shared: { key: 'latest'; value: SharedItem };
}

const open = () =>
  openDB<ShareInbox>('share-inbox', 1, {
    upgrade(db) {
      db.createObjectStore('shared');
    },
  });

/** Keeps the latest share (a new share replaces one not yet opened). */
export async function keepSharedItem(item: SharedItem): Promise<void> {
  const db = await open();
  await db.put('shared', item, 'latest');
  db.close();
}

export async function readSharedItem(): Promise<SharedItem | null> {
  const db = await open();
  const item = await db.get('shared', 'latest');
  db.close();
  return item ?? null;
}

export async function clearSharedItem(): Promise<void> {
  const db = await open();
  await db.delete('shared', 'latest');
  db.close();
}

/** Reads the share target's multipart form (title, text, url and the `images` files). */
export function sharedItemFromForm(form: FormData, now = Date.now()): SharedItem {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const files = form
    .getAll('images')
    .filter((value): value is File => typeof value !== 'string' && value.size > 0);
  return { title: field('title'), text: field('text'), url: field('url'), files, sharedAt: now };
}

/**
 * The shared words as markdown for the post: the text, then the link on its own line unless the
 * text already holds it (apps often share a link as text).
 */
export function sharedMarkdown(item: Pick<SharedItem, 'text' | 'url'>): string {
  const parts = [item.text];
  if (item.url && !item.text.includes(item.url)) parts.push(item.url);
  return parts.filter(Boolean).join('\n\n');
}
