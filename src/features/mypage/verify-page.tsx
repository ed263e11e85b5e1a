import { PageTitle } from '../../ui/page-title';
import { VerifyEmailAction } from './verify-email-action';

/** /mypage/verify: where the red "verify your email" item leads. */
export function VerifyPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle titleKey="mypage.verify.title" />
      <VerifyEmailAction />
    </div>
  );
}
