import type { ReactNode } from 'react';
import { t } from '../../shared/i18n';
import { QueuedNotice } from '../offline/OfflineStatus';
import { StatusIcon, type StatusTone } from './StatusIcon';

/** A handheld flow's result (`wm-result`): its status line as the title (with its icon), then what comes next. */
export function ResultSection({
  label,
  title,
  children,
  tone = 'success',
}: {
  label: string;
  title: ReactNode;
  children: ReactNode;
  tone?: StatusTone;
}) {
  return (
    <section className="wm-result" aria-label={label}>
      <p className="wm-result-title" role="status">
        <StatusIcon tone={tone} />
        {title}
      </p>
      {children}
    </section>
  );
}

/** The result of a posting made without network: it waits in the offline journal (then: what the replay posted). */
export function QueuedResult({ children }: { children: ReactNode }) {
  return (
    <ResultSection label={t('ui.waitingInJournal')} title={<QueuedNotice />} tone="info">
      {children}
    </ResultSection>
  );
}
