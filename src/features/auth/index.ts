// What other features may use of the account feature: the session, the sign-in dialog, the
// account commands and the pieces my page builds its forms from.
export { isOwner, useSession, type SessionUser } from './session';
export { askToSignIn, useSignInGuard } from './sign-in-guard';
export {
  accountReauthMethod,
  changeAvatar,
  changeEmail,
  changeNickname,
  changePassword,
  deleteAccount,
  refreshAccount,
  resendVerification,
  saveLanguage,
} from './auth-commands';
export type { ReauthMethod } from './reauth-method';
export { pendingWrites } from './sign-out';
export { usePendingEmail } from './pending-email';
export { AccountForm } from './account-form';
export { useAccountForm } from './use-account-form';
export { useSubmit } from './use-submit';
export { SignInPrompt } from './sign-in-prompt';
export { VerifyEmailNotice } from './verify-email-notice';
/** The notice's code alone, for a screen that shows it only to an unverified member. */
export const loadVerifyEmailNotice = () => import('./verify-email-notice');
