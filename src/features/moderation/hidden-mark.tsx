import { useIntl } from 'react-intl';
import type { HiddenMark as Mark } from '../../data/model/moderation';

/**
 * What the author of a hidden post, comment or reply (and an admin) read above it: hidden by a
 * moderator, the reason, the moderator's note, and that nobody else sees it.
 */
export function HiddenMark({ mark }: { mark: Mark }) {
  const intl = useIntl();
  const reason = intl.formatMessage({ id: `report.reason.${mark.reason}` });
  return (
    <p
      className="my-1 border-l-4 border-danger bg-surface-alt px-3 py-2 text-sm"
      data-testid="hidden-mark"
    >
      <strong className="font-semibold">
        {intl.formatMessage({ id: 'moderation.hidden.mark' }, { reason })}
      </strong>
      {mark.note !== '' && (
        <span className="block">
          {intl.formatMessage({ id: 'moderation.hidden.note' }, { note: mark.note })}
        </span>
      )}
      <span className="block text-ink-muted">
        {intl.formatMessage({ id: 'moderation.hidden.onlyYou' })}
      </span>
    </p>
  );
}
