import { describe, expect, it } from 'vitest';
import {
  category,
  comment,
  content,
  email,
  firstError,
  password,
  passwordConfirmation,
  required,
  tags,
} from '../../src/lib/validation';

describe('1008 required', () => {
  it.each([[''], ['   '], ['\n\t'], [null], [undefined]])('rejects %j', (value) => {
    expect(required(value)).toBe('validation.1008');
  });
  it.each([['a'], [' 가 '], ['0']])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('1009 email', () => {
  it.each(['alice@demo.test', 'a.b+c@sub.example.co.kr', '  bob@demo.test  ', '한글@도메인.한국'])(
    'accepts %s',
    (v) => {
      expect(email(v)).toBeNull();
    },
  );
  it.each([
    '',
    'alice',
    'alice@',
    '@demo.test',
    'alice@demo',
    'al ice@demo.test',
    'a@b@c.d',
    'alice@demo.',
  ])('rejects %j', (v) => {
    expect(email(v)).toBe('validation.1009');
  });
});

describe('1010 password', () => {
  it.each(['Demo!2345', 'abcdef1!', '비밀번호입니다1!', 'passw0rd😀', 'a1-b2-c3-'])(
    'accepts %s',
    (v) => {
      expect(password(v)).toBeNull();
    },
  );
  it.each([
    ['too short', 'ab1!'],
    ['seven characters', 'abcd1!x'.slice(0, 7)],
    ['no digit', 'abcdefg!'],
    ['no letter', '12345678!'],
    ['no symbol', 'abcd1234'],
    ['spaces are not symbols', 'abcd 1234'],
    ['Hangul without symbol', '비밀번호비밀1234'],
    ['emoji count as one character each', '😀😀😀1a'],
    ['empty', ''],
  ])('rejects: %s', (_label, v) => {
    expect(password(v)).toBe('validation.1010');
  });
});

describe('1011 password confirmation', () => {
  it('matches exactly, whitespace included', () => {
    expect(passwordConfirmation('Demo!2345')('Demo!2345')).toBeNull();
    expect(passwordConfirmation('Demo!2345')('Demo!2345 ')).toBe('validation.1011');
    expect(passwordConfirmation('Demo!2345')('')).toBe('validation.1011');
  });
});

describe('post rules', () => {
  it('1004 needs a category', () => {
    expect(category('')).toBe('validation.1004');
    expect(category(null)).toBe('validation.1004');
    expect(category('qna')).toBeNull();
  });

  it('1005 needs at least one real tag; 1006 allows 10 but not 11', () => {
    const n = (count: number) => Array.from({ length: count }, (_, i) => `tag${i}`);
    expect(tags([])).toBe('validation.1005');
    expect(tags(['  '])).toBe('validation.1005');
    expect(tags(n(1))).toBeNull();
    expect(tags(n(10))).toBeNull();
    expect(tags(n(11))).toBe('validation.1006');
  });

  it('1007 needs content that is not only white space', () => {
    expect(content('')).toBe('validation.1007');
    expect(content(' \n ')).toBe('validation.1007');
    expect(content('# 안녕')).toBeNull();
  });

  it('1020 needs a comment', () => {
    expect(comment('   ')).toBe('validation.1020');
    expect(comment('좋아요 👍')).toBeNull();
  });
});

describe('firstError', () => {
  it('returns the first broken rule in order', () => {
    expect(firstError('', required, email)).toBe('validation.1008');
    expect(firstError('nope', required, email)).toBe('validation.1009');
    expect(firstError('a@b.co', required, email)).toBeNull();
  });
});
