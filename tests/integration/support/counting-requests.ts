/**
 * Runs `work` and counts the requests to Firestore's REST API method `method` (`batchGet`,
 * `commit`) that this process sends meanwhile.
 */
export async function countingRequests<T>(
  method: string,
  work: () => Promise<T>,
): Promise<{ result: T; sent: number }> {
  const original = globalThis.fetch;
  let sent = 0;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(`:${method}`)) sent += 1;
    return original(input, init);
  };
  try {
    return { result: await work(), sent };
  } finally {
    globalThis.fetch = original;
  }
}
