import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';

// A post's commands (like, bookmark, comment, delete) write to the device's database and its
// outbox, so they bring Dexie with them. They load when a member is on the page, once the browser
// is idle after the post has painted (`useMemberCommands`), not with the post: a visitor, who can
// do none of them, never loads them, and the post paints without waiting for them. A member who
// acts offline finds them loaded: signing in takes longer than their loading after the paint, and
// the service worker keeps every chunk once installed.
export const reactionCommands = () => import('../../data/sync/commands/reaction-commands');
export const commentCommands = () => import('../../data/sync/commands/comment-commands');
export const postCommands = () => import('../../data/sync/commands/post-commands');

/** Loads the post's commands once a member is on the page and the browser is idle. */
export function useMemberCommands(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => {
      for (const load of [reactionCommands, commentCommands, postCommands]) {
        load().catch((error: unknown) => console.warn('post: commands not loaded', error));
      }
    });
  }, [signedIn]);
}
