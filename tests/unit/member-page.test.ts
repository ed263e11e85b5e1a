import { describe, expect, it } from 'vitest';
import { mergeMemberList, type Dated } from '../../src/data/members/member-list-merge';
import { memberShown, type MemberProfile } from '../../src/data/model/profile';
import type { ServerPages } from '../../src/data/paging/server-pager';
import {
  memberCommentsQuery,
  memberPostsQuery,
  postIdOfComment,
  profileFromFirestore,
} from '../../src/data/remote/rest-members';

const DAY = 86_400_000;
const item = (id: string, day: number, extra: Partial<Dated> = {}): Dated => ({
  id,
  createdAt: new Date(day * DAY),
  version: 1,
  ...extra,
});
const ids = (items: readonly Dated[]) => items.map((each) => each.id);
const server = (items: Dated[], done: boolean): ServerPages<Dated> => ({
  items,
  started: true,
  done,
});
const NOT_READ: ServerPages<Dated> = { items: [], started: false, done: false };

describe("a member's list: the server's pages merged with the device's copy", () => {
  it("is the server's order, the device's newer or pending copy in the server's place", () => {
    const edited = item('b', 8, { version: 2 });
    const older = item('c', 7, { version: 1 });
    const list = mergeMemberList(
      server([item('a', 9), item('b', 8), item('c', 7, { version: 3 })], false),
      [edited, older],
      new Set(),
      true,
    );
    expect(ids(list.items)).toEqual(['a', 'b', 'c']);
    expect(list.items[1]).toBe(edited);
    // The device's copy is older than the server's: the server's.
    expect(list.items[2]!.version).toBe(3);
    expect(list.moreOnline).toBe(true);
  });

  it('leads with what the device holds newer than the first page, or not sent yet', () => {
    const list = mergeMemberList(
      server([item('a', 9), item('b', 8)], true),
      [item('new', 10, { pending: true }), item('late', 9.5), item('old', 1)],
      new Set(),
      true,
    );
    // Online, the device's older rows are not the server's to list: the server had them or not.
    expect(ids(list.items)).toEqual(['new', 'late', 'a', 'b']);
    expect(list.moreOnline).toBe(false);
  });

  it('leaves out what was deleted on this device, from either side', () => {
    const list = mergeMemberList(
      server([item('a', 9), item('b', 8)], true),
      [item('c', 10)],
      new Set(['b', 'c']),
      true,
    );
    expect(ids(list.items)).toEqual(['a']);
  });

  it("before the first page, and offline past the last, shows the device's own, newest first", () => {
    const held = [item('x', 1), item('z', 5), item('y', 3)];
    expect(ids(mergeMemberList(NOT_READ, held, new Set(), true).items)).toEqual(['z', 'y', 'x']);
    const offline = mergeMemberList(server([item('z', 5)], false), held, new Set(), false);
    expect(ids(offline.items)).toEqual(['z', 'y', 'x']);
    // Online, a page that is not the last one stops where the server's order stops.
    const online = mergeMemberList(server([item('z', 5)], false), held, new Set(), true);
    expect(ids(online.items)).toEqual(['z']);
  });

  it('never shows an item twice; ties fall by id, as the server orders them', () => {
    const list = mergeMemberList(
      server([item('b', 5), item('a', 5)], false),
      [item('a', 5), item('b', 5), item('c', 5)],
      new Set(),
      false,
    );
    expect(ids(list.items)).toEqual(['c', 'b', 'a']);
  });
});

describe('who a member page shows', () => {
  const profile: MemberProfile = {
    uid: 'u1',
    displayName: 'alice',
    photoURL: '',
    joinedAt: new Date(0),
  };
  const wrote = (name: string, day: number) => ({
    author: { displayName: name, photoURL: '' },
    createdAt: new Date(day * DAY),
  });

  it('their profile, whatever their writings were signed with', () => {
    expect(memberShown('u1', profile, [wrote('old name', 9)])).toEqual({
      kind: 'profile',
      profile,
    });
  });

  it('without a profile, the name their newest writing carries, with no join date', () => {
    expect(
      memberShown('u1', null, [wrote('first', 1), wrote('latest', 9), wrote('mid', 5)]),
    ).toEqual({ kind: 'author', uid: 'u1', author: { displayName: 'latest', photoURL: '' } });
  });

  it('nobody known: no profile and nothing written', () => {
    expect(memberShown('u1', null, [])).toEqual({ kind: 'unknown', uid: 'u1' });
  });
});

describe("a member page's reads", () => {
  it('a profile is read with its join date, or not at all', () => {
    const joined = { toDate: () => new Date(5) };
    expect(
      profileFromFirestore('u1', { displayName: 'a', photoURL: '', createdAt: joined }),
    ).toEqual({ uid: 'u1', displayName: 'a', photoURL: '', joinedAt: new Date(5) });
    expect(profileFromFirestore('u1', { displayName: 'a' })).toBeNull();
  });

  it("asks for the member's posts, newest first, one more than a page, after the cursor", () => {
    const after = {
      reader: 'rest' as const,
      sortValue: { timestampValue: '2026-01-01T00:00:00.123456Z' },
      id: 'projects/p/databases/(default)/documents/posts/p9',
    };
    const query = memberPostsQuery('u 1', after, 10) as Record<string, unknown>;
    expect(query).toMatchObject({
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            {
              fieldFilter: {
                field: { fieldPath: 'uid' },
                op: 'EQUAL',
                value: { stringValue: 'u 1' },
              },
            },
            // Hidden posts leave every list (docs/moderation.md).
            {
              fieldFilter: {
                field: { fieldPath: 'hidden' },
                op: 'EQUAL',
                value: { booleanValue: false },
              },
            },
          ],
        },
      },
      orderBy: [
        { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
      ],
      startAt: { values: [after.sortValue, { referenceValue: after.id }], before: false },
      limit: 11,
    });
    // Not the search tokens: most of a post's bytes, which the list never reads.
    const fields = (query.select as { fields: { fieldPath: string }[] }).fields;
    expect(fields.map((field) => field.fieldPath)).not.toContain('searchTokens');
    expect(memberPostsQuery('u1', null, 10)).not.toHaveProperty('startAt');
  });

  it("asks every post's comments at once (a collection group) for the member's", () => {
    expect(memberCommentsQuery('u1', null, 10)).toMatchObject({
      from: [{ collectionId: 'comments', allDescendants: true }],
      where: { fieldFilter: { field: { fieldPath: 'uid' }, value: { stringValue: 'u1' } } },
      limit: 11,
    });
    expect(
      postIdOfComment('projects/p/databases/(default)/documents/posts/seed-post-03/comments/c1'),
    ).toBe('seed-post-03');
  });
});
