import { useMemo } from 'react';
import { useDeviceQuery } from '../local/use-device-query';

// The one question a list asks of the member's mutes: is this author muted? A post's comments and
// replies ask it; any list of members' content (and the notification list) asks the same. A
// visitor has none, and a visitor's page loads no Dexie for them.

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
