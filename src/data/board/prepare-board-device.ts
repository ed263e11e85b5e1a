import { whenDeviceMayOpen } from '../local/device-copy';
import { pinnedOnDevice } from '../posts/pinned-notices';
import { boardRows } from './use-board-posts';

/**
 * Begins, as soon as the device may open (at once on a later visit, after the first rows have
 * painted on a first one: local/device-copy.ts), what the board's first device reads need:
 * Dexie, the board's and the pinned notices' queries, and the database's opening, which the
 * browser does off the main thread. Otherwise all of it waits for React to render the board and
 * its live queries to start, one after the other. Called once, by the board's screen module as
 * its route loads, ahead of the first render (app/routes.tsx, loadScreensFor).
 */
export function prepareBoardDevice(): void {
  void whenDeviceMayOpen()
    .then(() =>
      Promise.all([
        import('../local/database').then(({ db }) => db.open()),
        boardRows(),
        pinnedOnDevice(),
      ]),
    )
    // The board's own reads report a failure (useDeviceQuery): this one only begins them early.
    .catch(() => undefined);
}
