import { email, firstError, password, passwordConfirmation, required } from '../../lib/validation';
import { notify } from '../../lib/notifications';
import { TextField } from '../../ui/text-field';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';
import { signUpWithEmail } from './auth-commands';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { form, busy, error, onSubmit } = useAccountForm(
    { email: '', password: '', confirm: '' },
    (v) => ({
      email: firstError(v.email, required, email),
      password: firstError(v.password, required, password),
      confirm: firstError(v.confirm, required, passwordConfirmation(v.password)),
    }),
    (v) => signUpWithEmail(v.email, v.password),
    () => {
      notify('msg.1014', { tone: 'success' });
      onSignedUp();
    },
  );

  return (
    <AccountForm
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      submitKey="auth.submit.signUp"
      busyKey="auth.submitting"
    >
      <TextField
        labelKey="auth.field.email"
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <TextField
        labelKey="auth.field.password"
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        labelKey="auth.field.passwordConfirm"
        type="password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
    </AccountForm>
  );
}
