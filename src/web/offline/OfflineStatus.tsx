import { useEffect, useSyncExternalStore } from 'react';
import { t } from '../../shared/i18n';
import { href } from '../../shared/pages';
import { Link } from '../router';
import { afterLoad } from './after-load';
import { type OfflineState, offlineState, subscribeOffline } from './state';
import './offline.css';

export const JOURNAL_PATH = href('offlineJournal');

export function useOffline(): OfflineState {
  return useSyncExternalStore(subscribeOffline, offlineState, offlineState);
}

/** "N postings waiting" (and how many were refused), linking to the journal; nothing when it is empty. */
export function JournalBadge() {
  const { counts, online } = useOffline();
  if (counts.waiting === 0 && counts.refused === 0 && online) return null;
  const parts = [
    ...(counts.waiting > 0 ? [counts.waiting === 1 ? t('journalWaitingOne') : t('journalWaiting', { count: counts.waiting })] : []),
    ...(counts.refused > 0 ? [t('journalRefusedCount', { count: counts.refused })] : []),
  ];
  return (
    <div className={`sp-offline-bar${counts.refused > 0 ? ' sp-offline-refused' : ''}`} role="status" aria-label={t('off.journalTitle')}>
      {online ? null : <span className="sp-offline-dot">{t('off.offline')}</span>}
      {parts.length > 0 ? (
        <Link to={JOURNAL_PATH} className="sp-offline-link">
          {parts.join(' · ')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * What became of the posting this page put into the journal: waiting ("No network: ..."), then,
 * once the network is back and the journal replayed it, the server's document, or its refusal.
 */
export function QueuedNotice() {
  const { lastQueued, posted, entries } = useOffline();
  const record = lastQueued ? posted.find((p) => p.idempotencyKey === lastQueued) : undefined;
  if (record) return <>{t('journalReplayed', { matDoc: record.matDoc ?? '' })}</>;
  const refused = lastQueued ? entries.find((e) => e.idempotencyKey === lastQueued && e.status === 'refused') : undefined;
  if (refused) return <>{t('journalReplayRefused', { message: refused.message ?? '' })}</>;
  return <>{t('journalQueued')}</>;
}

/** How old a snapshot is, in words: "3 min old", "loaded just now". */
export function ageText(loadedAt: number, now = Date.now()): string {
  const minutes = Math.floor((now - loadedAt) / 60_000);
  if (minutes < 1) return t('off.ageJustNow');
  if (minutes < 60) return t('off.ageMinutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('off.ageHours', { count: hours });
  return t('off.ageDays', { count: Math.floor(hours / 24) });
}

/** The age of the offline data per plant (the warehouse menu). */
export function SnapshotAge() {
  const { snapshots, syncedAt } = useOffline();
  // opening the menu online brings the offline data up to date (only what changed travels), once the menu is up:
  // the download, its parse and its indexing after the page's load, not beside its first paint (issue 41)
  useEffect(() => {
    afterLoad(() => void import('./runtime').then((runtime) => runtime.syncSnapshots({ force: true })));
  }, []);
  const plants = Object.entries(snapshots);
  if (plants.length === 0) return <p className="sp-muted sp-offline-age">{t('snapshotNone')}</p>;
  return (
    <p className="sp-muted sp-offline-age" data-testid="snapshot-age" data-synced-at={syncedAt ?? undefined}>
      {t('snapshotAge', {
        age: plants.map(([plant, at]) => t('off.plantAge', { plant, age: ageText(at) })).join(', '),
      })}
    </p>
  );
}
