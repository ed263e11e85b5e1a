import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { changeAuthView, closeAuthDialog, useAuthDialog, type AuthView } from './auth-dialog-state';
import { CloseIcon } from '../../ui/icons';
import { accountCornerControl } from '../../ui/account-corner';
import { useReturnFocus } from '../../ui/use-return-focus';
import type { MessageKey } from '../../i18n/catalogs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { FindPasswordForm } from './find-password-form';

const TITLE: Record<AuthView, MessageKey> = {
  'sign-in': 'auth.signIn.title',
  'sign-up': 'auth.signUp.title',
  'find-password': 'auth.findPassword.title',
};

function ViewLink({ view, labelKey }: { view: AuthView; labelKey: MessageKey }) {
  return (
    <button
      type="button"
      className="text-sm text-primary underline"
      onClick={() => changeAuthView(view)}
    >
      <FormattedMessage id={labelKey} />
    </button>
  );
}

/**
 * The authentication dialog: 400px, no animation, sign-in by default, sign-up
 * and find-password views; closing resets the view to sign-in.
 */
export function AuthDialog() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { open, view, returnTo } = useAuthDialog();
  // Signing in replaces the button that opened the dialog with the account menu.
  useReturnFocus(accountCornerControl);

  const finish = () => {
    closeAuthDialog();
    if (returnTo) navigate(returnTo);
  };

  return (
    <Dialog open={open} onClose={closeAuthDialog} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          className="relative w-[400px] max-w-full bg-surface p-6 pixel-border"
          data-testid="auth-dialog"
          data-view={view}
        >
          <button
            type="button"
            onClick={closeAuthDialog}
            className="absolute top-3 right-3 p-1 hover:text-primary"
            aria-label={intl.formatMessage({ id: 'auth.dialog.close' })}
          >
            <CloseIcon />
          </button>
          <DialogTitle className="mb-4 font-pixel text-xl">
            <FormattedMessage id={TITLE[view]} />
          </DialogTitle>
          {view === 'sign-in' && <SignInForm onSignedIn={finish} />}
          {view === 'sign-up' && <SignUpForm onSignedUp={finish} />}
          {view === 'find-password' && (
            <FindPasswordForm onSent={() => changeAuthView('sign-in')} />
          )}
          <div className="mt-4 flex flex-col items-start gap-1">
            {view !== 'sign-in' && <ViewLink view="sign-in" labelKey="auth.toSignIn" />}
            {view !== 'sign-up' && <ViewLink view="sign-up" labelKey="auth.toSignUp" />}
            {view === 'sign-in' && <ViewLink view="find-password" labelKey="auth.toFindPassword" />}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
