import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogs';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  reportTextError,
  type ReportReason,
} from '../../data/model/moderation';
import { FieldError } from '../../ui/text-field';
import { useReturnFocus } from '../../ui/use-return-focus';

/** What the dialog asks for: a reason, and words (required for "other"), within the bound. */
export interface ReasonAnswer {
  reason: ReportReason;
  text: string;
}

/**
 * A dialog that asks for a report reason and words: the member's report (ReportButton) and an
 * admin's hiding (the admin queue) both ask this. Keyboard: the focus starts on the first reason,
 * arrows move between reasons, Escape or Cancel closes, and the focus goes back to the button that
 * opened it. `send` throws an error with a `messageKey` to keep the dialog open with it.
 */
export function ReasonDialog({
  titleKey,
  introKey,
  textKey,
  submitKey,
  initialReason,
  textRequiredFor = 'other',
  send,
  onClose,
  testId,
  returnFocusTo,
}: {
  titleKey: MessageKey;
  introKey: MessageKey;
  /** The words' label (their requirement is added when the reason needs them). */
  textKey: MessageKey;
  submitKey: MessageKey;
  initialReason?: ReportReason;
  /** The reason that needs words (none: words are always optional). */
  textRequiredFor?: ReportReason | null;
  send: (answer: ReasonAnswer) => Promise<void>;
  onClose: () => void;
  testId: string;
  /** Where the focus goes on closing when what opened it is gone (an item the answer removed). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const intl = useIntl();
  useReturnFocus(returnFocusTo);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(initialReason ?? null);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'text'; key: MessageKey } | null>(null);
  const sending = useRef(false);
  const textNeeded = reason !== null && reason === textRequiredFor;
  const left = REPORT_TEXT_MAX - text.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!reason) {
      setError({ field: 'reason', key: 'report.error.reason' });
      return;
    }
    const textError = reportTextError(reason, text);
    if ((textError === 'required' && textNeeded) || textError === 'long') {
      setError({
        field: 'text',
        key: textError === 'long' ? 'report.error.long' : 'report.error.required',
      });
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    sending.current = true;
    try {
      await send({ reason, text: text.trim() });
      onClose();
    } catch (caught) {
      setError({
        field: 'text',
        key: (caught as { messageKey?: MessageKey }).messageKey ?? 'auth.error.unknown',
      });
    } finally {
      sending.current = false;
    }
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="max-h-full w-[400px] max-w-full overflow-y-auto bg-surface p-6 pixel-border"
          data-testid={testId}
        >
          <DialogTitle className="mb-2 text-lg font-semibold [font-family:var(--font-sans)]">
            <FormattedMessage id={titleKey} />
          </DialogTitle>
          <p className="mb-4 text-sm text-ink-muted">
            <FormattedMessage id={introKey} />
          </p>
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
            <fieldset
              className="flex flex-col gap-1"
              aria-describedby={error?.field === 'reason' ? `${id}-reason-error` : undefined}
            >
              <legend className="mb-1 text-sm font-semibold">
                <FormattedMessage id="report.reason.legend" />
              </legend>
              {REPORT_REASONS.map((value, i) => (
                <label key={value} className="flex min-h-6 items-center gap-2">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    // The first reason (or the one chosen) takes the focus as the dialog opens.
                    autoFocus={reason === null ? i === 0 : reason === value}
                    className="size-4"
                    onChange={() => {
                      setReason(value);
                      setError(null);
                    }}
                  />
                  <FormattedMessage id={`report.reason.${value}`} />
                </label>
              ))}
              {error?.field === 'reason' && (
                <FieldError id={`${id}-reason-error`} messageKey={error.key} alert />
              )}
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-text`} className="text-sm font-semibold">
                <FormattedMessage id={textNeeded ? 'report.text.labelRequired' : textKey} />
              </label>
              <textarea
                id={`${id}-text`}
                name="text"
                rows={3}
                maxLength={REPORT_TEXT_MAX}
                value={text}
                required={textNeeded}
                aria-invalid={error?.field === 'text' ? true : undefined}
                aria-describedby={`${id}-left${error?.field === 'text' ? ` ${id}-text-error` : ''}`}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(null);
                }}
                className="border-2 border-line bg-surface px-3 py-2 aria-invalid:border-danger"
              />
              <p id={`${id}-left`} className="text-xs text-ink-muted">
                {intl.formatMessage({ id: 'report.text.left' }, { count: Math.max(0, left) })}
              </p>
              {error?.field === 'text' && (
                <FieldError id={`${id}-text-error`} messageKey={error.key} alert />
              )}
            </div>
            <div className="flex justify-end gap-2">
              <button type="button" className="pixel-button" onClick={onClose}>
                <FormattedMessage id="report.cancel" />
              </button>
              <button type="submit" className="pixel-button !bg-danger !text-surface">
                <FormattedMessage id={submitKey} />
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
