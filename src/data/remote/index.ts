import { trackActivity } from '../../lib/activity';

/**
 * The one door to Firebase. Everything behind it loads on first use, after the first paint,
 * and every awaited call shows on the loading bar.
 */
export const loadRemote = () => import('./remote-api');

export type RemoteApi = Awaited<ReturnType<typeof loadRemote>>;

export async function callRemote<T>(call: (api: RemoteApi) => Promise<T>): Promise<T> {
  return trackActivity(loadRemote().then(call));
}

/**
 * Counting a view (./hits): an anonymous session for a visitor and one write through Firestore
 * Lite, without the full SDK.
 */
export const loadHits = () => import('./hits');
