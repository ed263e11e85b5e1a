import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';
import { FormError } from '../../ui/text-field';
import { notify } from '../../lib/notifications';
import { refreshAccount, resendVerification, useSubmit } from '../auth';
import { useMember } from './use-member';

/**
 * /mypage/verify: where the red "verify your email" item leads. The member can send the link
 * again and, once they have opened it, check; the status follows (a focus checks too).
 */
export function VerifyPage() {
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
    <div className="flex flex-col gap-6">
      <PageTitle titleKey="mypage.verify.title" />
      <section className="flex flex-col items-start gap-4 bg-surface p-5 pixel-border">
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
              <button
                type="button"
                className="pixel-button"
                onClick={onCheck}
                disabled={check.busy}
              >
                <FormattedMessage id="mypage.verify.check" />
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
