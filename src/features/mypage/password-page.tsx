import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageTitle } from '../../ui/page-title';
import { FormError, TextField } from '../../ui/text-field';
import { notify } from '../../lib/notifications';
import { useForm } from '../../lib/use-form';
import { firstError, password, passwordConfirmation, required } from '../../lib/validation';
import { changePassword } from '../auth/auth-commands';
import { useSubmit } from '../auth/use-submit';

/**
 * /mypage/password. Firebase may ask for a recent sign-in first: then the current password is
 * asked for, and the change retried after signing in again with it.
 */
export function PasswordPage() {
  const form = useForm({ next: '', confirm: '', current: '' }, (v) => ({
    next: firstError(v.next, required, password),
    confirm: firstError(v.confirm, required, passwordConfirmation(v.next)),
  }));
  const { busy, error, submit } = useSubmit();
  const needsCurrent = error === 'auth.error.requiresRecentLogin';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    if (await submit(() => changePassword(form.values.next, form.values.current || undefined))) {
      notify('msg.1023', { tone: 'success' });
      form.reset();
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle titleKey="mypage.password" />
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex max-w-md flex-col gap-3 bg-surface p-5 pixel-border"
        aria-busy={busy}
      >
        <FormError messageKey={error} />
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
        <button
          type="submit"
          className="pixel-button self-start !bg-primary !text-surface"
          disabled={busy}
        >
          <FormattedMessage id="mypage.savePassword" />
        </button>
      </form>
    </div>
  );
}
