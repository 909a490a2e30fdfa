/**
 * Rebuilds a same-origin path from user-supplied text (a `next` parameter, a scanned QR code).
 * Returns the path and query of the parsed URL when it is of `origin`, else undefined.
 * Never returns the raw text, so tricks like `//evil`, `/\evil` or `javascript:` cannot leave.
 */
export function sameOriginPath(text: string, origin: string, opts: { absoluteOnly?: boolean } = {}): string | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > 2048) return undefined;
  // control characters and whitespace are never part of a scanned portal URL
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(text)) return undefined;
  if (opts.absoluteOnly && !/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username || url.password) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const path = url.pathname;
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  return `${path}${url.search}`;
}
