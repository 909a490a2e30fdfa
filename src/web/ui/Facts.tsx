import type { ReactNode } from 'react';

/** Labelled facts (order, ship-to, bin, material, ...) as a description list of `className`. */
export function Facts({ facts, className }: { facts: [string, ReactNode][]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
