import type { ReactNode } from 'react';
import { QueuedNotice } from '../offline/OfflineStatus';

/** A handheld flow's result (`wm-result`): its status line as the title, then what comes next. */
export function ResultSection({ label, title, children }: { label: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="wm-result" aria-label={label}>
      <p className="wm-result-title" role="status">
        {title}
      </p>
      {children}
    </section>
  );
}

/** The result of a posting made without network: it waits in the offline journal (then: what the replay posted). */
export function QueuedResult({ children }: { children: ReactNode }) {
  return (
    <ResultSection label="Waiting in the journal" title={<QueuedNotice />}>
      {children}
    </ResultSection>
  );
}
