import { FormattedMessage } from 'react-intl';
import { openAuthDialog } from './auth-dialog-state';

/** For a page that needs a member: "log in to continue" (1019) and a button that opens sign-in. */
export function SignInPrompt({ testId }: { testId?: string }) {
  return (
    <div
      className="flex flex-col items-start gap-3 bg-surface-alt p-4 pixel-border"
      data-testid={testId}
    >
      <p>
        <FormattedMessage id="msg.1019" />
      </p>
      <button type="button" className="pixel-button" onClick={() => openAuthDialog()}>
        <FormattedMessage id="auth.signInPrompt" />
      </button>
    </div>
  );
}
