import { FormattedMessage } from 'react-intl';
import { notify } from '../../lib/notifications';
import { FormError } from '../../ui/text-field';
import { resendVerification } from './auth-commands';
import { useSubmit } from './use-submit';

/**
 * Shown where a member whose email is not verified is stopped (writing a post or a comment:
 * firestore.rules accept neither until it is), with the resend action right there.
 */
export function VerifyEmailNotice() {
  const { busy, error, submit } = useSubmit();
  const resend = async () => {
    if (await submit(resendVerification)) notify('msg.1014', { tone: 'success' });
  };
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-2 bg-surface-alt p-3"
      data-testid="verify-email-notice"
    >
      <p className="text-danger">
        <FormattedMessage id="msg.1003" /> <FormattedMessage id="auth.verify.toWrite" />
      </p>
      <FormError messageKey={error} />
      <button type="button" className="pixel-button" onClick={resend} disabled={busy}>
        <FormattedMessage id="mypage.resendVerification" />
      </button>
    </div>
  );
}
