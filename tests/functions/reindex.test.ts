// Re-indexing: the server's trigger (functions/src/reindex-post.ts) and `npm run reindex`
// (scripts/reindex.mjs) bring posts' search tokens to the app's tokenizer.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_VERSION, searchTokensOf } from '../../src/data/search/search-tokens.mjs';
import { adminDb, eventually, postData, triggerAnswering, withTriggersOff } from './support';

const run = `rx${Date.now().toString(36)}`;

describe("the server's trigger", () => {
  beforeAll(() => triggerAnswering(`${run}-probe`), 160_000);

  it('fills the tokens of a post written without them, and of one with an older tokenizer', async () => {
    const db = adminDb();
    const bare = db.doc(`posts/${run}-bare`);
    const old = db.doc(`posts/${run}-old`);
    const text = { title: 'Origami cranes', tags: ['paper'], content: 'Thanks @[mina_7] 종이학' };
    await bare.set(postData(text));
    // A version-1 post: its tokens held the mention's uid.
    await old.set(postData({ ...text, searchTokens: ['or', 'mina', 'mina_7'] }));
    const expected = searchTokensOf(text);
    for (const ref of [bare, old]) {
      const post = await eventually(async () => {
        const data = (await ref.get()).data();
        return data?.searchVersion === SEARCH_VERSION ? data : undefined;
      }, 60_000);
      expect(post.searchTokens).toEqual(expected);
      expect(post.searchTokens).not.toContain('mina');
      // The post's own version is not the trigger's: no device sees an edit.
      expect(post.version).toBe(1);
    }
  });

  it("leaves a post whose tokens are the tokenizer's as written (no second write, no loop)", async () => {
    const db = adminDb();
    const text = { title: 'Kept', tags: ['a'], content: 'as is' };
    const ref = db.doc(`posts/${run}-kept`);
    const written = await ref.set(
      postData({ ...text, searchTokens: searchTokensOf(text), searchVersion: SEARCH_VERSION }),
    );
    // A post written after it, without tokens, is filled: the trigger has run past the first.
    const later = db.doc(`posts/${run}-later`);
    await later.set(postData({ title: 'Later' }));
    await eventually(async () => (await later.get()).get('searchVersion') === SEARCH_VERSION);
    expect((await ref.get()).updateTime?.isEqual(written.writeTime)).toBe(true);
  });
});

describe('npm run reindex', () => {
  it('re-tokenizes 3,000 posts written without tokens, each then found by a word', async () => {
    const db = adminDb();
    const count = 3000;
    const word = (i: number) => `${run}w${i.toString(36)}`;
    const id = (i: number) => `${run}-bulk-${String(i).padStart(4, '0')}`;
    const started = Date.now();
    const output = await withTriggersOff(async () => {
      for (let start = 0; start < count; start += 500) {
        const batch = db.batch();
        for (let i = start; i < Math.min(count, start + 500); i += 1)
          batch.set(
            db.doc(`posts/${id(i)}`),
            postData({ title: `Bulk ${i}`, content: `The word ${word(i)} is in ${run}all.` }),
          );
        await batch.commit();
      }
      console.log(`${count} posts written without tokens in ${Date.now() - started} ms`);
      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/reindex.mjs'], {
        env: process.env,
      });
      return stdout;
    });
    console.log(output.trim());
    const queried = Date.now();
    expect(output).toMatch(/Re-indexed \d+ of \d+ posts in .* \(\d+ posts\/s\)/);

    // Found by a word, with the app's search's array filter: each by the word they share.
    const posts = db.collection('posts');
    const all = await posts.where('searchTokens', 'array-contains', `${run}all`).select().get();
    expect(all.docs.map((doc) => doc.id).sort()).toEqual(
      Array.from({ length: count }, (_, i) => id(i)),
    );
    console.log(`found each by the word they share in ${Date.now() - queried} ms`);
    // Ten across the range, each by its own word (array-contains; the emulator answers
    // array-contains-any over many values slowly, with no index).
    const spread = Array.from({ length: 10 }, (_, k) => k * 300 + k * 17);
    const own = await Promise.all(
      spread.map((i) => posts.where('searchTokens', 'array-contains', word(i)).select().get()),
    );
    expect(own.map(({ docs }) => docs.map((doc) => doc.id))).toEqual(spread.map((i) => [id(i)]));
    console.log(`found by their words in ${Date.now() - queried} ms`);
  }, 240_000);
});
