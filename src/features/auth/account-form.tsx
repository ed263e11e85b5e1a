import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogs';
import { FormError } from '../../ui/text-field';

/**
 * The form around an account form's fields (see useAccountForm): the failure on top, the submit
 * button below.
 */
export function AccountForm({
  busy,
  error,
  onSubmit,
  submitKey,
  busyKey,
  className = 'flex flex-col gap-3',
  buttonClassName = 'pixel-button !bg-primary !text-surface',
  children,
  after,
}: {
  busy: boolean;
  error: MessageKey | null;
  onSubmit: (event: FormEvent) => void;
  submitKey: MessageKey;
  /** Shown on the button while submitting (the dialog's forms say so; my page's keep theirs). */
  busyKey?: MessageKey;
  className?: string;
  buttonClassName?: string;
  children: ReactNode;
  /** What follows the submit button (the sign-in form's Google choice). */
  after?: ReactNode;
}) {
  return (
    <form className={className} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormError messageKey={error} />
      {children}
      <button type="submit" className={buttonClassName} disabled={busy}>
        <FormattedMessage id={busy && busyKey ? busyKey : submitKey} />
      </button>
      {after}
    </form>
  );
}
