import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TextField, FormError } from '../../ui/text-field';
import { notify } from '../../lib/notifications';
import {
  accountReauthMethod,
  deleteAccount,
  pendingWrites,
  useSubmit,
  type ReauthMethod,
} from '../auth';

/**
 * Account deletion: the member signs in again with the provider they use (their password, or
 * Google's popup for a member who signed up with Google), is told about writes still
 * waiting (they are discarded), and what goes (to-dos, bookmarks, images, profile) and what
 * stays (posts and comments, under the name they were written with).
 */
export function DeleteAccount() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(0);
  const [method, setMethod] = useState<ReauthMethod | null>(null);
  const { busy, error, submit } = useSubmit();

  useEffect(() => {
    let current = true;
    pendingWrites()
      .then((n) => current && setPending(n))
      .catch((e: unknown) => console.warn(e));
    accountReauthMethod()
      .catch((e: unknown) => {
        console.warn(e);
        return 'password' as const;
      })
      .then((m) => current && setMethod(m))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await submit(() =>
        deleteAccount(
          method === 'google' ? { method: 'google' } : { method: 'password', password },
        ),
      )
    ) {
      notify('mypage.delete.done', { tone: 'success', timeoutMs: 8000 });
      navigate('/', { replace: true });
    }
  };

  return (
    <section
      aria-labelledby="delete-heading"
      className="flex flex-col gap-3 border-2 border-danger bg-surface p-5"
    >
      <h2 id="delete-heading" className="text-lg text-danger">
        <FormattedMessage id="mypage.delete.title" />
      </h2>
      <p className="text-sm">
        <FormattedMessage id="mypage.delete.what" />
      </p>
      {pending > 0 && (
        <p className="text-sm font-bold text-danger" data-testid="delete-pending">
          <FormattedMessage id="mypage.delete.pending" values={{ count: pending }} />
        </p>
      )}
      {method === 'google' && (
        <form onSubmit={onSubmit} className="flex flex-col items-start gap-3" aria-busy={busy}>
          <FormError messageKey={error} />
          <p className="text-sm">
            <FormattedMessage id="mypage.delete.google" />
          </p>
          <button type="submit" className="pixel-button !text-danger" disabled={busy}>
            <FormattedMessage id="mypage.delete.submitGoogle" />
          </button>
        </form>
      )}
      {method === 'password' && (
        <form onSubmit={onSubmit} className="flex flex-col items-start gap-3" aria-busy={busy}>
          <FormError messageKey={error} />
          <TextField
            labelKey="mypage.currentPassword"
            type="password"
            autoComplete="current-password"
            name="delete-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <button
            type="submit"
            className="pixel-button !text-danger"
            disabled={busy || password === ''}
          >
            <FormattedMessage id="mypage.delete.submit" />
          </button>
        </form>
      )}
    </section>
  );
}
