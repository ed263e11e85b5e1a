import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { email, firstError, password, passwordConfirmation, required } from '../../lib/validation';
import { useForm } from '../../lib/use-form';
import { notify } from '../../lib/notifications';
import { FormError, TextField } from '../../ui/text-field';
import { signUpWithEmail } from './auth-commands';
import { useSubmit } from './use-submit';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm({ email: '', password: '', confirm: '' }, (v) => ({
    email: firstError(v.email, required, email),
    password: firstError(v.password, required, password),
    confirm: firstError(v.confirm, required, passwordConfirmation(v.password)),
  }));
  const { busy, error, submit } = useSubmit();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const ok = await submit(() =>
      signUpWithEmail(form.values.email, form.values.password).then(() => undefined),
    );
    if (ok) {
      notify('msg.1014', { tone: 'success' });
      onSignedUp();
    }
  };

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormError messageKey={error} />
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
      <button type="submit" className="pixel-button !bg-primary !text-surface" disabled={busy}>
        <FormattedMessage id={busy ? 'auth.submitting' : 'auth.submit.signUp'} />
      </button>
    </form>
  );
}
