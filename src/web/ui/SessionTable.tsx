import type { SessionView } from '../../shared/contracts/profile/sessions';
import { t } from '../../shared/i18n';
import { ShortTable } from './ListTable';
import { showTime } from './plant-time';
import './session-table.css';

/** A session's device as a reader reads it: "Chrome on Android", or what of it is known. */
export function deviceText(s: Pick<SessionView, 'browser' | 'os'>): string {
  if (s.browser && s.os) return t('ses.device', { browser: s.browser, os: s.os });
  return s.browser ?? s.os ?? t('ses.unknownDevice');
}

/**
 * Signed-in sessions (My sessions, and a user's sessions on the users screen): the device, whether a
 * handheld paired by QR code, the address, sign-in and last use (the plant's time), which one is this
 * one; each other session has its End button.
 */
export function SessionTable({
  sessions,
  label,
  busy,
  onEnd,
}: {
  sessions: readonly SessionView[];
  label: string;
  busy: boolean;
  onEnd: (session: SessionView) => void;
}) {
  return (
    <ShortTable
      label={label}
      columns={[t('ses.colDevice'), t('ses.colAddress'), t('ses.colSignedIn'), t('ses.colLastUse'), t('ses.colAction')]}
    >
      {sessions.map((s) => (
        <tr key={s.sessionId} data-session={s.sessionId}>
          <td>
            <span translate="no">{deviceText(s)}</span>
            {s.paired ? <span className="sp-badge">{t('ses.paired')}</span> : null}
            {s.current ? <span className="sp-badge">{t('ses.thisOne')}</span> : null}
          </td>
          <td translate="no">{s.ip ?? '—'}</td>
          <td translate="no">{showTime(s.createdAt)}</td>
          <td translate="no">{showTime(s.lastSeenAt)}</td>
          <td>
            {s.current ? null : (
              <button
                type="button"
                className="ui-button"
                disabled={busy}
                aria-label={t('ses.endOne', { device: deviceText(s), address: s.ip ?? '—' })}
                onClick={() => onEnd(s)}
              >
                {t('ses.end')}
              </button>
            )}
          </td>
        </tr>
      ))}
    </ShortTable>
  );
}
