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

/** How long a slice of a long loop may run before the loop waits for the next task (a 4x slower handheld: ~30 ms). */
export const SLICE_MS = 8;

/**
 * A long loop in slices: `step` for each item in turn, waiting for the next task whenever a slice has run for `sliceMs`,
 * so that a big plant's snapshot is checked and indexed without one long task. A step that returns false ends the
 * loop: the answer is false then, else true.
 */
export async function inSlices<T>(items: readonly T[], step: (item: T, index: number) => unknown, sliceMs = SLICE_MS): Promise<boolean> {
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (step(items[i] as T, i) === false) return false;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  return true;
}
