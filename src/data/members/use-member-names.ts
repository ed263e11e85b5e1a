import { useEffect, useState } from 'react';

// Members' current names, for what names them by uid (a comment's mentions): read once a session
// from their public profiles (profiles/{uid}, through REST), shared by every list that asks.
// Offline, or for a member with no profile, nothing: the caller shows the name it knew.

const asked = new Map<string, Promise<string | null>>();
const EMPTY: ReadonlyMap<string, string> = new Map();

function currentName(uid: string): Promise<string | null> {
  let name = asked.get(uid);
  if (!name) {
    name = import('../remote/rest-members')
      .then(({ restProfile }) => restProfile(uid))
      .then((profile) => profile?.displayName || null)
      .catch(() => {
        // Asked again next time (offline now, say).
        asked.delete(uid);
        return null;
      });
    asked.set(uid, name);
  }
  return name;
}

/** The current names of `uids` that are known (a member with none is left out). */
export function useMemberNames(uids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(uids)].sort().join('\n');
  // The last names found stay while the next are asked (names of the same uids do not flicker).
  const [names, setNames] = useState<ReadonlyMap<string, string>>(EMPTY);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const wanted = key.split('\n');
    void Promise.all(wanted.map(async (uid) => [uid, await currentName(uid)] as const)).then(
      (found) => {
        if (!live) return;
        const known = found.filter(
          (entry): entry is readonly [string, string] => entry[1] !== null,
        );
        setNames(new Map(known));
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}
