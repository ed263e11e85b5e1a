// Members' current names, for what names them by uid (the mentions of a post or comment): each
// member's public profile (profiles/{uid}, through REST) is read once a session, online only,
// and shared by whoever asks, the first script and React alike (one module). Offline, or for a
// member with no profile, nothing: the caller shows the name it knew.

const asked = new Map<string, Promise<string | null>>();
const found = new Map<string, string>();

function currentName(uid: string): Promise<string | null> {
  let name = asked.get(uid);
  if (name) return name;
  // Asked again once online.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve(null);
  name = import('../remote/rest-members')
    .then(({ restProfile }) => restProfile(uid))
    .then((profile) => {
      const displayName = profile?.displayName || null;
      if (displayName) found.set(uid, displayName);
      return displayName;
    })
    .catch(() => {
      // Asked again next time (the network failed, say).
      asked.delete(uid);
      return null;
    });
  asked.set(uid, name);
  return name;
}

/** The names of `uids` read so far (a member not read yet, or with none, is left out). */
export function namesFound(uids: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const uid of uids) {
    const name = found.get(uid);
    if (name) names.set(uid, name);
  }
  return names;
}

/** Reads the names of `uids` not read yet this session; answers those known then. */
export async function memberNames(uids: readonly string[]): Promise<Map<string, string>> {
  await Promise.all([...new Set(uids)].map(currentName));
  return namesFound(uids);
}
