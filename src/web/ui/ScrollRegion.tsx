import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways (a wide table on the handheld): reachable by the keyboard, so it can be
 * scrolled without a pointer (WCAG 2.1.1; axe's scrollable-region-focusable). The table inside keeps
 * its own name.
 */
export function ScrollRegion({ className, busy, children }: { className: string; busy?: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled by keyboard
    <div className={className} tabIndex={0} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
