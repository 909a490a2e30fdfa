/**
 * Resolves in a later task of the main thread: work split at its steps (the offline snapshot's parse, pack and index;
 * the first render after the catalogue), so that no step and the next together block input for long (issue 41: long
 * tasks are what a slow handheld's reader feels, and what Lighthouse's blocking time counts).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
