import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { email, firstError, required } from '../../lib/validation';
import { useForm } from '../../lib/use-form';
import { FormError, TextField } from '../../ui/text-field';
import { signInWithEmail, signInWithGoogle } from './auth-commands';
import { useSubmit } from './use-submit';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm({ email: '', password: '' }, (v) => ({
    email: firstError(v.email, required, email),
    password: required(v.password),
  }));
  const { busy, error, submit } = useSubmit();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    if (
      await submit(() =>
        signInWithEmail(form.values.email, form.values.password).then(() => undefined),
      )
    ) {
      onSignedIn();
    }
  };

  const onGoogle = async () => {
    if (await submit(() => signInWithGoogle().then(() => undefined))) onSignedIn();
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
        autoComplete="current-password"
        {...form.field('password')}
      />
      <button type="submit" className="pixel-button !bg-primary !text-surface" disabled={busy}>
        <FormattedMessage id={busy ? 'auth.submitting' : 'auth.submit.signIn'} />
      </button>
      <p className="text-center text-sm text-ink-muted" aria-hidden="true">
        <FormattedMessage id="auth.or" />
      </p>
      <button type="button" className="pixel-button" onClick={onGoogle} disabled={busy}>
        <FormattedMessage id="auth.withGoogle" />
      </button>
    </form>
  );
}
