import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as profile from '../../../shared/contracts/profile/endpoints';
import { t } from '../../../shared/i18n';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { QueryState } from '../../ui/QueryState';

/**
 * "Sign in a handheld": a QR code of a single-use sign-in address. The handheld scans it into the
 * QR box of its sign-in page, confirms, and is signed in as this user.
 */
export function Handheld() {
  const issue = useMutation({ mutationFn: () => call(profile.handheldCode) });
  const [now, setNow] = useState(() => Date.now());
  const { mutate } = issue;
  useEffect(() => mutate(), [mutate]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = issue.data ? Math.max(0, Math.round((new Date(issue.data.expiresAt).getTime() - now) / 1000)) : 0;
  const expired = issue.data !== undefined && left === 0;
  return (
    <Page title={t('prof.handheldTitle')}>
      <ol className="sp-steps">
        <li>{t('prof.handheldStep1')}</li>
        <li>{t('prof.handheldStep2', { box: t('prof.handheldQrBox') })}</li>
        <li>{t('prof.handheldStep3')}</li>
      </ol>
      <div className="sp-qr-box">
        <QueryState query={issue} />
        {issue.data && !expired ? (
          <>
            <img className="sp-qr" src={issue.data.qr} width={240} height={240} alt={t('prof.handheldQrAlt')} data-url={issue.data.url} />
            <p className="sp-qr-timer" aria-live="polite">
              {t('prof.handheldValidFor', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })}
            </p>
          </>
        ) : null}
        {expired ? <p className="sp-muted">{t('qrExpired')}</p> : null}
        <button type="button" className="sp-btn" onClick={() => mutate()} disabled={issue.isPending}>
          {t('prof.handheldNewCode')}
        </button>
      </div>
    </Page>
  );
}
