import type { Post } from '../../data/model/post';
import type { ServerPage } from '../../data/remote/posts';
import { painted } from '../../lib/after-next-paint';
import { fillEarlySlot, type EarlyView } from '../../ui/view/early-slots';
import type { ViewKey } from '../../ui/view/h';
import { postRowView } from '../../ui/post-row-view';
import { pinnedNoticesView } from './pinned-notices-view';

/**
 * The board's first rows and pinned notices, shown by the app's first script as soon as their
 * read answers, before React and the board's code have arrived: on a phone those take seconds,
 * the read a fraction of one. They are React's own views (PostList's row, PinnedNotices), so
 * React's list takes their place unmoved. Links are plain links meanwhile: the browser follows
 * them itself. They go into the slot BoardScreen renders in place of its list while it reads;
 * only on a first visit's page as built (app/route-reads.ts).
 *
 * Its last row is where more is to read (the board's next page): its coming into view is a
 * reason for the board's code (app/app-code.ts).
 */
export function showEarlyRows(
  page: Promise<ServerPage<Post>>,
  pinned: Promise<Post[]>,
  byUpdate: boolean,
): Promise<EarlyView> {
  return fillEarlySlot(
    'earlyRows',
    () => Promise.all([page, pinned, painted()]),
    ([{ items }, notices], kit, slot) => {
      if (items.length === 0) return null;
      const { h } = kit;
      const dateField = byUpdate ? 'updatedAt' : 'createdAt';
      const list = h(
        'ul',
        {
          'aria-label': kit.say((slot.dataset.labelKey as ViewKey | undefined) ?? 'board.title'),
          'data-testid': 'early-post-list',
          className: 'w-full',
        },
        items.map((post) =>
          h('li', { 'data-testid': 'early-post-row' }, postRowView(kit, { post, dateField })),
        ),
      );
      const pinnedList = pinnedNoticesView(kit, notices);
      return pinnedList ? [pinnedList, list] : [list];
    },
  ).then((nodes) => {
    const list = nodes?.at(-1);
    return {
      shown: nodes !== null,
      moreBelow: (list instanceof Element && list.lastElementChild) || undefined,
    };
  });
}
