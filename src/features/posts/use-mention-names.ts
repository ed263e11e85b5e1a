import { useMemo } from 'react';
import { useMemberNames } from '../../data/members/use-member-names';
import type { Comment } from '../../data/model/comment';
import { mentionedUids } from '../../data/model/mention-writing';
import type { Post } from '../../data/model/post';
import { namesFromThread, type MentionNames } from './post-detail-view';

type Mentioning = { mentions?: string[] };

/** The members a post or comment mentions: its list, or (a row from before it) its tokens'. */
const mentionedBy = (item: Mentioning, text: string) => item.mentions ?? mentionedUids(text);

/** The same map as long as its entries are the same: a memoized view renders again on a change. */
function useSameMap(map: Map<string, string>): MentionNames {
  const key = JSON.stringify([...map]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => map, [key]);
}

/**
 * The names a post's page shows its mentions by, the post's text's and its comments': the
 * members' current names (their profiles, useMemberNames) where read, the names the page knows
 * them by meanwhile (the post's and the comments' authors), "@member" for the others. `ofPost`
 * holds the post's own, so its text renders again only when they change.
 */
export function useMentionNames(
  post: (Pick<Post, 'uid' | 'author' | 'content'> & Mentioning) | undefined,
  comments: readonly Comment[],
): { all: MentionNames; ofPost: MentionNames } {
  const inPost = post ? mentionedBy(post, post.content) : [];
  const mentioned = [...inPost, ...comments.flatMap((c) => mentionedBy(c, c.text))];
  const current = useMemberNames(mentioned);
  const all = useSameMap(new Map([...namesFromThread(comments, post), ...current]));
  const ofPost = useSameMap(
    new Map(inPost.flatMap((uid) => (all.has(uid) ? [[uid, all.get(uid)!] as const] : []))),
  );
  return { all, ofPost };
}
