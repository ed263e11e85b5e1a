import { useMemo } from 'react';
import { useDeviceQuery } from '../local/use-device-query';

// The one question every list asks of the member's mutes: is this author muted? The board, the
// search results, a post's page, its comments and replies ask it (and the notification list will);
// a visitor has no mutes, and a visitor's page loads no Dexie for them.

export interface MutedMembers {
  isMuted(uid: string): boolean;
}

const NOBODY: MutedMembers = { isMuted: () => false };
const mutesOnDevice = () => import('../local/mutes');

/** The signed-in member's mutes, live from the device (nobody muted until it has answered). */
export function useMutedMembers(uid: string | undefined): MutedMembers {
  const answer = useDeviceQuery(
    uid ? mutesOnDevice : null,
    async ({ mutedUidsOf }) => ({ uid, muted: await mutedUidsOf(uid!) }),
    [uid],
  );
  const muted = answer?.uid === uid ? answer?.muted : undefined;
  return useMemo(() => {
    if (!muted || muted.length === 0) return NOBODY;
    const set = new Set(muted);
    return { isMuted: (author) => set.has(author) };
  }, [muted]);
}
