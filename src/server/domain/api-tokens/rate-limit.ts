/**
 * Requests per API token in fixed one-minute windows, in this process's memory. Good enough for one
 * instance; several instances each count their own share. Issue 19 moves the counter to the database
 * (DESIGN.md section 10: nothing process-local is needed for correctness).
 */
const WINDOW_MS = 60_000;
const windows = new Map<number, { start: number; count: number }>();

/** Counts a request of a token: null when allowed, else the seconds until its window ends (Retry-After). */
export function takeRequest(tokenId: number, perMinute: number, now = Date.now()): number | null {
  let w = windows.get(tokenId);
  if (!w || now - w.start >= WINDOW_MS) {
    if (windows.size > 10_000) windows.clear(); // tokens are few; never grow without bound
    w = { start: now, count: 0 };
    windows.set(tokenId, w);
  }
  w.count++;
  if (w.count <= perMinute) return null;
  return Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000));
}

/** Tests: start every token's window afresh. */
export function resetRateLimits(): void {
  windows.clear();
}
