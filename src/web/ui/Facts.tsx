import type { ReactNode } from 'react';

/**
 * Labelled facts (order, ship-to, bin, material, ...) as a description list of `className`. The labels are
 * catalogue text; the values are data (`translate="no"`: a browser's translator leaves them alone).
 */
export function Facts({ facts, className }: { facts: [string, ReactNode][]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd translate="no">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
