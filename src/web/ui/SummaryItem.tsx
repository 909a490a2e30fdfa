import type { ReactNode } from 'react';

/** One line of a handheld summary list (`wm-summary`): the label (catalogue text), then the value (data) in bold. */
export function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <span>{label}</span>
      <strong translate="no">{children}</strong>
    </li>
  );
}
