// What other features may use of moderation: the one report control (a post's actions, each
// comment and reply), the mark a hidden item's author and admins read above it, and the dialog
// that asks for a reason (the member's report; the admin's hiding).
export { ReportButton, loadReasonDialog, type ReportButtonProps } from './report-button';
export { HiddenMark } from './hidden-mark';
export type { ReasonAnswer } from './reason-dialog';
