/**
 * Whether a link or image points at another host than the app's (protocol-relative `//host`
 * included): those open in a new tab without the referrer, and images load without it.
 */
export function isOtherHost(url: string, base = globalThis.location?.href): boolean {
  if (!base) return /^(https?:)?\/\//i.test(url);
  try {
    const target = new URL(url, base);
    return /^https?:$/.test(target.protocol) && target.origin !== new URL(base).origin;
  } catch {
    return false;
  }
}
