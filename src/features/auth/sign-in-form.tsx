import { FormattedMessage } from 'react-intl';
import { email, firstError, required } from '../../lib/validation';
import { TextField } from '../../ui/text-field';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';
import { signInWithEmail, signInWithGoogle } from './auth-commands';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { form, busy, error, submit, onSubmit } = useAccountForm(
    { email: '', password: '' },
    (v) => ({ email: firstError(v.email, required, email), password: required(v.password) }),
    (v) => signInWithEmail(v.email, v.password),
    onSignedIn,
  );

  const onGoogle = async () => {
    if (await submit(() => signInWithGoogle().then(() => undefined))) onSignedIn();
  };

  return (
    <AccountForm
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      submitKey="auth.submit.signIn"
      busyKey="auth.submitting"
      after={
        <>
          <p className="text-center text-sm text-ink-muted" aria-hidden="true">
            <FormattedMessage id="auth.or" />
          </p>
          <button type="button" className="pixel-button" onClick={onGoogle} disabled={busy}>
            <FormattedMessage id="auth.withGoogle" />
          </button>
        </>
      }
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
        autoComplete="current-password"
        {...form.field('password')}
      />
    </AccountForm>
  );
}
