// A member's image slots: the figures equal storage.rules' and firestore.rules' own (the rules
// cannot import them, so this reads the rules' text), and which slots a post's markdown shows.
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_SLOTS,
  imageSlotsIn,
  isSlotName,
  slotReferences,
  slotsLeft,
} from '../../src/data/model/image-slots';
import { firestoreRules, returned, returnedPattern, storageRules } from './support/rules-source';

/** A product of integers, as the rules write sizes (`1024 * 1024`). */
const product = (text: string) =>
  text.split('*').reduce((total, factor) => total * Number(factor.trim()), 1);

const names = (count: number) => Array.from({ length: count }, (_, i) => String(i));

describe('the figures are the same in the rules and image-slots.ts', () => {
  it('storage.rules name exactly the slots 0..IMAGE_SLOTS-1', () => {
    const pattern = returnedPattern(storageRules, 'imageSlotPattern');
    const accepted = names(1000).filter((name) => pattern.test(name));
    expect(accepted).toEqual(names(IMAGE_SLOTS));
    for (const name of ['007', '00', '-1', '1.5', '', 'avatar.jpg', `${IMAGE_SLOTS}`])
      expect(pattern.test(name)).toBe(false);
    expect(accepted.every(isSlotName)).toBe(true);
    expect(isSlotName(String(IMAGE_SLOTS))).toBe(false);
  });

  it("storage.rules' sizes: a post image and an avatar", () => {
    expect(product(returned(storageRules, 'imageMaxBytes'))).toBe(IMAGE_MAX_BYTES);
    expect(product(returned(storageRules, 'avatarMaxBytes'))).toBe(AVATAR_MAX_BYTES);
    expect(storageRules).toContain('request.resource.size <= imageMaxBytes()');
    expect(storageRules).toContain('request.resource.size <= avatarMaxBytes()');
    expect(storageRules).toContain('name.matches(imageSlotPattern())');
  });

  it("firestore.rules take a post's images as slots' names, and only those", () => {
    const pattern = returnedPattern(firestoreRules, 'imageSlotListPattern');
    expect(names(1000).filter((name) => pattern.test(name))).toEqual(names(IMAGE_SLOTS));
    expect(pattern.test(names(IMAGE_SLOTS).join(','))).toBe(true);
    for (const list of ['', '1,', ',1', '1,,2', `1,${IMAGE_SLOTS}`, '1, 2', '007'])
      expect(pattern.test(list)).toBe(false);
    expect(firestoreRules).toContain("data.images.join(',').matches(imageSlotListPattern())");
  });

  it('the brief’s figures: 200 slots of at most 1 MB, avatars of 256 KB', () => {
    expect([IMAGE_SLOTS, IMAGE_MAX_BYTES, AVATAR_MAX_BYTES]).toEqual([200, 1_048_576, 262_144]);
  });
});

describe("the slots a post's markdown shows", () => {
  const uid = 'u1';
  const url = (slot: string, owner = uid, token = `t-${slot}`) =>
    `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/users%2F${owner}%2Fimages%2F${slot}?alt=media&token=${token}`;

  it('finds the member’s slots with their tokens, each once, in order', () => {
    const markdown = `![a](${url('12')})\ntext ![b](${url('3')}) and ![again](${url('12')})`;
    expect(slotReferences(markdown, uid)).toEqual([
      { slot: '12', token: 't-12' },
      { slot: '3', token: 't-3' },
    ]);
    expect(imageSlotsIn(markdown, uid)).toEqual(['12', '3']);
  });

  it('ignores other members’ images, other names, numbers past the slots and look-alikes', () => {
    const markdown = [
      `![theirs](${url('5', 'u2')})`,
      `![prefix](${url('5', 'u1x')})`,
      `![avatar](${url('avatar.jpg')})`,
      `![past](${url(String(IMAGE_SLOTS))})`,
      `![padded](${url('07')})`,
      `![longer](${url('12abc')})`,
      'users/u1/images/4 in plain words',
    ].join('\n');
    expect(imageSlotsIn(markdown, uid)).toEqual([]);
  });

  it('reads the emulator’s URLs and lower-case escapes; a URL without a token has none', () => {
    const emulator = `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/users%2fu1%2fimages%2f9?alt=media`;
    expect(slotReferences(`![x](${emulator})`, uid)).toEqual([{ slot: '9', token: null }]);
  });

  it('an edit frees what it no longer shows; a delete frees everything', () => {
    const before = `![a](${url('1')}) ![b](${url('2')})`;
    expect(slotsLeft(before, `![a](${url('1')})`, uid)).toEqual([{ slot: '2', token: 't-2' }]);
    expect(slotsLeft(before, `![b](${url('2', uid, 'new')}) ![a](${url('1')})`, uid)).toEqual([]);
    expect(slotsLeft(before, '', uid).map((r) => r.slot)).toEqual(['1', '2']);
  });
});
