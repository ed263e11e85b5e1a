import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormError } from '../../ui/text-field';
import { notify } from '../../lib/notifications';
import { refreshAccount, resendVerification, useSubmit } from '../auth';
import { useMember } from './use-member';

/**
 * The member's email status with the way to verify it: send the link again and, once they have
 * opened it, check (a focus checks too). /mypage/verify is this alone; /mypage/profile shows it
 * at its top to an unverified member, so the spec's route for the red item leads to it too.
 */
export function VerifyEmailAction({ headingId }: { headingId?: string }) {
  const member = useMember();
  const resend = useSubmit();
  const check = useSubmit();

  const onResend = async () => {
    if (await resend.submit(resendVerification)) notify('msg.1014', { tone: 'success' });
  };
  const onCheck = async () => {
    await check.submit(refreshAccount);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-4 bg-surface p-5 pixel-border"
      data-testid="verify-email-action"
    >
      {headingId && (
        <h2 id={headingId} className="text-lg text-danger">
          <FormattedMessage id="mypage.verify.title" />
        </h2>
      )}
      <p data-testid="verify-status" aria-live="polite">
        {member.emailVerified ? (
          <span className="text-accent">
            <FormattedMessage id="mypage.verify.done" values={{ email: member.email }} />
          </span>
        ) : (
          <span className="text-danger">
            <FormattedMessage id="mypage.verify.waiting" values={{ email: member.email }} />
          </span>
        )}
      </p>
      {member.emailVerified ? (
        <Link to="/mypage" className="pixel-button">
          <FormattedMessage id="mypage.verify.toMyPage" />
        </Link>
      ) : (
        <>
          <FormError messageKey={resend.error ?? check.error} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="pixel-button"
              onClick={onResend}
              disabled={resend.busy}
            >
              <FormattedMessage id="mypage.resendVerification" />
            </button>
            <button type="button" className="pixel-button" onClick={onCheck} disabled={check.busy}>
              <FormattedMessage id="mypage.verify.check" />
            </button>
          </div>
        </>
      )}
    </section>
  );
}
