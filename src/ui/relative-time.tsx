import { useState } from 'react';
import { FormattedRelativeTime, useIntl } from 'react-intl';
import { relativeParts } from '../lib/relative-time';

/** "3 days ago" / "3일 전" in the member's locale, with the exact date on hover and for machines. */
export function RelativeTime({ date }: { date: Date }) {
  const intl = useIntl();
  // Fixed when shown: a list does not re-render every second to move "now" along.
  const [now] = useState(() => Date.now());
  const { value, unit } = relativeParts(date, now);
  return (
    <time
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {unit === 'second' ? (
        <FormattedRelativeTime value={0} numeric="auto" />
      ) : (
        <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
      )}
    </time>
  );
}
