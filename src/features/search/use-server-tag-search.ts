import { useEffect, useState } from 'react';
import { callRemote } from '../../data/remote';
import { mirrorPosts } from '../../data/sync/mirror-writes';

export type ServerTagSearch =
  | { status: 'idle' }
  | { status: 'asking'; tag: string }
  | { status: 'done'; tag: string; found: number }
  | { status: 'failed'; tag: string };

const MAX_POSTS = 50;
/** A tag answered this recently is not asked again (typing, going back and forth). */
const FRESH_MS = 60_000;
/** Answers per tag for this tab: how many posts the server had, or null when asking failed. */
const answers = new Map<string, { at: number; found: number | null }>();

/**
 * While online, asks Firestore for the newest posts with `tag` and mirrors them, so the index
 * (which follows Dexie) finds posts the device had not seen. Rows with changes waiting in the
 * outbox are held back by the mirror writes, never overwritten.
 */
export function useServerTagSearch(tag: string | undefined, online: boolean): ServerTagSearch {
  const [asking, setAsking] = useState<string | null>(null);
  const [, setAnswered] = useState(0);

  useEffect(() => {
    if (!tag || !online) return;
    const answer = answers.get(tag);
    if (answer && answer.found !== null && Date.now() - answer.at < FRESH_MS) return;
    let current = true;
    // A tag settles before it is sent: `#pix` on its way to `#pixel-art` is not asked about.
    const timer = setTimeout(() => {
      setAsking(tag);
      callRemote((api) => api.fetchPostsByTag(tag, MAX_POSTS))
        .then(async (posts) => {
          await mirrorPosts(posts);
          answers.set(tag, { at: Date.now(), found: posts.length });
        })
        .catch((error: unknown) => {
          console.warn('search: tag on the server', error);
          answers.set(tag, { at: Date.now(), found: null });
        })
        .finally(() => {
          if (!current) return;
          setAsking(null);
          setAnswered((n) => n + 1);
        });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [tag, online]);

  if (!tag) return { status: 'idle' };
  if (asking === tag) return { status: 'asking', tag };
  const answer = answers.get(tag);
  if (!answer) return { status: 'idle' };
  return answer.found === null
    ? { status: 'failed', tag }
    : { status: 'done', tag, found: answer.found };
}
