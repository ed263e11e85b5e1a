import { useId, type InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../i18n/catalogs';

/** A labelled input with its validation message tied to it for assistive technology. */
export function TextField({
  labelKey,
  error,
  className = '',
  ...input
}: {
  labelKey: MessageKey;
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        <FormattedMessage id={labelKey} />
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full min-w-0 border-2 border-line bg-surface px-3 py-2 aria-invalid:border-danger"
        {...input}
      />
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

/**
 * A field's validation message, tied to its input by `id` (the input's `aria-describedby`);
 * `alert` announces it as it appears, for fields checked on submit only.
 */
export function FieldError({
  id,
  messageKey,
  alert = false,
}: {
  id: string;
  /** A catalog key (validation keys are typed as strings where they are made). */
  messageKey: string | null | undefined;
  alert?: boolean;
}) {
  if (!messageKey) return null;
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className="text-sm text-danger"
      data-testid="field-error"
    >
      <FormattedMessage id={messageKey} />
    </p>
  );
}

/** A form-level error, announced when it appears. */
export function FormError({ messageKey }: { messageKey: MessageKey | null }) {
  if (!messageKey) return null;
  return (
    <p role="alert" className="border-2 border-danger bg-surface-alt p-2 text-sm text-danger">
      <FormattedMessage id={messageKey} />
    </p>
  );
}
