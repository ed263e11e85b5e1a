import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  clearSharedItem,
  keepSharedItem,
  readSharedItem,
  sharedItemFromForm,
  sharedMarkdown,
} from '../../src/lib/share-inbox';

function shareForm(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('images', file);
  return form;
}

describe('share inbox', () => {
  it('reads the share target form: trimmed words and the non-empty image files', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
    const empty = new File([], 'empty.png', { type: 'image/png' });
    const item = sharedItemFromForm(
      shareForm({ title: ' A title ', text: 'Some text\n', url: 'https://example.com/a' }, [
        photo,
        empty,
      ]),
      42,
    );
    expect(item).toMatchObject({
      title: 'A title',
      text: 'Some text',
      url: 'https://example.com/a',
      sharedAt: 42,
    });
    expect(item.files.map((file) => file.name)).toEqual(['photo.png']);
  });

  it('leaves missing fields empty', () => {
    const item = sharedItemFromForm(shareForm({ url: 'https://example.com' }), 1);
    expect(item).toEqual({
      title: '',
      text: '',
      url: 'https://example.com',
      files: [],
      sharedAt: 1,
    });
  });

  it('puts the link after the text unless the text already holds it', () => {
    expect(sharedMarkdown({ text: 'Look', url: 'https://example.com/x' })).toBe(
      'Look\n\nhttps://example.com/x',
    );
    expect(
      sharedMarkdown({ text: 'Look https://example.com/x', url: 'https://example.com/x' }),
    ).toBe('Look https://example.com/x');
    expect(sharedMarkdown({ text: '', url: 'https://example.com/x' })).toBe(
      'https://example.com/x',
    );
    expect(sharedMarkdown({ text: '', url: '' })).toBe('');
  });

  it('keeps the latest share until it is cleared', async () => {
    expect(await readSharedItem()).toBeNull();
    const base = { title: '', url: '', files: [], sharedAt: 1 };
    await keepSharedItem({ ...base, text: 'first' });
    await keepSharedItem({ ...base, text: 'second' });
    expect((await readSharedItem())?.text).toBe('second');
    await clearSharedItem();
    expect(await readSharedItem()).toBeNull();
  });
});
