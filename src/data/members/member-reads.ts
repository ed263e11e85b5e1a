import type { Comment } from '../model/comment';
import type { Post } from '../model/post';
import { MEMBER_PAGE, type MemberProfile } from '../model/profile';
import { postsArriving } from '../local/arrivals';
import { whenDeviceMayOpen } from '../local/device-copy';
import { takeEarlyRead } from '../remote/early-reads';
import type { ServerPage } from '../remote/posts';
import { ServerPager, type FetchPage } from '../paging/server-pager';
import { trackActivity } from '../../lib/activity';
import { nextIdle } from '../../lib/when-idle';

/** A comment in a member's list, with the title of the post it is on (null: the post is gone). */
export interface MemberComment extends Comment {
  pending?: boolean;
  postTitle: string | null;
}

const members = () => import('../remote/rest-members');

/**
 * A page of the member's posts, read whole (but their search tokens) and kept on the device as
 * the board's pages are (the mirror's budget evicts them later), so a post opened from the list
 * shows at once and stays readable offline.
 */
const readPosts: FetchPage<string, Post> = async (uid, after, limit) => {
  const page = await trackActivity(
    members().then(
      (m) =>
        // The first page the first script read for its first view, if it did.
        (after === null &&
          takeEarlyRead<ServerPage<Post>>(m.memberFirstPostsRead(uid, limit).key)) ||
        m.memberPostsPage(uid, after, limit),
    ),
  );
  postsArriving(
    page.items.map((post) => post.id),
    whenDeviceMayOpen()
      .then(nextIdle)
      .then(async () => {
        const [{ mirrorPosts }, { scheduleMirrorBudget }] = await Promise.all([
          import('../sync/mirror-writes'),
          import('../sync/mirror-keep'),
        ]);
        await mirrorPosts(page.items);
        scheduleMirrorBudget();
      }),
  ).catch((error: unknown) => console.warn('member page: keeping posts on the device', error));
  return page;
};

/**
 * A page of the member's comments, each with its post's title: one read of the page's posts
 * (their titles alone) after the page. Not kept on the device: a post's comments are kept as
 * pages of that post's own (data/posts/use-post-comments.ts).
 */
const readComments: FetchPage<string, MemberComment> = (uid, after, limit) =>
  trackActivity(
    members().then(async (m) => {
      const page = await m.memberCommentsPage(uid, after, limit);
      const titles = await m.postTitles([...new Set(page.items.map((c) => c.postId))]);
      return {
        ...page,
        items: page.items.map((comment) => ({
          ...comment,
          postTitle: titles.get(comment.postId) ?? null,
        })),
      };
    }),
  );

/** A listing read this long ago starts again from the server's first page when shown again. */
const FRESH_MS = 120_000;
const pagers = new Map<string, ServerPager<string, unknown>>();

/** The member's listing's pager, kept a while (back from a post keeps the place). */
function pagerOf<T>(key: string, uid: string, read: FetchPage<string, T>): ServerPager<string, T> {
  const known = pagers.get(`${key}:${uid}`) as ServerPager<string, T> | undefined;
  if (known && Date.now() - known.startedAt < FRESH_MS) return known;
  const pager = new ServerPager(uid, read, MEMBER_PAGE);
  pagers.set(`${key}:${uid}`, pager as ServerPager<string, unknown>);
  return pager;
}

export const memberPostsPager = (uid: string) => pagerOf('posts', uid, readPosts);
export const memberCommentsPager = (uid: string) => pagerOf('comments', uid, readComments);

/** A member's profile, read again once it is older than FRESH_MS (null: they have none). */
const profiles = new Map<string, { at: number; read: Promise<MemberProfile | null> }>();

export function readProfile(uid: string): Promise<MemberProfile | null> {
  const known = profiles.get(uid);
  if (known && Date.now() - known.at < FRESH_MS) return known.read;
  const read = trackActivity(
    members().then(
      (m) =>
        takeEarlyRead<MemberProfile | null>(m.memberProfileRead(uid).key) ?? m.restProfile(uid),
    ),
  );
  profiles.set(uid, { at: Date.now(), read });
  // A failed read (offline) is asked again next time.
  read.catch(() => profiles.delete(uid));
  return read;
}
