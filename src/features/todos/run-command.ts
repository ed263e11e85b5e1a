import { LocalWriteError } from '../../data/sync/local-write';
import { notify } from '../../lib/notifications';

/** Runs a to-do command; a write the device refused (a full disk, say) is shown, not thrown. */
export async function runCommand(command: () => Promise<unknown>): Promise<boolean> {
  try {
    await command();
    return true;
  } catch (error) {
    if (error instanceof LocalWriteError) notify(error.messageKey, { tone: 'error' });
    else console.error(error);
    return false;
  }
}
