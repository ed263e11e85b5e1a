import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { MEASUREMENT_ID, setAnalyticsOptOut, useAnalyticsOptOut } from './analytics-consent';

/** The settings switch for usage statistics: on unless the member has opted out. */
export function AnalyticsSwitch() {
  const optedOut = useAnalyticsOptOut();
  const enabled = !optedOut;
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4" data-testid="analytics-switch">
      <div className="flex flex-col gap-1">
        <span id={labelId} className="font-semibold">
          <FormattedMessage id="analytics.label" />
        </span>
        <p id={hintId} className="text-sm text-ink-muted">
          <FormattedMessage id="analytics.hint" />
          {MEASUREMENT_ID === '' && (
            <>
              {' '}
              <FormattedMessage id="analytics.unconfigured" />
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => setAnalyticsOptOut(enabled)}
        className="group relative inline-flex h-8 w-14 shrink-0 items-center border-2 border-line bg-surface-alt shadow-[2px_2px_0_0_var(--color-line)] aria-checked:bg-primary"
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-1 bg-ink transition-transform group-aria-checked:translate-x-7 group-aria-checked:bg-surface motion-reduce:transition-none"
        />
      </button>
    </div>
  );
}
