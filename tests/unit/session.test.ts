import { describe, expect, it } from 'vitest';
import { isOwner, parseSessionUser } from '../../src/features/auth/session';

describe('the stored session', () => {
  it('is null when absent, broken or without a uid', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser('{not json')).toBeNull();
    expect(parseSessionUser('null')).toBeNull();
    expect(parseSessionUser(JSON.stringify({ uid: '' }))).toBeNull();
  });

  it('defaults the language to ko and keeps only known fields', () => {
    const user = parseSessionUser(
      JSON.stringify({ uid: 'u1', email: 'a@b.c', language: 'fr', extra: 1 }),
    );
    expect(user).toEqual({
      uid: 'u1',
      email: 'a@b.c',
      displayName: '',
      photoURL: '',
      emailVerified: false,
      language: 'ko',
    });
  });

  it('treats content as own only when signed in with the same uid', () => {
    const user = parseSessionUser(JSON.stringify({ uid: 'u1' }));
    expect(isOwner(user, 'u1')).toBe(true);
    expect(isOwner(user, 'u2')).toBe(false);
    expect(isOwner(user, '')).toBe(false);
    expect(isOwner(null, 'u1')).toBe(false);
  });
});
