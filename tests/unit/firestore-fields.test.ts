// The readers from Firestore fields to the app's types: what a well-formed document gives, and
// what a missing or mistyped field falls back to; timestamps from either SDK read the same.
import { Timestamp } from 'firebase/firestore';
import { Timestamp as LiteTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  authorField,
  categoryField,
  countField,
  dateField,
  optionalDateField,
  tagsField,
  textField,
  writtenAtField,
} from '../../src/data/remote/firestore-fields';
import { postFromFirestore } from '../../src/data/remote/posts';

const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));

describe('Firestore field readers', () => {
  it('read timestamps of the full SDK and of Firestore Lite alike', () => {
    expect(dateField(Timestamp.fromDate(at))).toEqual(at);
    expect(dateField(LiteTimestamp.fromDate(at))).toEqual(at);
    expect(optionalDateField(LiteTimestamp.fromDate(at))).toEqual(at);
    expect(writtenAtField(Timestamp.fromDate(at))).toEqual({ writtenAt: at });
  });

  it('fall back when a field is missing or of another type', () => {
    expect(dateField(undefined)).toEqual(new Date(0));
    expect(dateField('2026-01-02')).toEqual(new Date(0));
    expect(optionalDateField(null)).toBeNull();
    expect(writtenAtField(undefined)).toEqual({});
    expect(countField('3')).toBe(0);
    expect(countField(Number.NaN)).toBe(0);
    expect(countField(7)).toBe(7);
    expect(textField(12)).toBe('');
    expect(tagsField(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(tagsField('a')).toEqual([]);
    expect(categoryField('qna')).toBe('qna');
    expect(categoryField('other')).toBe('community');
    expect(authorField(undefined)).toEqual({ displayName: '', photoURL: '' });
    expect(authorField({ displayName: 'Kim', photoURL: 5 })).toEqual({
      displayName: 'Kim',
      photoURL: '',
    });
  });

  it('read a post document, pinned or not, with the version at least 1', () => {
    const post = postFromFirestore('p1', {
      title: 'Hello',
      category: 'notice',
      tags: ['a'],
      content: 'body',
      uid: 'u1',
      author: { displayName: 'Kim', photoURL: '' },
      hits: 2,
      likeCount: 1,
      createdAt: Timestamp.fromDate(at),
      updatedAt: Timestamp.fromDate(at),
      pinned: true,
      pinnedAt: Timestamp.fromDate(at),
    });
    expect(post).toMatchObject({
      id: 'p1',
      title: 'Hello',
      category: 'notice',
      hits: 2,
      likeCount: 1,
      commentCount: 0,
      version: 1,
      pinnedAt: at,
    });
    expect(post).not.toHaveProperty('writtenAt');
    expect(postFromFirestore('p2', { pinnedAt: Timestamp.fromDate(at) }).pinnedAt).toBeNull();
  });
});
