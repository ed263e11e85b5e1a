import { Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useServerList } from '../../data/admin/server-lists';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  type Report,
  type ReportQueueItem,
  type ReportReason,
  type ReportStatus,
} from '../../data/model/moderation';
import { callRemote, type RemoteApi } from '../../data/remote';
import { lazyComponent } from '../../lib/lazy-component';
import { notify } from '../../lib/notifications';
import { Loading } from '../../ui/loading';
import { PageTitle } from '../../ui/page-title';
import { RelativeTime } from '../../ui/relative-time';
import { focusAfterRemoving, focusWhenReady } from '../../ui/use-return-focus';
import { HiddenMark, loadReasonDialog } from '../moderation';
import { ServerListView } from './server-list-view';
import { useAdmin } from './use-admin';

const ReasonDialog = lazyComponent(loadReasonDialog, 'ReasonDialog');
const reportCommands = () => import('../../data/sync/commands/report-commands');

/** Items a page of the queue shows. */
const QUEUE_PAGE = 10;
/** Reports read when an item's are opened. */
const REPORTS_SHOWN = 50;

/** The reason most of an item's reports give: what hiding it preselects. */
const mostGiven = (reasons: Record<ReportReason, number>): ReportReason =>
  REPORT_REASONS.reduce((best, reason) => (reasons[reason] > reasons[best] ? reason : best));

/** A few words naming the item, for buttons' names and the sync page. */
const wordsOf = ({ content, summary }: ReportQueueItem): string =>
  (content?.title || content?.text || summary.key).slice(0, 60);

/**
 * /admin/reports: the items members reported, read from the server, the most recently reported
 * first, a page at a time: what each is (its text, its author), how many reports of which
 * reasons, and the reports themselves on request. An admin hides an item (with a reason, and a
 * note to its author) or dismisses its reports; both go through the outbox, so they survive a lost
 * connection. The items already hidden or dismissed are a choice away.
 */
export function AdminReports() {
  const intl = useIntl();
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="admin.reports.title" />
      <p className="text-ink-muted">
        <FormattedMessage id="admin.reports.summary" />
      </p>
      <label className="flex items-center gap-2 self-start text-sm">
        <FormattedMessage id="admin.reports.status" />
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as ReportStatus)}
          className="min-h-6 border-2 border-line bg-surface px-2 py-1"
          data-testid="report-status"
        >
          {REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `admin.reports.status.${value}` })}
            </option>
          ))}
        </select>
      </label>
      {/* A list per status: another status reads its own first page. */}
      <ReportQueue key={status} status={status} />
    </section>
  );
}

function ReportQueue({ status }: { status: ReportStatus }) {
  const intl = useIntl();
  const admin = useAdmin();
  const first = useCallback(
    (api: RemoteApi) => api.admin.listReports(status, QUEUE_PAGE),
    [status],
  );
  const { list, retry, loadMore, drop } = useServerList(first);
  const [hiding, setHiding] = useState<{
    item: ReportQueueItem;
    then: () => HTMLElement | null;
  } | null>(null);

  const leave = (item: ReportQueueItem) => drop((other) => other.summary.key !== item.summary.key);

  const dismiss = async (item: ReportQueueItem) => {
    const then = focusAfterRemoving(document.activeElement);
    try {
      await (await reportCommands()).dismissReports(admin.uid, item.summary.key, wordsOf(item));
      leave(item);
      focusWhenReady(then);
      notify('admin.reports.dismissed', { tone: 'success' });
    } catch (failure) {
      console.warn(failure);
      notify('auth.error.unknown', { tone: 'error' });
    }
  };

  return (
    <>
      <ServerListView list={list} retry={retry} loadMore={loadMore}>
        {(items) => (
          <ul
            className="flex flex-col gap-3"
            aria-label={intl.formatMessage({ id: 'admin.reports.title' })}
            data-testid="report-queue"
          >
            {items.map((item) => (
              <QueueItem
                key={item.summary.key}
                item={item}
                onHide={() => setHiding({ item, then: focusAfterRemoving(document.activeElement) })}
                onDismiss={() => void dismiss(item)}
              />
            ))}
          </ul>
        )}
      </ServerListView>
      {hiding && (
        <Suspense fallback={null}>
          <ReasonDialog
            titleKey="admin.reports.hideTitle"
            introKey="admin.reports.hideIntro"
            textKey="admin.reports.note"
            submitKey="admin.reports.hideConfirm"
            initialReason={mostGiven(hiding.item.summary.reasons)}
            textRequiredFor={null}
            testId="hide-dialog"
            returnFocusTo={hiding.then}
            send={async ({ reason, text }) => {
              const { item } = hiding;
              await (
                await reportCommands()
              ).hideContent(admin.uid, item.summary.item, reason, text, wordsOf(item));
              leave(item);
              notify('admin.reports.hidden', { tone: 'success' });
            }}
            onClose={() => setHiding(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function QueueItem({
  item,
  onHide,
  onDismiss,
}: {
  item: ReportQueueItem;
  onHide: () => void;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const { summary, content } = item;
  const [open, setOpen] = useState(false);
  const kind =
    summary.item.kind === 'post' ? 'post' : content?.reply === true ? 'reply' : 'comment';
  const words = wordsOf(item);
  const detailsId = `reports-${summary.key}`;
  return (
    <li className="flex flex-col gap-2 bg-surface p-3 pixel-border" data-testid="report-item">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
        <span className="border-2 border-line px-1 font-semibold text-ink">
          <FormattedMessage id={`admin.reports.kind.${kind}`} />
        </span>
        {content && (
          <span>
            <FormattedMessage id="admin.reports.by" values={{ name: content.authorName }} />
          </span>
        )}
        <RelativeTime date={summary.updatedAt} />
        <Link
          to={`/posts/${summary.item.postId}`}
          className="inline-flex min-h-6 items-center underline hover:text-primary"
        >
          <FormattedMessage id="admin.reports.openPost" />
        </Link>
      </p>
      {content ? (
        <div className="flex flex-col gap-1">
          {summary.item.kind === 'post' ? (
            <p className="font-semibold break-words">{content.title}</p>
          ) : (
            content.title !== '' && (
              <p className="text-sm break-words text-ink-muted">
                <FormattedMessage id="members.commentOn" values={{ title: content.title }} />
              </p>
            )
          )}
          <p className="line-clamp-4 break-words whitespace-pre-wrap" data-testid="report-content">
            {content.text}
          </p>
          {content.hidden && <HiddenMark mark={content.hidden} />}
        </div>
      ) : (
        <p className="text-sm text-ink-muted italic">
          <FormattedMessage id="admin.reports.gone" />
        </p>
      )}
      <p className="flex flex-wrap gap-x-3 text-sm" data-testid="report-counts">
        <strong>
          {intl.formatMessage({ id: 'admin.reports.count' }, { count: summary.count })}
        </strong>
        {REPORT_REASONS.filter((reason) => summary.reasons[reason] > 0).map((reason) => (
          <span key={reason}>
            {intl.formatMessage(
              { id: 'admin.reports.reasonCount' },
              {
                reason: intl.formatMessage({ id: `report.reason.${reason}` }),
                count: summary.reasons[reason],
              },
            )}
          </span>
        ))}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="inline-flex min-h-6 items-center text-sm underline"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          aria-label={intl.formatMessage({ id: 'admin.reports.detailsNamed' }, { title: words })}
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage id="admin.reports.details" />
        </button>
        {summary.status === 'open' && (
          <>
            {content && !content.hidden && (
              <button
                type="button"
                className="pixel-button text-sm !text-danger"
                data-row-action="hide"
                data-testid="hide-button"
                aria-label={intl.formatMessage({ id: 'admin.reports.hideNamed' }, { title: words })}
                onClick={onHide}
              >
                <FormattedMessage id="admin.reports.hide" />
              </button>
            )}
            <button
              type="button"
              className="pixel-button text-sm"
              data-row-action="dismiss"
              data-testid="dismiss-button"
              aria-label={intl.formatMessage(
                { id: 'admin.reports.dismissNamed' },
                { title: words },
              )}
              onClick={onDismiss}
            >
              <FormattedMessage id="admin.reports.dismiss" />
            </button>
          </>
        )}
      </div>
      {open && <ReportList id={detailsId} reportKey={summary.key} />}
    </li>
  );
}

/** The reports on one item, read when asked for: each reason, when, and the reporter's words. */
function ReportList({ id, reportKey }: { id: string; reportKey: string }) {
  const intl = useIntl();
  const [reports, setReports] = useState<Report[] | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    callRemote((api) => api.admin.listReportsOn(reportKey, REPORTS_SHOWN)).then(
      (found) => live && setReports(found),
      (error: unknown) => {
        console.warn('admin: reports', error);
        if (live) setReports('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [reportKey]);
  if (reports === null) return <Loading />;
  if (reports === 'failed')
    return (
      <p id={id} role="alert" className="text-sm">
        <FormattedMessage id="admin.loadFailed" />
      </p>
    );
  return (
    <ul id={id} className="flex flex-col gap-1 border-l-2 border-line pl-3 text-sm">
      {reports.map((report) => (
        <li key={report.uid} className="flex flex-wrap gap-x-2" data-testid="report-entry">
          <span className="font-semibold">
            {intl.formatMessage({ id: `report.reason.${report.reason}` })}
          </span>
          <RelativeTime date={report.createdAt} />
          <span className="break-words whitespace-pre-wrap">
            {report.text || intl.formatMessage({ id: 'admin.reports.noText' })}
          </span>
        </li>
      ))}
    </ul>
  );
}
