import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportedItem } from '../../data/model/moderation';
import { lazyComponent } from '../../lib/lazy-component';
import { notify } from '../../lib/notifications';

// The one report control, on a post's actions and on each comment and reply beside the mute
// button: it opens the report dialog (its code, and the dialog library's, load on the first
// click). A verified member reports another's item once; then the control says "reported". The
// report goes through the outbox, so it works offline.

// The dialog's loader lives beside the component that opens it.
// eslint-disable-next-line react-refresh/only-export-components
export const loadReasonDialog = () => import('./reason-dialog');
const ReasonDialog = lazyComponent(loadReasonDialog, 'ReasonDialog');
const reportCommands = () => import('../../data/sync/commands/report-commands');

export interface ReportButtonProps {
  /** The signed-in member. */
  member: { uid: string; emailVerified: boolean };
  item: ReportedItem;
  /** Who wrote it, and the name they go by. */
  authorUid: string;
  authorName: string;
  what: 'post' | 'comment' | 'reply';
  /** This member reported it already (from this device). */
  reported: boolean;
  /** A few words for the sync page (a title, a comment's text). */
  summary: string;
  className?: string;
}

export function ReportButton({
  member,
  item,
  authorUid,
  authorName,
  what,
  reported,
  summary,
  className = 'inline-flex min-h-6 min-w-6 items-center self-start text-sm underline',
}: ReportButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (member.uid === authorUid || !member.emailVerified) return null;
  return (
    <>
      <button
        type="button"
        className={`${className} aria-disabled:no-underline aria-disabled:text-ink-muted`}
        data-row-action="report"
        data-testid="report-button"
        aria-disabled={reported || undefined}
        aria-haspopup="dialog"
        // Reported, its words say so ("reported"), and it does nothing more.
        aria-label={
          reported
            ? undefined
            : intl.formatMessage({ id: `report.${what}.label` }, { name: authorName })
        }
        onClick={() => {
          if (!reported) setOpen(true);
        }}
      >
        <FormattedMessage id={reported ? 'report.done' : 'report.button'} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReasonDialog
            titleKey={`report.title.${what}`}
            introKey="report.intro"
            textKey="report.text.label"
            submitKey="report.submit"
            testId="report-dialog"
            send={async ({ reason, text }) => {
              const commands = await reportCommands();
              await commands.reportItem(member.uid, item, authorUid, reason, text, summary);
              notify('report.sent', { tone: 'success' });
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
