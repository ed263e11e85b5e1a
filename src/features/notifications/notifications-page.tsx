import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NotificationRow } from '../../data/model/local-rows';
import {
  notificationUrl,
  notificationWording,
  type NotificationItem,
  type NotificationWording,
} from '../../data/model/notification';
import { useMutedMembers } from '../../data/mutes/use-muted-members';
import { useNotificationList } from '../../data/notifications/use-notification-list';
import type { MessageKey } from '../../i18n/catalogs';
import { useOnline } from '../../lib/hooks/use-online';
import { langIfOther } from '../../lib/text-language';
import { Loading } from '../../ui/loading';
import { PageTitle } from '../../ui/page-title';
import { RelativeTime } from '../../ui/relative-time';
import { useFocusAfterMore } from '../../ui/use-focus-after-more';
import { useSession } from '../auth';
import { DeviceNotifications } from './device-notifications';

const commands = () => import('../../data/sync/commands/notification-commands');

const WORDS: Record<NotificationWording, MessageKey> = {
  comment: 'notifications.comment',
  reply: 'notifications.reply',
  mention: 'notifications.mention',
  postMention: 'notifications.postMention',
  like: 'notifications.like',
};

const linkOf = (id: string) => `notification-link-${id}`;

/** What a line says: who did what on which post (a post's likes: how many people). */
function useLineText(item: NotificationItem<NotificationRow>): string {
  const intl = useIntl();
  const { head, count } = item;
  return intl.formatMessage(
    { id: WORDS[notificationWording(head)] },
    { name: head.actorName, title: head.postTitle, count },
  );
}

/**
 * One line: what happened, a link to the post at its comment (which marks it read), when, and,
 * while unread, a mark and "mark as read". A muted member's collapses to a line with "show".
 */
function NotificationLine({
  item,
  index,
  muted,
  onShow,
  onMarkRead,
}: {
  item: NotificationItem<NotificationRow>;
  index: number;
  muted: boolean;
  onShow: () => void;
  onMarkRead: (item: NotificationItem<NotificationRow>, refocus: boolean) => void;
}) {
  const intl = useIntl();
  const text = useLineText(item);
  const { head, unread } = item;
  const look = `flex items-start gap-3 p-3 ${unread ? 'bg-surface-alt' : 'bg-surface'} border-2 border-line`;
  if (muted)
    return (
      <li className={look} data-index={index} data-testid="muted-notification">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          <span>
            <FormattedMessage id="notifications.muted" />
          </span>
          <button
            type="button"
            className="inline-flex min-h-6 min-w-6 items-center underline"
            aria-expanded={false}
            data-testid="muted-show"
            onClick={onShow}
          >
            <FormattedMessage id="mute.show" />
          </button>
        </p>
      </li>
    );
  return (
    <li
      className={look}
      data-index={index}
      data-testid="notification"
      data-kind={head.kind}
      data-unread={unread}
    >
      <span
        className={`mt-2 size-2 shrink-0 ${unread ? 'bg-primary' : 'bg-transparent'}`}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          id={linkOf(head.id)}
          to={notificationUrl(head)}
          className="inline-block py-0.5 font-semibold break-words hover:text-primary hover:underline"
          lang={langIfOther(head.postTitle, intl.locale)}
          onClick={() => unread && onMarkRead(item, false)}
          data-testid="notification-link"
        >
          {text}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
          <RelativeTime date={head.createdAt} />
          {unread && (
            <span data-testid="notification-unread">
              <FormattedMessage id="notifications.unread" />
            </span>
          )}
        </p>
      </div>
      {unread && (
        <button
          type="button"
          className="inline-flex min-h-6 min-w-6 shrink-0 items-center self-start text-sm underline"
          onClick={() => onMarkRead(item, true)}
          data-testid="mark-read"
        >
          <FormattedMessage id="notifications.markRead" />
        </button>
      )}
    </li>
  );
}

/**
 * /notifications: the member's notifications, newest first, a page at a time from the device
 * (offline too), each post's likes in one line; mark one or all read; "notify me on this device"
 * with what it is for. Signed-in members only (the route table's `requiresAuth`).
 */
export function NotificationsPage() {
  const intl = useIntl();
  const session = useSession();
  const uid = session?.uid ?? '';
  const online = useOnline();
  const { page, more, loading, failed, showMore } = useNotificationList(uid);
  const mutes = useMutedMembers(uid || undefined);
  const [shownMuted, setShownMuted] = useState<ReadonlySet<string>>(() => new Set());
  const [list, setList] = useState<HTMLElement | null>(null);
  const items = page?.items;
  const count = items?.length ?? 0;
  const showMoreFocused = useFocusAfterMore(list, count, showMore);
  const unreadLines = items?.filter((item) => item.unread).length ?? 0;

  const focusLink = (id: string) => document.getElementById(linkOf(id))?.focus();
  const markRead = (item: NotificationItem<NotificationRow>, refocus: boolean) => {
    void commands()
      .then((m) =>
        m.markNotificationsRead(
          uid,
          item.members.map((n) => n.id),
        ),
      )
      // The button goes with the mark: the focus stays on the line, on its link.
      .then(() => refocus && focusLink(item.head.id))
      .catch((error: unknown) => console.error('mark read', error));
  };
  const markAll = () => {
    void commands()
      .then((m) => m.markAllNotificationsRead(uid))
      .then(() => {
        const first = items?.[0];
        if (first) focusLink(first.head.id);
      })
      .catch((error: unknown) => console.error('mark all read', error));
  };
  const show = (id: string) => {
    flushSync(() => setShownMuted((open) => new Set(open).add(id)));
    focusLink(id);
  };

  return (
    <section className="flex flex-col gap-4" data-testid="notifications-page">
      <PageTitle titleKey="notifications.title" />
      <p className="text-sm text-ink-muted">
        <FormattedMessage id="notifications.intro" />
      </p>
      <DeviceNotifications />
      {!online && (
        <p className="text-sm text-ink-muted" data-testid="notifications-offline">
          <FormattedMessage id="notifications.offline" />
        </p>
      )}
      {items === undefined ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="bg-surface-alt p-6" data-testid="notifications-empty">
          <FormattedMessage id="notifications.empty" />
        </p>
      ) : (
        <>
          {unreadLines > 0 && (
            <button
              type="button"
              className="pixel-button self-end"
              onClick={markAll}
              data-testid="mark-all-read"
            >
              <FormattedMessage id="notifications.markAllRead" />
            </button>
          )}
          <ul
            ref={setList}
            className="flex flex-col gap-2"
            aria-label={intl.formatMessage({ id: 'notifications.title' })}
            data-testid="notification-list"
          >
            {items.map((item, index) => (
              <NotificationLine
                key={item.head.id}
                item={item}
                index={index}
                muted={mutes.isMuted(item.head.actor) && !shownMuted.has(item.head.id)}
                onShow={() => show(item.head.id)}
                onMarkRead={markRead}
              />
            ))}
          </ul>
        </>
      )}
      {items !== undefined && items.length > 0 && (
        <div className="flex flex-col items-center gap-2 text-sm text-ink-muted">
          <p aria-live="polite" data-testid="notifications-count" data-count={count}>
            <FormattedMessage id="notifications.count" values={{ count }} />
          </p>
          {failed && (
            <p role="alert">
              <FormattedMessage id="notifications.failed" />
            </p>
          )}
          {more && (
            <button
              type="button"
              className="pixel-button"
              onClick={showMoreFocused}
              disabled={loading}
              aria-busy={loading}
              data-testid="notifications-more"
            >
              <FormattedMessage id="notifications.more" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
