import { email, firstError, required } from '../../lib/validation';
import { notify } from '../../lib/notifications';
import { TextField } from '../../ui/text-field';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';
import { sendPasswordReset } from './auth-commands';

export function FindPasswordForm({ onSent }: { onSent: () => void }) {
  const { form, busy, error, onSubmit } = useAccountForm(
    { email: '' },
    (v) => ({ email: firstError(v.email, required, email) }),
    (v) => sendPasswordReset(v.email.trim()),
    (v) => {
      notify('auth.resetSent', { tone: 'success', values: { email: v.email.trim() } });
      onSent();
    },
  );

  return (
    <AccountForm
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      submitKey="auth.submit.findPassword"
      busyKey="auth.submitting"
    >
      <TextField
        labelKey="auth.field.email"
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
    </AccountForm>
  );
}
