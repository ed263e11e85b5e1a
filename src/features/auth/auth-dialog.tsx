import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  changeAuthView,
  closeAuthDialog,
  useAuthDialog,
  type AuthView,
} from './auth-dialog-state';
import { CloseIcon } from '../../ui/icons';
import type { MessageKey } from '../../i18n/catalogs';

const TITLE: Record<AuthView, MessageKey> = {
  'sign-in': 'auth.signIn.title',
  'sign-up': 'auth.signUp.title',
  'find-password': 'auth.findPassword.title',
};

function Field({ id, labelKey, type, autoComplete }: { id: string; labelKey: MessageKey; type: string; autoComplete: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        <FormattedMessage id={labelKey} />
      </label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        className="border-2 border-line bg-surface px-3 py-2"
      />
    </div>
  );
}

function ViewLink({ view, labelKey }: { view: AuthView; labelKey: MessageKey }) {
  return (
    <button type="button" className="text-sm text-primary underline" onClick={() => changeAuthView(view)}>
      <FormattedMessage id={labelKey} />
    </button>
  );
}

/** The authentication dialog: sign-in (default), sign-up and find-password views. */
export function AuthDialog() {
  const intl = useIntl();
  const { open, view } = useAuthDialog();
  const close = closeAuthDialog;

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="relative w-[400px] max-w-full bg-surface p-6 pixel-border"
          data-testid="auth-dialog"
          data-view={view}
        >
          <button
            type="button"
            onClick={close}
            className="absolute top-3 right-3 p-1 hover:text-primary"
            aria-label={intl.formatMessage({ id: 'auth.dialog.close' })}
          >
            <CloseIcon />
          </button>
          <DialogTitle className="mb-4 font-pixel text-xl">
            <FormattedMessage id={TITLE[view]} />
          </DialogTitle>
          <form
            className="flex flex-col gap-3"
            noValidate
            onSubmit={(event) => event.preventDefault()}
          >
            <Field id="auth-email" labelKey="auth.field.email" type="email" autoComplete="email" />
            {view !== 'find-password' && (
              <Field
                id="auth-password"
                labelKey="auth.field.password"
                type="password"
                autoComplete={view === 'sign-up' ? 'new-password' : 'current-password'}
              />
            )}
            {view === 'sign-up' && (
              <Field
                id="auth-password-confirm"
                labelKey="auth.field.passwordConfirm"
                type="password"
                autoComplete="new-password"
              />
            )}
            <p className="bg-surface-alt p-2 text-sm text-ink-muted" role="note">
              <FormattedMessage id="auth.coming" />
            </p>
            <button type="submit" className="pixel-button" disabled>
              <FormattedMessage
                id={
                  view === 'sign-in'
                    ? 'auth.submit.signIn'
                    : view === 'sign-up'
                      ? 'auth.submit.signUp'
                      : 'auth.submit.findPassword'
                }
              />
            </button>
          </form>
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
