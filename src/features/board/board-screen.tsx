import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';
import { askToSignIn, useSession, useSignInGuard } from '../auth';
import { useMutedMembers } from '../../data/mutes/use-muted-members';
import { PostList, WritePostDialog } from '../posts';
import { boardSearch, readBoardQuery } from './board-query';
import { BOARD_TABS, SORTS, type BoardSort } from '../../data/model/board';
import { PinnedNotices } from './pinned-notices';
import { useBoardPosts } from '../../data/board/use-board-posts';
import { usePinnedNotices } from '../../data/posts/pinned-notices';
import { Loading } from '../../ui/loading';
import { EarlySlot } from '../../ui/early-slot';
import { useEarlyValue } from '../../lib/hooks/use-early-value';
import { prepareBoardDevice } from '../../data/board/prepare-board-device';

// Loaded (with the board's route) before its first render: the device's reads begin meanwhile.
prepareBoardDevice();

/** The board: category tabs, sort orders, the post list and the write-post dialog. */
export function BoardScreen({ titleKey }: { titleKey: 'board.title' | 'board.indexCopy.title' }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = readBoardQuery(params);
  const { posts, loadMore, complete, moreOnline } = useBoardPosts(query);
  const withNotices = query.tab === 'all' || query.tab === 'notice';
  const notices = usePinnedNotices(withNotices);
  // The notices and the list show together, in place of the loading line: the list never moves
  // down under the reader when the notices arrive, nor the loading line when they come first.
  const ready = posts !== undefined && (!withNotices || notices.settled);
  const session = useSession();
  const mutes = useMutedMembers(session?.uid);
  // `?write=1` (the manifest's "write a post" shortcut) opens the dialog on arrival;
  // `&shared=1` (the share target, sw/sw.ts) starts the draft from what was shared.
  const [writing, setWriting] = useState(() => params.get('write') === '1');
  const shared = params.get('shared') === '1';
  const asked = writing && !session;
  useEffect(() => {
    if (asked) askToSignIn();
  }, [asked]);

  const sortBy = (sort: string) =>
    setParams(new URLSearchParams(boardSearch({ ...query, sort: sort as BoardSort })), {
      replace: true,
    });
  const sortField = useEarlyValue<HTMLSelectElement>(query.sort, sortBy);

  const signedIn = useSignInGuard();
  const startWriting = () => {
    if (signedIn()) setWriting(true);
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle titleKey={titleKey} />
        <button
          type="button"
          className="pixel-button !bg-primary !text-surface"
          onClick={startWriting}
        >
          <FormattedMessage id="post.write" />
        </button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b-2 border-line pb-2">
        {/* On a phone the sort order has a line of its own, whatever the tabs' width: it does not
            jump to the next line as the page's fonts and styles settle. */}
        <nav
          aria-label={intl.formatMessage({ id: 'post.category' })}
          className="flex w-full flex-wrap gap-1 sm:w-auto"
        >
          {BOARD_TABS.map((tab) => (
            <Link
              key={tab}
              to={boardSearch({ ...query, tab })}
              aria-current={query.tab === tab ? 'page' : undefined}
              className="border-2 border-transparent px-3 py-1.5 font-pixel aria-[current=page]:border-line aria-[current=page]:bg-surface-alt"
              data-testid={`tab-${tab}`}
            >
              <FormattedMessage id={`category.${tab}`} />
            </Link>
          ))}
        </nav>
        <label className="flex items-center gap-2 text-sm">
          <FormattedMessage id="sort.label" />
          <select
            ref={sortField}
            value={query.sort}
            onChange={(e) => sortBy(e.target.value)}
            className="border-2 border-line bg-surface px-2 py-1"
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage({ id: `sort.${sort}` })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!ready ? (
        <>
          <EarlySlot slot="early-rows" labelKey={titleKey} />
          <Loading />
        </>
      ) : (
        <>
          {withNotices && <PinnedNotices pinned={notices.pinned} />}
          <PostList
            mutes={mutes}
            posts={posts}
            onEndReached={loadMore}
            label={intl.formatMessage({ id: titleKey })}
            dateField={query.sort === 'update' ? 'updatedAt' : 'createdAt'}
          />
          {moreOnline ? (
            <p className="bg-surface-alt px-3 py-2 text-sm" data-testid="board-more-online">
              <FormattedMessage id="board.moreOnline" />
            </p>
          ) : (
            complete &&
            posts.length > 0 && (
              <p className="text-center text-sm text-ink-muted" data-testid="board-end">
                <FormattedMessage id="board.end" />
              </p>
            )
          )}
        </>
      )}
      {writing && session && (
        <Suspense fallback={null}>
          <WritePostDialog
            member={session}
            shared={shared}
            onClose={() => {
              setWriting(false);
              if (params.has('write') || params.has('shared')) {
                const next = new URLSearchParams(params);
                next.delete('write');
                next.delete('shared');
                setParams(next, { replace: true });
              }
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
