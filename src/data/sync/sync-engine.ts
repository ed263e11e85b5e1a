import { liveQuery } from 'dexie';
import type { Atom } from 'jotai/vanilla';
import type { AppStore } from '../../lib/app-store';
import { db } from '../local/database';
import { followOutboxTally } from '../local/outbox-tally';
import { CATEGORIES } from '../model/post';
import { leadAlone, type LeaderElection } from './leader-election';
import { REPLAY_REQUEST_KEY, onLocalWrite } from './local-signal';
import {
  mirrorBookmarks,
  mirrorDocument,
  mirrorNotifications,
  mirrorPosts,
  mirrorTodos,
} from './mirror-writes';
import { mirrorMutes } from './mute-mirror';
import type { Notification } from '../model/notification';
import { postPath } from './entry-paths';
import { backoffDelay } from './backoff';
import { acknowledgementsOf } from './entry-settlement';
import { hasEntriesFor } from './outbox';
import { clearStale, markStale, staleRows } from './stale-rows';
import { createReplayer, type Replayer, type ReplayerOptions } from './replayer';
import type { SyncRemote } from './sync-remote';

/** How many of the newest posts of each category stay mirrored for reading offline. */
export const NEWEST_POSTS_PER_CATEGORY = 20;

export interface SyncEngineOptions extends Omit<
  ReplayerOptions,
  'currentUid' | 'onRefresh' | 'remote'
> {
  remote: SyncRemote;
  /** The app's jotai store (lib/app-store.ts), read here outside React. */
  store: AppStore;
  /** The signed-in member's uid in that store (see sync-user.ts). */
  user: Atom<string | null>;
  elect?: LeaderElection;
  /** Listen to the server (read path); tests of the write path alone turn it off. */
  mirror?: boolean;
  /** Notifications the listener brought that this device did not hold before. */
  onNewNotifications?: (uid: string, fresh: Notification[]) => void;
}

export interface SyncEngine {
  kick(): void;
  /** Re-reads these documents from the server into Dexie (retried while offline). */
  refresh(paths: readonly string[]): void;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The sync engine of one context: the leader replays the outbox and mirrors the member's
 * collections; every context just kicks it. Started once by start-sync.ts.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { remote, store, user, elect = leadAlone, mirror = true, isOnline = () => true } = options;
  const onError = (what: string) => (error: unknown) => console.warn(`sync: ${what}`, error);
  let replayer: Replayer | null = null;
  let refreshing = false;
  const retryDelay = options.delay ?? backoffDelay;

  let refreshAgain = false;
  // A refresh that failed (the network came back but the client is still reconnecting) tries
  // again by itself, backing off: nothing else may kick once the outbox is empty.
  let refreshRetry: ReturnType<typeof setTimeout> | undefined;
  let refreshFailures = 0;
  let engineStopped = false;

  async function refreshStale(): Promise<void> {
    if (!isOnline() || engineStopped) return;
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    refreshing = true;
    clearTimeout(refreshRetry);
    let failed = false;
    try {
      for (const path of await staleRows()) {
        // Read only once no entry guards the row, and keep it only if no acknowledgement came
        // while reading: otherwise the server's answer may predate the device's last change.
        if (await hasEntriesFor(path)) continue;
        const seen = acknowledgementsOf(path);
        const found = await remote.readMirrorDocument(path);
        if (acknowledgementsOf(path) !== seen) continue;
        if (await mirrorDocument(found)) await clearStale(path);
      }
    } catch {
      // Offline again, or not allowed (signed out): the next kick, or the retry, tries again.
      failed = true;
    } finally {
      refreshing = false;
    }
    refreshFailures = failed ? refreshFailures + 1 : 0;
    if (failed && !engineStopped) {
      refreshRetry = setTimeout(() => void refreshStale(), retryDelay(refreshFailures));
    }
    if (refreshAgain) {
      refreshAgain = false;
      await refreshStale();
    }
  }

  function refresh(paths: readonly string[]): void {
    if (paths.length === 0) return;
    markStale(paths).then(refreshStale, onError('refresh'));
  }

  function kick(): void {
    if (!replayer) return;
    replayer.kick();
    void refreshStale();
  }

  /** Listeners stop when the member changes: returns their combined unsubscribe. */
  function listen(starts: Array<Promise<() => void>>): () => void {
    let stopped = false;
    const unsubscribes: Array<() => void> = [];
    for (const start of starts) {
      start.then(
        (unsubscribe) => (stopped ? unsubscribe() : unsubscribes.push(unsubscribe)),
        onError('start'),
      );
    }
    return () => {
      stopped = true;
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }

  const write = (work: Promise<void>) =>
    work.catch((error: unknown) => console.error('sync: mirror write', error));

  function lead(): () => void {
    replayer = createReplayer({
      ...options,
      remote,
      currentUid: () => store.get(user),
      onRefresh: refresh,
    });
    const stopPosts = mirror
      ? listen([
          ...CATEGORIES.map((category) =>
            remote.watchNewestPosts(
              category,
              NEWEST_POSTS_PER_CATEGORY,
              (posts, left) => {
                void write(mirrorPosts(posts));
                // Hidden or deleted: read again, so the device's copy follows (mirror-writes.ts).
                refresh(left.map(postPath));
              },
              onError(`${category} posts`),
            ),
          ),
        ])
      : () => undefined;

    let stopMember = () => {};
    const followMember = () => {
      stopMember();
      const uid = store.get(user);
      stopMember =
        mirror && uid
          ? listen([
              remote.watchTodos(
                uid,
                (batch) => void write(mirrorTodos(uid, batch).then(refresh)),
                onError('todos'),
              ),
              remote.watchBookmarks(
                uid,
                (batch) => void write(mirrorBookmarks(uid, batch).then(refresh)),
                onError('bookmarks'),
              ),
              remote.watchMutes(
                uid,
                (mutedUids) => void write(mirrorMutes(uid, mutedUids)),
                onError('mutes'),
              ),
              remote.watchNotifications(
                uid,
                (batch, whole) =>
                  void write(
                    mirrorNotifications(uid, batch, { whole }).then(({ recheck, fresh }) => {
                      refresh(recheck);
                      if (fresh.length > 0) options.onNewNotifications?.(uid, fresh);
                    }),
                  ),
                onError('notifications'),
              ),
            ])
          : () => undefined;
      kick();
    };
    followMember();
    const unfollowMember = store.sub(user, followMember);
    const unfollowWrites = onLocalWrite(kick);
    // New entries from other tabs, and the sync page's retries, reach the leader through Dexie:
    // the device's one count of the outbox, and the replay requests.
    const unfollowOutbox = followOutboxTally(kick, onError('outbox'));
    const replayRequests = liveQuery(() => db.meta.get(REPLAY_REQUEST_KEY)).subscribe({
      next: kick,
      error: onError('replay requests'),
    });
    kick();

    return () => {
      replayRequests.unsubscribe();
      unfollowOutbox();
      unfollowWrites();
      unfollowMember();
      stopMember();
      stopPosts();
      const stopping = replayer;
      replayer = null;
      void stopping?.stop();
    };
  }

  const resign = elect(lead);
  let stopped: Promise<void> | null = null;

  return {
    kick,
    refresh,
    idle: () => replayer?.idle() ?? Promise.resolve(),
    stop() {
      engineStopped = true;
      clearTimeout(refreshRetry);
      stopped ??= (async () => {
        const stopping = replayer;
        resign();
        await stopping?.stop();
      })();
      return stopped;
    },
  };
}
