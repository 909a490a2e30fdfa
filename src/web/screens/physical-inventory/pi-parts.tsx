import type { ReactNode } from 'react';
import type { PiCountBin } from './pi-count.flow';

/** The summary of a handheld count (count, serial count): document, bins counted, the bin, then the screen's own lines. */
export function PiCountSummary({
  piNumber,
  bins,
  bin,
  children,
}: {
  piNumber: string;
  bins: PiCountBin[];
  bin: string | null;
  children?: ReactNode;
}) {
  return (
    <ul className="wm-summary" aria-label="This count">
      <li>
        <span>Document</span>
        <strong>{piNumber}</strong>
      </li>
      <li>
        <span>Bins counted</span>
        <strong>
          {bins.filter((b) => b.counted).length} of {bins.length}
        </strong>
      </li>
      {bin ? (
        <li>
          <span>Bin</span>
          <strong>{bin}</strong>
        </li>
      ) : null}
      {children}
    </ul>
  );
}
