import { useState } from 'react';
import { notify } from '../lib/notifications';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Deleting with a question first (spec 1017): `ask(item)` opens the dialog; on yes, `remove`
 * runs and "deleted" (1016) shows, or a generic error if it threw. Render `dialog` once.
 */
export function useConfirmedDelete<T>(remove: (item: T) => Promise<void>) {
  const [asking, setAsking] = useState<{ item: T } | null>(null);
  const confirm = async () => {
    if (!asking) return;
    setAsking(null);
    try {
      await remove(asking.item);
      notify('msg.1016', { tone: 'success' });
    } catch (failure) {
      console.warn(failure);
      notify('auth.error.unknown', { tone: 'error' });
    }
  };
  const dialog = asking && (
    <ConfirmDialog
      messageKey="msg.1017"
      confirmKey="posts.delete"
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(null)}
    />
  );
  return { ask: (item: T) => setAsking({ item }), dialog };
}
