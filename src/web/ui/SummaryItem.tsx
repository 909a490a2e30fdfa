import type { ReactNode } from 'react';

/** One line of a handheld summary list (`wm-summary`): the label, then the value in bold. */
export function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <span>{label}</span>
      <strong>{children}</strong>
    </li>
  );
}
