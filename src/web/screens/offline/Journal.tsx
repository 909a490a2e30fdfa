import { useEffect, useState } from 'react';
import { readGlobals } from '../../globals';
import type { JournalEntry } from '../../offline/journal';
import { useOffline } from '../../offline/OfflineStatus';
import { discardPosting, reloadJournal, replayNow, retryPosting } from '../../offline/runtime';
import { BottomBar } from '../../shell/BottomBar';
import { focusOnMount } from '../../shell/key-buffer';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { showTime } from '../../ui/plant-time';
import '../warehouse/handheld.css';
import { t } from '../../../shared/i18n';

/**
 * The offline journal (page `offlineJournal`): the postings made without
 * network, oldest first. Waiting ones are posted when the network is back (or now: Retry); refused
 * ones show the server's message and stay until the operator retries (after fixing the cause) or
 * discards them (asked once more). The journal lives in IndexedDB: a reload or a browser restart
 * keeps it.
 */
export default function Journal() {
  const { entries: all, online, replaying, signedOut, posted: postedAll } = useOffline();
  const user = readGlobals().username ?? '';
  // this user's postings; another user's wait for that user's next sign-in on this device
  const entries = all.filter((e) => e.user === user);
  const others = all.length - entries.length;
  // what the replays of this user's postings produced: the server's document for each
  const posted = postedAll.filter((p) => p.user === user);
  useEffect(() => {
    void reloadJournal();
  }, []);
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('off.journalTitle')} />
      <AlertLine message={signedOut && t('journalSignIn')} />
      {entries.length === 0 ? (
        <p className="wm-muted" role="status">
          {t('journalEmpty')}
        </p>
      ) : (
        <ol className="sp-journal" aria-label={t('off.postings')}>
          {entries.map((entry, index) => (
            <JournalRow key={entry.id} entry={entry} first={index === 0} busy={replaying} online={online} />
          ))}
        </ol>
      )}
      {posted.length > 0 ? (
        <section aria-labelledby="journal-posted">
          <h2 id="journal-posted" className="sp-journal-heading">
            {t('journalPosted')}
          </h2>
          <ol className="sp-journal" aria-label={t('journalPosted')}>
            {posted.map((p) => (
              <li key={p.idempotencyKey} className="sp-journal-entry" data-status="posted" aria-label={p.label}>
                <div className="sp-journal-status">{p.matDoc ? t('journalPostedDocument', { matDoc: p.matDoc }) : t('journalPosted')}</div>
                <div className="wm-card-title" translate="no">
                  {p.label}
                </div>
                <div className="wm-card-meta">{showTime(p.postedAt)}</div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {others > 0 ? <p className="wm-muted">{t('off.othersWaiting', { count: others })}</p> : null}
      <BottomBar
        actions={{
          done: entries.some((e) => e.status === 'waiting') && online ? { run: () => void replayNow(), label: t('journalRetry') } : null,
        }}
      />
    </div>
  );
}

function JournalRow({ entry, first, busy, online }: { entry: JournalEntry; first: boolean; busy: boolean; online: boolean }) {
  const [confirming, setConfirming] = useState<'discard' | 'post-again' | null>(null);
  const id = entry.id as number;
  const refused = entry.status === 'refused';
  // a posting the server may already have: neither retry nor discard is a safe default for Enter
  const forgotten = refused && entry.forgotten === true;
  return (
    <li className="sp-journal-entry" data-status={entry.status} aria-label={entry.label}>
      <div className="sp-journal-status">{refused ? t('journalRefused') : t('journalWaitingLabel')}</div>
      <div className="wm-card-title" translate="no">
        {entry.label}
      </div>
      <div className="wm-card-meta">{showTime(entry.createdAt)}</div>
      {entry.message ? <p className="sp-journal-message">{entry.message}</p> : null}
      {confirming === 'discard' ? (
        <fieldset className="sp-journal-actions sp-journal-confirm">
          <legend>{t('journalDiscardConfirm')}</legend>
          <button type="button" className="ui-button ui-button-primary" ref={focusOnMount} onClick={() => void discardPosting(id)}>
            {t('off.yesDiscard')}
          </button>
          <button type="button" className="ui-button" onClick={() => setConfirming(null)}>
            {t('keep')}
          </button>
        </fieldset>
      ) : confirming === 'post-again' ? (
        <fieldset className="sp-journal-actions sp-journal-confirm">
          <legend>{t('journalPostAgainConfirm')}</legend>
          <button type="button" className="ui-button" disabled={busy || !online} onClick={() => void retryPosting(id)}>
            {t('off.yesPostAgain')}
          </button>
          <button type="button" className="ui-button ui-button-primary" ref={focusOnMount} onClick={() => setConfirming(null)}>
            {t('keep')}
          </button>
        </fieldset>
      ) : (
        <div className="sp-journal-actions">
          <button
            type="button"
            className="ui-button"
            disabled={busy || !online}
            ref={first && refused && !forgotten ? focusOnMount : undefined}
            onClick={() => (forgotten ? setConfirming('post-again') : void (refused ? retryPosting(id) : replayNow()))}
          >
            {t('journalRetry')}
          </button>
          <button type="button" className="ui-button" disabled={busy} onClick={() => setConfirming('discard')}>
            {t('journalDiscard')}
          </button>
        </div>
      )}
    </li>
  );
}
