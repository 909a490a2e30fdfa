import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as mailApi from '../../../shared/contracts/mail/endpoints';
import type { MailStatus } from '../../../shared/contracts/mail/schemas';
import { showNumber, t } from '../../../shared/i18n';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { toastSuccess } from '../../shell/ui-state';
import { AlertLine } from '../../ui/AlertLine';
import { Facts } from '../../ui/Facts';
import { ShortTable } from '../../ui/ListTable';
import { showTime } from '../../ui/plant-time';
import { QueryState } from '../../ui/QueryState';
import { useActionError } from '../../ui/use-action';
import './mail.css';

const KEY = ['admin-mail'];

/**
 * E-mail for administrators (page `adminMail`, ADMIN/SU01): whether e-mail is on (SMTP_URL), the
 * outbox's counts (queued, sent, dead) and the dead letters with their last error and "Send again".
 */
export default function AdminMail() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: () => call(mailApi.getMailStatus), refetchInterval: 5000 });
  const resend = useActionError();
  const sendAgain = async (mailId: number) => {
    const next = await resend.run(() => call(mailApi.resendMail, { params: { mailId } }));
    if (next) {
      queryClient.setQueryData<MailStatus>(KEY, next);
      toastSuccess(t('mailAdmin.queuedAgain'));
    }
  };
  const s = status.data;
  return (
    <Page title={t('mailAdmin.title')}>
      <QueryState query={status} />
      {s ? (
        <>
          <p role="status" className={s.enabled ? undefined : 'sp-error-text'}>
            {s.enabled ? t('mailAdmin.on') : t('mailAdmin.off')}
          </p>
          <Facts
            className="sp-facts"
            facts={[
              ...(s.enabled
                ? ([
                    [t('mailAdmin.server'), s.server ?? ''],
                    [t('mailAdmin.from'), s.from ?? ''],
                  ] as [string, string][])
                : []),
              [t('mailAdmin.queued'), showNumber(s.queued)],
              [t('mailAdmin.sent'), showNumber(s.sent)],
              [t('mailAdmin.dead'), showNumber(s.dead)],
            ]}
          />
          <h2>{t('mailAdmin.deadLetters')}</h2>
          <AlertLine message={resend.error} />
          {s.deadLetters.length === 0 ? (
            <p className="sp-muted">{t('mailAdmin.noDeadLetters')}</p>
          ) : (
            <ShortTable
              label={t('mailAdmin.deadLetters')}
              columns={[
                t('mailAdmin.colRecipient'),
                t('mailAdmin.colSubject'),
                t('mailAdmin.colAttempts'),
                t('mailAdmin.colError'),
                t('mailAdmin.colFailed'),
                '',
              ]}
            >
              {s.deadLetters.map((d) => (
                <tr key={d.mailId} data-mail={d.mailId}>
                  <td translate="no">{d.recipient}</td>
                  <td className="mail-wrap">
                    <span translate="no">{d.subject}</span>
                    <br />
                    <span className="sp-muted">{d.reason}</span>
                  </td>
                  <td>{showNumber(d.attempts)}</td>
                  <td className="mail-wrap" translate="no">
                    {d.lastError ?? '—'}
                  </td>
                  <td>{showTime(d.failedAt)}</td>
                  <td>
                    <button type="button" className="sp-btn" disabled={resend.busy} onClick={() => void sendAgain(d.mailId)}>
                      {t('mailAdmin.sendAgain')}
                    </button>
                  </td>
                </tr>
              ))}
            </ShortTable>
          )}
        </>
      ) : null}
    </Page>
  );
}
