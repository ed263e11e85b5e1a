// Posts shown from the server before the device holds them. A screen shows the server's page as
// soon as it comes, and writes it into the device's copy later (on a first visit once the page has
// painted, and when the browser is idle). A command on such a post (a like, a bookmark, a
// comment, a pin, an edit) changes its row on the device, so it waits here for the write on its
// way instead of finding no row and telling the member the post is missing.

/** How long a command waits for a post's row on its way before it gives up on it. */
export const ARRIVAL_WAIT_MS = 10_000;

const arriving = new Map<string, Promise<void>>();

/**
 * Notes that `writing` puts these posts into the device's copy, until it ends (either way).
 * Returns `writing`, for the caller to go on with.
 */
export function postsArriving<T>(ids: readonly string[], writing: Promise<T>): Promise<T> {
  const ended = writing.then(
    () => undefined,
    () => undefined,
  );
  for (const id of ids) arriving.set(id, ended);
  void ended.then(() => {
    for (const id of ids) if (arriving.get(id) === ended) arriving.delete(id);
  });
  return writing;
}

/**
 * Resolves once the write on its way with the post's row, if there is one, has ended, or after
 * `limitMs`; at once when none is on its way.
 */
export function postArrived(id: string, limitMs = ARRIVAL_WAIT_MS): Promise<void> {
  const writing = arriving.get(id);
  if (!writing) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void writing.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
