import { startTransition, useEffect, useState } from 'react';

/**
 * The first screen's paint as a gate: what no one sees on a first load (the notification bell and its list, the
 * toast container and react-toastify, the offline runtime) is fetched and evaluated once the first screen is on the
 * glass, not beside it (issue 41: on a slow handheld their chunks and their evaluation came before the first paint).
 * The gate is open unless the entry holds it (main.tsx): screens rendered alone, in tests, have everything at once.
 */
let held = false;
let open = true;
const waiting = new Set<() => void>();

/** The entry's first render is coming: what waits for the first paint waits from now until firstPainted(). */
export function holdUntilFirstPaint(): void {
  if (held) return;
  held = true;
  open = false;
}

/** The first screen has been painted (or the entry gave up waiting): everything held goes. */
export function firstPainted(): void {
  if (open) return;
  open = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Whether the first screen has been painted (always, when the entry did not hold the gate). */
export function isFirstPainted(): boolean {
  return open;
}

/** Resolves once the first screen has been painted. */
export function afterFirstPaint(): Promise<void> {
  if (open) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/**
 * For a component that renders something only after the first paint: false until then, true from then on. The
 * change renders as a transition, in slices that leave the main thread to the reader's keys (what it brings
 * comes at once after the paint, and a single long task there is what a slow handheld feels).
 */
export function useFirstPainted(): boolean {
  const [painted, setPainted] = useState(open);
  useEffect(() => {
    if (painted) return;
    const show = () => startTransition(() => setPainted(true));
    if (open) {
      show();
      return;
    }
    waiting.add(show);
    return () => {
      waiting.delete(show);
    };
  }, [painted]);
  return painted;
}
