import { useId, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useServerSearch, type ServerSearch } from '../../data/search/use-server-search';
import { CATEGORIES, type Post } from '../../data/model/post';
import { useSyncEngine } from '../../data/sync/use-sync-engine';
import { useOnline } from '../../lib/hooks/use-online';
import { PageTitle } from '../../ui/page-title';
import { PostList } from '../posts';
import { useSession } from '../auth';
import { useMutedMembers } from '../../data/mutes/use-muted-members';
import { highlightParts } from './highlight';
import { useWorkerSearch } from '../../data/search/worker-search';
import { useSearchBox } from './use-search-box';
import { Loading } from '../../ui/loading';

const NONE: never[] = [];

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }): ReactNode {
  return highlightParts(text, terms).map((part, i) =>
    part.match ? (
      <mark key={i} className="bg-primary text-surface" data-testid="search-match">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** What the server-side search over every post has found so far. */
function ServerNote({ search }: { search: ServerSearch }) {
  if (search.status === 'idle') return null;
  const id =
    search.status === 'asking'
      ? 'search.server.asking'
      : search.status === 'failed'
        ? 'search.server.failed'
        : search.more
          ? 'search.server.more'
          : 'search.server.done';
  return (
    <p
      className="text-sm text-ink-muted"
      data-testid="search-server"
      data-status={search.status}
      data-more={search.more ? 'true' : 'false'}
    >
      <FormattedMessage id={id} values={{ count: search.found }} />
    </p>
  );
}

/**
 * `/search`: as-you-type full-text search over the posts on this device, so it answers the
 * same offline. The query lives in the URL (`?q=`, `?tag=`, `?category=`): reload, back and
 * shared links show the same results. Typing replaces the history entry rather than adding one
 * per keystroke; choosing a category adds one.
 */
export function SearchPage() {
  const intl = useIntl();
  const boxId = useId();
  const categoryId = useId();
  const hintId = useId();
  useSyncEngine();
  const mutes = useMutedMembers(useSession()?.uid);
  const online = useOnline();
  const { box, onType, onCategory, boxField, categoryField, search, settledSearch } =
    useSearchBox();

  const { q, tags, category } = search;
  const tagKey = tags.join('\u0000');
  const asked = q !== '' || tags.length > 0 || category !== null;
  // Searched in a worker (worker-search.ts), asked at each key: the page's thread stays free for
  // typing, and the worker starts on a key while the page still renders the last answer.
  const {
    state: indexState,
    found,
    current,
  } = useWorkerSearch(
    asked ? { text: q, tags, category, kind: 'post' } : null,
    `${q}\u0001${tagKey}\u0001${category ?? ''}`,
  );
  const posts = found?.posts ?? NONE;
  const terms = found?.terms ?? NONE;
  const renderTitle = useMemo(
    () => (post: Post) => <Highlighted text={post.title} terms={terms} />,
    [terms],
  );

  // Every post on the server, online; what it finds joins the device's index, ranked there.
  const server = useServerSearch(
    { text: settledSearch.q, tags: settledSearch.tags, category: settledSearch.category },
    online,
  );

  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="search.title" />
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <label htmlFor={boxId} className="text-sm font-semibold">
            <FormattedMessage id="search.box.label" />
          </label>
          <input
            id={boxId}
            ref={boxField}
            type="search"
            value={box}
            onChange={onType}
            placeholder={intl.formatMessage({ id: 'search.box.placeholder' })}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
            className="border-2 border-line bg-surface px-3 py-2"
            data-testid="search-box"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className="text-sm font-semibold">
            <FormattedMessage id="search.category.label" />
          </label>
          <select
            id={categoryId}
            ref={categoryField}
            value={category ?? ''}
            onChange={onCategory}
            className="border-2 border-line bg-surface px-3 py-2"
            data-testid="search-category"
          >
            <option value="">{intl.formatMessage({ id: 'search.category.all' })}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage({ id: `category.${c}` })}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p id={hintId} className="text-sm text-ink-muted">
        <FormattedMessage id="search.hint" />
      </p>
      {/* The count waits for the index: the page's HTML, built with none, says no number. */}
      <p
        className="bg-surface-alt px-3 py-2 text-sm"
        data-testid="search-source"
        data-online={online ? 'true' : 'false'}
        data-count={indexState.ready ? indexState.posts : undefined}
        data-device-view
      >
        {indexState.ready ? (
          <FormattedMessage
            id={online ? 'search.source.online' : 'search.source.offline'}
            values={{ count: indexState.posts }}
          />
        ) : (
          <FormattedMessage
            id={online ? 'search.source.online.uncounted' : 'search.source.offline.uncounted'}
          />
        )}
      </p>
      <ServerNote search={server} />
      {asked && found === null ? (
        <Loading />
      ) : (
        <>
          <p
            role="status"
            className="text-sm font-semibold"
            data-testid="search-count"
            data-current={current ? 'true' : 'false'}
          >
            {asked && <FormattedMessage id="search.count" values={{ count: posts.length }} />}
          </p>
          {asked ? (
            <PostList
              posts={posts}
              mutes={mutes}
              onEndReached={server.loadMore}
              renderTitle={renderTitle}
              label={intl.formatMessage({ id: 'search.results' })}
              emptyKey="search.empty"
            />
          ) : (
            <p className="bg-surface-alt p-6 text-center" data-testid="search-prompt">
              <FormattedMessage id="search.prompt" />
            </p>
          )}
        </>
      )}
    </section>
  );
}
