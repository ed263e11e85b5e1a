import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../i18n/catalogs';
import { useReturnFocus } from './use-return-focus';

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  messageKey,
  messageValues,
  confirmKey,
  onConfirm,
  onCancel,
  returnFocusTo,
}: {
  messageKey: MessageKey;
  messageValues?: Record<string, string | number>;
  confirmKey: MessageKey;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on closing when what opened the dialog is gone (the deleted item). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  useReturnFocus(returnFocusTo);
  return (
    <Dialog open onClose={onCancel} className="fixed inset-0 z-50" role="alertdialog">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="w-[360px] max-w-full bg-surface p-6 pixel-border"
          data-testid="confirm-dialog"
        >
          <DialogTitle className="mb-6 text-lg font-semibold [font-family:var(--font-sans)]">
            <FormattedMessage
              id={messageKey}
              {...(messageValues ? { values: messageValues } : {})}
            />
          </DialogTitle>
          <div className="flex justify-end gap-2">
            <button type="button" className="pixel-button" onClick={onCancel} autoFocus>
              <FormattedMessage id="settings.cancel" />
            </button>
            <button
              type="button"
              className="pixel-button !bg-danger !text-surface"
              onClick={onConfirm}
            >
              <FormattedMessage id={confirmKey} />
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
