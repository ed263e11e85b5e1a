import { accountCornerControl } from '../../ui/account-corner';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Warns before signing out with writes still waiting for the server. */
export function SignOutDialog({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      messageKey="auth.signOutPending"
      messageValues={{ count: pending }}
      confirmKey="menu.signOut"
      onConfirm={onConfirm}
      onCancel={onCancel}
      returnFocusTo={accountCornerControl}
    />
  );
}
