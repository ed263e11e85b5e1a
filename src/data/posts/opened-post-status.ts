import type { PostRow } from '../model/local-rows';

export type OpenedPost =
  | { status: 'loading' }
  | { status: 'ready'; post: PostRow }
  | { status: 'missing' }
  | { status: 'offline' };

/**
 * What the post page shows. "Missing" or "offline" only once the device's copy has been read
 * too: a member's own post, just written and not yet sent, is on the device alone, and the
 * server's "no such post" can arrive before the device's copy has been read.
 */
export function openedPostStatus({
  row,
  deviceRead,
  server,
}: {
  /** The post as the device (or a first visit's server read) has it. */
  row: PostRow | { kind: string } | undefined;
  /** Whether the device's copy has answered (with the post or with nothing). */
  deviceRead: boolean;
  /** The server's answer, when it has given one. */
  server: 'missing' | 'offline' | 'found' | undefined;
}): OpenedPost {
  if (row?.kind === 'post') return { status: 'ready', post: row as PostRow };
  if (row === undefined && deviceRead && server !== undefined && server !== 'found')
    return { status: server };
  return { status: 'loading' };
}
