import { trackActivity } from '../../lib/activity';
import { takeEarlyRead, type ScreenRead } from './early-reads';

/** What the screen shows: the read the app's first script began, or the same read made now. */
export function readOnce<T>({ key, read }: ScreenRead<T>): Promise<T> {
  const early = takeEarlyRead<T>(key);
  return trackActivity(early ?? read());
}
