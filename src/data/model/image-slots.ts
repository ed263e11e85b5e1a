// A member's image storage, bounded: post images live in numbered slots of the member's own
// folder, `users/{uid}/images/{0..IMAGE_SLOTS-1}`, each at most IMAGE_MAX_BYTES, and the avatar
// in one name replaced in place. storage.rules hold the same figures (`imageSlotPattern()` and
// `imageMaxBytes()`), and firestore.rules the slot names a post may list (`images`): a unit test
// reads both rules files and holds them equal to these. A slot is freed (its object deleted) when
// the post that used it is deleted or edited without it, and an upload no post came for is
// removed a day later (docs/storage-budgets.md).

/** How many post images a member stores at once. */
export const IMAGE_SLOTS = 200;
/** The largest post image Storage accepts (the app sends far smaller: 800x600 JPEGs). */
export const IMAGE_MAX_BYTES = 1024 * 1024;
/** The largest avatar (a 256x256 JPEG), one object replaced in place. */
export const AVATAR_MAX_BYTES = 256 * 1024;
/** An upload older than this that no post of the member lists is an orphan. */
export const ORPHAN_AGE_MS = 24 * 3_600_000;

/** A slot's name: its number in decimal, without leading zeros. */
export type SlotName = string;

export const imagesFolder = (uid: string) => `users/${uid}/images`;
export const slotPath = (uid: string, slot: SlotName) => `${imagesFolder(uid)}/${slot}`;
export const avatarPath = (uid: string) => `${imagesFolder(uid)}/avatar.jpg`;

/** Whether `name` names one of the slots (as storage.rules decide it). */
export function isSlotName(name: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(name) && Number(name) < IMAGE_SLOTS;
}

/** One of the member's slots as a post's markdown shows it: its download URL's token, if any. */
export interface SlotReference {
  slot: SlotName;
  token: string | null;
}

/** A uid as a pattern (uids are letters and digits; anything else is escaped). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The member's slots a post's markdown shows, each once, in order of first appearance: download
 * URLs of `users/{uid}/images/{slot}` (`…/o/users%2F{uid}%2Fimages%2F{slot}?alt=media&token=…`).
 * Other members' images and other addresses are not the member's slots.
 */
export function slotReferences(markdown: string, uid: string): SlotReference[] {
  const slash = '(?:%2F|%2f)';
  const pattern = new RegExp(
    `/o/users${slash}${literal(encodeURIComponent(uid))}${slash}images${slash}([0-9]+)(?![\\w.%-])(?:\\?([^\\s)"'<>]*))?`,
    'g',
  );
  const found = new Map<SlotName, string | null>();
  for (const match of markdown.matchAll(pattern)) {
    const slot = match[1]!;
    if (!isSlotName(slot) || found.has(slot)) continue;
    const token = new URLSearchParams(match[2] ?? '').get('token');
    found.set(slot, token);
  }
  return [...found].map(([slot, token]) => ({ slot, token }));
}

/** The slot names a post's markdown shows: its `images` field (firestore.rules bound it). */
export const imageSlotsIn = (markdown: string, uid: string): SlotName[] =>
  slotReferences(markdown, uid).map((reference) => reference.slot);

/**
 * The slots `before` showed that `after` no longer does, with the tokens `before` had: what an
 * edit (or, with `after` empty, a delete) frees.
 */
export function slotsLeft(before: string, after: string, uid: string): SlotReference[] {
  const kept = new Set(imageSlotsIn(after, uid));
  return slotReferences(before, uid).filter((reference) => !kept.has(reference.slot));
}
