/**
 * `run` once the page has loaded (its first screen's code and styles in) and the main thread is idle, at the
 * latest 2 s after the load: what the first screen does not need waits until it is up.
 */
export function afterLoad(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: 2000 });
    else window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
