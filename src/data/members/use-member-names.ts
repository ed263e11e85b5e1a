import { useEffect, useMemo, useState } from 'react';
import { useOnline } from '../../lib/hooks/use-online';
import { memberNames, namesFound } from './member-names';

/**
 * The current names of `uids` that are known (a member with none is left out): those read
 * already this session from the first render (the first script may have read them), the others
 * once read, after the first paint, while online (member-names.ts).
 */
export function useMemberNames(uids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(uids)].sort().join('\n');
  const online = useOnline();
  const [read, setRead] = useState(0);
  useEffect(() => {
    if (!key || !online) return;
    let live = true;
    void memberNames(key.split('\n')).then(() => live && setRead((n) => n + 1));
    return () => {
      live = false;
    };
  }, [key, online]);
  // `read` stands for the names read since: they are looked up again then.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => namesFound(key ? key.split('\n') : []), [key, read]);
}
