import { FormattedMessage } from 'react-intl';
import { closeAuthDialog } from '../features/auth/auth-dialog-state';
import { closeLanguageDialog } from '../features/settings/language-dialog-state';

/** Stands in for a dialog that failed: says so and closes, leaving the page as it was. */
export function DialogError({ retry }: { retry: () => void }) {
  const close = () => {
    closeAuthDialog();
    closeLanguageDialog();
    retry();
  };
  return (
    <div
      role="alertdialog"
      aria-labelledby="dialog-error"
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-[min(28rem,calc(100vw-1.5rem))] items-center gap-3 border-2 border-l-8 border-danger bg-surface px-4 py-3"
    >
      <p id="dialog-error" className="flex-1">
        <FormattedMessage id="app.errorBoundary.dialog" />
      </p>
      <button type="button" className="pixel-button !min-h-9 text-sm" onClick={close} autoFocus>
        <FormattedMessage id="app.errorBoundary.close" />
      </button>
    </div>
  );
}
