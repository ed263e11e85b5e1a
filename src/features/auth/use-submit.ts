import { useState } from 'react';
import type { MessageKey } from '../../i18n/catalogs';
import { authErrorKey } from './auth-errors';
import { ImageError } from '../../lib/image-resize';

/** Runs a form's action once at a time and keeps the translated error it failed with. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);

  const submit = async (action: () => Promise<void>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      if (!(failure instanceof ImageError)) console.warn(failure);
      setError(failure instanceof ImageError ? failure.messageKey : authErrorKey(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, submit };
}
