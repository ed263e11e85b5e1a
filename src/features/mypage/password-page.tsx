import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';
import { notify } from '../../lib/notifications';
import { firstError, password, passwordConfirmation, required } from '../../lib/validation';
import { changePassword, AccountForm, useAccountForm } from '../auth';

/**
 * /mypage/password. Firebase may ask for a recent sign-in first: then the current password is
 * asked for, and the change retried after signing in again with it.
 */
export function PasswordPage() {
  const { form, busy, error, onSubmit } = useAccountForm(
    { next: '', confirm: '', current: '' },
    (v) => ({
      next: firstError(v.next, required, password),
      confirm: firstError(v.confirm, required, passwordConfirmation(v.next)),
    }),
    (v) => changePassword(v.next, v.current || undefined),
    (_, form) => {
      notify('msg.1023', { tone: 'success' });
      form.reset();
    },
  );
  const needsCurrent = error === 'auth.error.requiresRecentLogin';

  return (
    <div className="flex flex-col gap-6">
      <PageTitle titleKey="mypage.password" />
      <AccountForm
        busy={busy}
        error={error}
        onSubmit={onSubmit}
        submitKey="mypage.savePassword"
        className="flex max-w-md flex-col gap-3 bg-surface p-5 pixel-border"
        buttonClassName="pixel-button self-start !bg-primary !text-surface"
      >
        {needsCurrent && (
          <TextField
            labelKey="mypage.currentPassword"
            type="password"
            autoComplete="current-password"
            {...form.field('current')}
          />
        )}
        <TextField
          labelKey="mypage.newPassword"
          type="password"
          autoComplete="new-password"
          {...form.field('next')}
        />
        <TextField
          labelKey="mypage.confirmPassword"
          type="password"
          autoComplete="new-password"
          {...form.field('confirm')}
        />
      </AccountForm>
    </div>
  );
}
