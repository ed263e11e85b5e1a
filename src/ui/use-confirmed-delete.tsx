import { useCallback, useState } from 'react';
import { notify } from '../lib/notifications';
import { LazyConfirmDialog } from './lazy-confirm-dialog';
import { focusAfterRemoving, focusWhenReady } from './use-return-focus';

/**
 * Deleting with a question first (message 1017): `ask(item)` opens the dialog; on yes, `remove`
 * runs and "deleted" (1016) shows, or a generic error if it threw. Render `dialog` once.
 * The dialog's code loads when first asked for (warm it with loadConfirmDialog).
 * Cancelling returns focus to the delete button; deleting a list item moves it to the next
 * item's (or to `orElse` when the list is empty).
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<void>,
  { orElse }: { orElse?: () => HTMLElement | null } = {},
) {
  const [asking, setAsking] = useState<{ item: T; then: () => HTMLElement | null } | null>(null);
  const confirm = async () => {
    if (!asking) return;
    setAsking(null);
    try {
      await remove(asking.item);
      focusWhenReady(asking.then);
      notify('msg.1016', { tone: 'success' });
    } catch (failure) {
      console.warn(failure);
      notify('auth.error.unknown', { tone: 'error' });
    }
  };
  const dialog = asking && (
    <LazyConfirmDialog
      messageKey="msg.1017"
      confirmKey="posts.delete"
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(null)}
    />
  );
  // The same function across renders, for memoized components that take it.
  const ask = useCallback(
    (item: T) => setAsking({ item, then: focusAfterRemoving(document.activeElement, orElse) }),
    [orElse],
  );
  return { ask, dialog };
}
