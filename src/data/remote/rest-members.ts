import type { Comment } from '../model/comment';
import type { MemberProfile } from '../model/profile';
import type { Post } from '../model/post';
import { commentFromFirestore } from './document-converters';
import { optionalDateField, textField } from './firestore-fields';
import type { ScreenRead } from './early-reads';
import { sendRest, type RestRequest } from './page-reads';
import type { PageCursor, ServerPage } from './posts';
import {
  answer,
  decodeFields,
  endpoint,
  idOf,
  newestFirst,
  postName,
  projection,
  runQuery,
  toPost,
  visiblePosts,
  WHOLE,
  type RestDocument,
} from './rest-reads';

// A member page's reads, through REST like the board's (rest-reads.ts), and apart from it: only
// a member page (and my page's lists) needs them, not the first script.

/** A profile document as the app reads it; null without a join date (not one the rules let in). */
export function profileFromFirestore(
  uid: string,
  data: Record<string, unknown>,
): MemberProfile | null {
  const joinedAt = optionalDateField(data.createdAt);
  if (!joinedAt) return null;
  return {
    uid,
    displayName: textField(data.displayName),
    photoURL: textField(data.photoURL),
    joinedAt,
  };
}

/** restProfile's request: the member's profile document. */
export const profileRequest = (uid: string): RestRequest => ({
  url: endpoint(`/profiles/${encodeURIComponent(uid)}`),
});

/** `profiles/{uid}`, or null when the member has none. */
export async function restProfile(uid: string): Promise<MemberProfile | null> {
  const response = await sendRest(profileRequest(uid));
  if (response.status === 404) return null;
  return profileFromFirestore(uid, decodeFields((await answer<RestDocument>(response)).fields));
}

type RestCursor = Extract<PageCursor, { reader: 'rest' }>;

/**
 * A member's writings, newest first (createdAt, then the document's name, both descending: the
 * composite indexes in firestore.indexes.json), `max` after `after`, and one more to say whether
 * anything follows. A cursor's `id` is the whole name of the page's last document.
 */
function byMemberQuery(uid: string, after: RestCursor | null, max: number): object {
  return {
    where: {
      fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: uid } },
    },
    orderBy: newestFirst('createdAt'),
    ...(after
      ? {
          startAt: {
            values: [after.sortValue ?? { nullValue: null }, { referenceValue: after.id }],
            before: false,
          },
        }
      : {}),
    limit: max + 1,
  };
}

/** memberPostsPage's query: the member's posts, whole but their search tokens. */
export const memberPostsQuery = (uid: string, after: RestCursor | null, max: number): object => {
  const query = byMemberQuery(uid, after, max) as { where: object };
  // Not the hidden ones: those show to their author and admins from the device (member-rows).
  return { ...WHOLE, ...query, ...visiblePosts(query.where) };
};

/**
 * memberCommentsPage's query: every post's comments at once (a collection group), the member's.
 * Comments are public (firestore.rules' `{path=**}/comments`).
 */
export const memberCommentsQuery = (
  uid: string,
  after: RestCursor | null,
  max: number,
): object => ({
  from: [{ collectionId: 'comments', allDescendants: true }],
  ...byMemberQuery(uid, after, max),
});

function restCursor(after: PageCursor | null): RestCursor | null {
  if (after && after.reader !== 'rest') throw new Error(`a page read by ${after.reader}`);
  return after;
}

async function pageOf<T>(
  query: object,
  max: number,
  convert: (document: RestDocument) => T,
): Promise<ServerPage<T>> {
  const documents = await runQuery(query);
  const page = documents.slice(0, max);
  const last = page.at(-1);
  const next: PageCursor | null =
    documents.length > max && last
      ? { reader: 'rest', sortValue: last.fields?.createdAt, id: last.name }
      : null;
  return { items: page.map(convert), next };
}

/** One page of a member's posts, newest first. */
export function memberPostsPage(
  uid: string,
  after: PageCursor | null,
  max: number,
): Promise<ServerPage<Post>> {
  return pageOf(memberPostsQuery(uid, restCursor(after), max), max, toPost);
}

/** The post a comment's document is under: `.../documents/posts/{postId}/comments/{id}`. */
export function postIdOfComment(name: string): string {
  const parts = name.split('/');
  return parts[parts.length - 3] ?? '';
}

/** One page of a member's comments, on any post, newest first. */
export function memberCommentsPage(
  uid: string,
  after: PageCursor | null,
  max: number,
): Promise<ServerPage<Comment>> {
  return pageOf(memberCommentsQuery(uid, restCursor(after), max), max, (document) =>
    commentFromFirestore(
      postIdOfComment(document.name),
      idOf(document),
      decodeFields(document.fields),
    ),
  );
}

/** The titles of posts by id (30 at most: Firestore's limit for `in`); a deleted post has none. */
export async function postTitles(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const documents = await runQuery({
    ...projection(['title']),
    where: {
      fieldFilter: {
        field: { fieldPath: '__name__' },
        op: 'IN',
        value: { arrayValue: { values: ids.map((id) => ({ referenceValue: postName(id) })) } },
      },
    },
  });
  return new Map(
    documents.map((document) => [idOf(document), textField(decodeFields(document.fields).title)]),
  );
}

// A member page's first reads, begun by its first view on a first visit (features/members/
// early-member.ts) and taken by the page's own reads (data/members/member-reads.ts).

export const memberProfileRead = (uid: string): ScreenRead<MemberProfile | null> => ({
  key: `profile:${uid}`,
  read: () => restProfile(uid),
});

export const memberFirstPostsRead = (uid: string, max: number): ScreenRead<ServerPage<Post>> => ({
  key: `member-posts:${uid}:${max}`,
  read: () => memberPostsPage(uid, null, max),
});
