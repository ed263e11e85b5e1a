import { useState } from 'react';
import { useIntl } from 'react-intl';
import { relativeParts } from '../lib/relative-time';

/** "3 days ago" / "3일 전" in the member's locale, with the exact date on hover and for machines. */
export function RelativeTime({ date }: { date: Date }) {
  const intl = useIntl();
  // Fixed when shown: a list does not re-render every second to move "now" along.
  const [now] = useState(() => Date.now());
  const { value, unit } = relativeParts(date, now);
  // The words as a string (react-intl's FormattedRelativeTime says the same, as a component of
  // its own with its state and effects, in every row of a list as it mounts).
  return (
    <time
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {intl.formatRelativeTime(unit === 'second' ? 0 : value, unit, { numeric: 'auto' })}
    </time>
  );
}
