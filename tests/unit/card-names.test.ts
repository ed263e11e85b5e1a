import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  cardSearchName,
  exactKoreanFirst,
  koreanCardName,
  hasHangul,
  resolveKoreanName,
  type NameTable,
} from '../../src/features/cards/card-names';

const list = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../node_modules/pokemon/data/${language}.json`, import.meta.url),
      'utf8',
    ),
  ) as string[];

// The real tables from the `pokemon` package, as the page loads them.
const table: NameTable = { ko: list('ko'), en: list('en') };

describe('Korean Pokémon names', () => {
  it('detects Hangul input', () => {
    expect(hasHangul('피카츄')).toBe(true);
    expect(hasHangul('ㅍ')).toBe(true);
    expect(hasHangul('Pikachu')).toBe(false);
    expect(hasHangul('pika 츄')).toBe(true);
  });

  it('maps an exact Korean name to its English name', () => {
    expect(resolveKoreanName('피카츄', table)).toEqual([{ ko: '피카츄', en: 'Pikachu' }]);
    expect(resolveKoreanName('파이리', table)).toEqual([{ ko: '파이리', en: 'Charmander' }]);
    expect(resolveKoreanName(' 이상해씨 ', table)).toEqual([{ ko: '이상해씨', en: 'Bulbasaur' }]);
  });

  it('maps the start of a name to every Pokémon it begins, in Pokédex order', () => {
    expect(resolveKoreanName('이상해', table).map((m) => m.en)).toEqual([
      'Bulbasaur',
      'Ivysaur',
      'Venusaur',
    ]);
  });

  it('falls back to names containing the input, and to nothing', () => {
    expect(resolveKoreanName('카츄', table).map((m) => m.en)).toContain('Pikachu');
    expect(resolveKoreanName('없는이름', table)).toEqual([]);
    expect(resolveKoreanName('   ', table)).toEqual([]);
  });

  it('limits how many names one search asks for', () => {
    expect(resolveKoreanName('이', table, 4)).toHaveLength(4);
  });

  it('spells English names the way card names do', () => {
    expect(cardSearchName('Nidoran♀')).toBe('Nidoran');
    expect(cardSearchName('Farfetch’d')).toBe("Farfetch'd");
  });
});

describe('Korean card names', () => {
  it('names a card in Korean where the table knows its Pokémon', () => {
    expect(koreanCardName('Pikachu', table)).toBe('피카츄');
    expect(koreanCardName('Pikachu V', table)).toBe('피카츄 V');
    expect(koreanCardName('Charizard ex', table)).toBe('리자몽 ex');
    expect(koreanCardName('Mr. Mime', table)).toBe('마임맨');
  });

  it('leaves a card that names no Pokémon to its English name', () => {
    expect(koreanCardName('Professor Oak', table)).toBeNull();
    expect(koreanCardName('Lightning Energy', table)).toBeNull();
  });

  it('puts the cards whose Korean name is exactly the one searched for first', () => {
    const cards = ['Pikachu V', 'Pikachu', 'Pikachu ex', 'Pikachu'].map((name, id) => ({
      id,
      name,
    }));
    expect(exactKoreanFirst(cards, '피카츄', table).map((c) => c.id)).toEqual([1, 3, 0, 2]);
    expect(exactKoreanFirst(cards, 'Pikachu', table).map((c) => c.id)).toEqual([1, 3, 0, 2]);
    expect(exactKoreanFirst(cards, '라이츄', table).map((c) => c.id)).toEqual([0, 1, 2, 3]);
  });
});
