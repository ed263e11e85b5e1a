import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { email, firstError, required } from '../../lib/validation';
import { useForm } from '../../lib/use-form';
import { notify } from '../../lib/notifications';
import { FormError, TextField } from '../../ui/text-field';
import { sendPasswordReset } from './auth-commands';
import { useSubmit } from './use-submit';

export function FindPasswordForm({ onSent }: { onSent: () => void }) {
  const form = useForm({ email: '' }, (v) => ({ email: firstError(v.email, required, email) }));
  const { busy, error, submit } = useSubmit();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const address = form.values.email.trim();
    if (await submit(() => sendPasswordReset(address))) {
      notify('auth.resetSent', { tone: 'success', values: { email: address } });
      onSent();
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
      <button type="submit" className="pixel-button !bg-primary !text-surface" disabled={busy}>
        <FormattedMessage id={busy ? 'auth.submitting' : 'auth.submit.findPassword'} />
      </button>
    </form>
  );
}
