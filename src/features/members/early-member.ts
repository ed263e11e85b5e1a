import { MEMBER_PAGE } from '../../data/model/profile';
import { beginEarlyRead } from '../../data/remote/early-reads';
import { memberFirstPostsRead, memberProfileRead } from '../../data/remote/rest-members';
import { painted } from '../../lib/after-next-paint';
import { fillEarlySlot, type EarlyView } from '../../ui/view/early-slots';
import {
  earlyMemberPostsView,
  memberHeaderPropsOf,
  memberHeaderView,
  memberPageView,
  memberPostsSectionView,
} from './member-page-view';

/**
 * A member's page on a first visit, shown by the app's first script as soon as the member's
 * profile and first page of posts have answered, before React and the page's code have arrived:
 * on a phone those take seconds. It is MemberPage's own view (member-page-view.ts): the header
 * and the posts' section with PostList's rows, so React's page takes its place unmoved.
 *
 * It goes into the slot MemberPage renders while it reads. React renders a member's page from
 * scratch (its shell serves every member), so the slot puts back what it finds here when it
 * first renders, and the page keeps it until React's header and posts are ready; React takes the
 * reads begun here instead of asking again (data/members/member-reads.ts). Only on a first
 * visit, to a visitor (app/route-reads.ts). A member without a profile, or without posts, is
 * the code's to show: who stands in for them is read from their comments too.
 *
 * Below its first posts the page has more than it shows (their comments, more posts): the
 * reader scrolling on is a reason for the page's code (app/app-code.ts).
 */
export function showEarlyMember(uid: string): Promise<EarlyView> {
  const profile = beginEarlyRead(memberProfileRead(uid));
  const posts = beginEarlyRead(memberFirstPostsRead(uid, MEMBER_PAGE));
  return fillEarlySlot(
    'earlyMember',
    () => Promise.all([profile, posts, painted()]),
    ([found, { items }], kit) => {
      if (!found || items.length === 0) return null;
      return [
        memberPageView(
          kit,
          uid,
          memberHeaderView(kit, memberHeaderPropsOf({ kind: 'profile', profile: found })),
          memberPostsSectionView(kit, { headed: true }, earlyMemberPostsView(kit, items)),
        ),
      ];
    },
  ).then((nodes) => {
    // Their comments, below, and more posts are the code's to show: it comes once the reader
    // scrolls on (at once on a page too short to scroll), not with the first rows in reach (a
    // phone's screen reaches past ten rows at once), so a reader who only looks loads none.
    const rest = new Promise<boolean>((resolve) => {
      if (document.documentElement.scrollHeight <= innerHeight) resolve(false);
      else addEventListener('scroll', () => resolve(false), { once: true, passive: true });
    });
    return { shown: nodes !== null, rest };
  });
}
