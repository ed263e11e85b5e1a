import type { Post } from '../data/model/post';
import { langIfOther } from '../lib/text-language';
import {
  authorAvatarView,
  categoryBadgeView,
  countView,
  pendingBadgeView,
  postPath,
  tagLinksView,
} from './post-parts-view';
import { mutedLineView, type MutedLine } from './muted-line-view';
import type { Child, ViewKit } from './view/h';

export interface PostRowProps<N> {
  post: Post & { pending?: boolean };
  /** The date the row shows: the one its list is sorted by (updated, under "update"). */
  dateField: 'createdAt' | 'updatedAt';
  /** The title as shown (a search's matches highlighted); the post's own title by default. */
  title?: Child<N>;
  /** Its author is muted and the reader has not asked to see it: one line, "show". */
  muted?: MutedLine;
}

/** The id of a row's title link (the focus goes there when a collapsed row is shown). */
export const rowTitleId = (postId: string) => `post-title-${postId}`;

/** A post in a list (the board, search, a tag): who, what, when, and its counts. */
export function postRowView<N>(
  kit: ViewKit<N>,
  { post, dateField, title, muted }: PostRowProps<N>,
): N {
  const { h, say } = kit;
  if (muted) {
    return h(
      'article',
      { className: 'px-2 py-3', 'data-testid': 'muted-post' },
      mutedLineView(kit, post.id, muted),
    );
  }
  return h(
    'article',
    { className: 'flex gap-3 border-b-2 border-dashed border-line/40 px-2 py-3' },
    authorAvatarView(kit, post.uid, post.author, 36, { named: true }),
    h(
      'div',
      { className: 'min-w-0 flex-1' },
      h(
        'div',
        { className: 'flex flex-wrap items-center gap-2' },
        categoryBadgeView(kit, post.category),
        h(
          'h2',
          {
            className:
              'min-w-0 text-base leading-snug font-semibold [font-family:var(--font-sans)]',
            lang: langIfOther(post.title, kit.locale),
          },
          kit.link(
            {
              href: postPath(post.id),
              id: rowTitleId(post.id),
              className: 'break-words hover:text-primary hover:underline',
            },
            title ?? post.title,
          ),
        ),
        post.pending && pendingBadgeView(kit),
      ),
      tagLinksView(kit, post.tags, { className: 'mt-1' }),
      h(
        'p',
        { className: 'mt-1 flex flex-wrap items-center gap-x-3 text-xs text-ink-muted' },
        h('span', null, post.author.displayName),
        h(
          'span',
          { 'data-testid': 'row-date', 'data-field': dateField },
          dateField === 'updatedAt' && [say('post.updatedAt'), ' '],
          kit.relativeTime(post[dateField]),
        ),
        post.version > 1 && h('span', { 'data-testid': 'edited' }, say('post.edited')),
        countView(kit, say('post.hits'), post.hits, 'hits'),
        countView(kit, say('post.likes'), post.likeCount, 'likes'),
        countView(kit, say('post.comments'), post.commentCount, 'comments'),
      ),
    ),
  );
}
