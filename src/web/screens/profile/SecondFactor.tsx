import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as profileApi from '../../../shared/contracts/profile/endpoints';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { readGlobals } from '../../globals';
import { Page } from '../../shell/ShellLayout';
import { toastSuccess } from '../../shell/ui-state';
import { FormField } from '../../ui/FormField';
import { QueryState } from '../../ui/QueryState';
import { Passkeys } from './Passkeys';
import './second-factor.css';

const STATUS_KEY = ['second-factor'];

/**
 * /supplier/profile/secondFactor: the authenticator app (QR code, the secret as text, a first code
 * confirms it, ten recovery codes shown once; removed with a current code) and passkeys. A user
 * whose roles require a second factor and who has none comes here right after the password and
 * reaches nothing else until one is enrolled.
 */
export function SecondFactor() {
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => call(profileApi.getSecondFactor) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrolment = readGlobals().secondFactorEnrolment === true;
  return (
    <Page title={t('mfa.title')}>
      {enrolment ? (
        <p className="sp-notice" role="status">
          {t('mfa.enrolmentRequired')}
        </p>
      ) : null}
      <QueryState query={status} />
      {codes ? <RecoveryCodes codes={codes} enrolment={enrolment} onDone={() => setCodes(null)} /> : null}
      {status.data && !codes ? (
        <>
          <p className="sp-muted">{status.data.required ? t('mfa.required') : t('mfa.optional')}</p>
          <section className="sp-form" aria-labelledby="mfa-app-title">
            <h2 className="sp-section-title" id="mfa-app-title">
              {t('mfa.appTitle')}
            </h2>
            {status.data.totp ? (
              <TotpEnrolled recoveryCodesLeft={status.data.recoveryCodesLeft} onCodes={setCodes} />
            ) : (
              <TotpEnrol onCodes={setCodes} />
            )}
          </section>
          <Passkeys passkeys={status.data.passkeys} enrolment={enrolment} />
        </>
      ) : null}
    </Page>
  );
}

/** One code field with its submit button; the server's refusal is shown at the field. */
function CodeForm({
  label,
  submit,
  onCode,
  pending,
  error,
  danger,
}: {
  label: string;
  submit: string;
  onCode: (code: string) => void;
  pending: boolean;
  error: string | undefined;
  danger?: boolean;
}) {
  const [code, setCode] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onCode(code.trim());
  };
  return (
    <form className="sp-inline-form" onSubmit={send} noValidate>
      <FormField label={label} error={error} required>
        <input
          className="sp-input sp-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
      <button type="submit" className={`sp-btn ${danger ? 'sp-btn-danger' : 'sp-btn-primary'}`} disabled={pending || code.length !== 6}>
        {submit}
      </button>
    </form>
  );
}

function TotpEnrol({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const start = useMutation({ mutationFn: () => call(profileApi.startTotp) });
  const confirm = useMutation({
    mutationFn: (code: string) => call(profileApi.confirmTotp, { body: { code } }),
    onSuccess: async (r) => {
      onCodes(r.recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
  });
  if (!start.data)
    return (
      <>
        <p>{t('mfa.appIntro')}</p>
        {start.isError ? (
          <p className="sp-error-text" role="alert">
            {errorText(start.error)}
          </p>
        ) : null}
        <button type="button" className="sp-btn sp-btn-primary" onClick={() => start.mutate()} disabled={start.isPending}>
          {t('mfa.appStart')}
        </button>
      </>
    );
  return (
    <>
      <ol className="sp-steps">
        <li>{t('mfa.appStep1')}</li>
        <li>{t('mfa.appStep2')}</li>
      </ol>
      <div className="sp-qr-box">
        <img className="sp-qr" src={start.data.qr} width={240} height={240} alt={t('mfa.qrAlt')} />
        <p>
          {t('mfa.secretText')}{' '}
          <code className="sp-secret" translate="no" data-secret={start.data.secret}>
            {start.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </p>
      </div>
      <CodeForm
        label={t('mfa.codeLabel')}
        submit={t('mfa.appConfirm')}
        onCode={(code) => confirm.mutate(code)}
        pending={confirm.isPending}
        error={confirm.isError ? errorText(confirm.error) : undefined}
      />
    </>
  );
}

function TotpEnrolled({ recoveryCodesLeft, onCodes }: { recoveryCodesLeft: number; onCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<'renew' | 'disable' | null>(null);
  const renew = useMutation({
    mutationFn: (code: string) => call(profileApi.renewRecoveryCodes, { body: { code } }),
    onSuccess: (r) => onCodes(r.recoveryCodes),
  });
  const disable = useMutation({
    mutationFn: (code: string) => call(profileApi.disableTotp, { body: { code } }),
    onSuccess: (r) => {
      queryClient.setQueryData(STATUS_KEY, r);
      toastSuccess(t('mfa.appRemoved'));
    },
  });
  return (
    <>
      <p className="sp-success-text" role="status">
        {t('mfa.appEnrolled')}
      </p>
      <p className="sp-muted">{t('mfa.recoveryLeft', { count: recoveryCodesLeft })}</p>
      <div className="sp-form-actions">
        <button type="button" className="sp-btn" onClick={() => setAction('renew')} aria-pressed={action === 'renew'}>
          {t('mfa.recoveryRenew')}
        </button>
        <button type="button" className="sp-btn" onClick={() => setAction('disable')} aria-pressed={action === 'disable'}>
          {t('mfa.appRemove')}
        </button>
      </div>
      {action === 'renew' ? (
        <CodeForm
          key="renew"
          label={t('mfa.codeLabel')}
          submit={t('mfa.recoveryRenew')}
          onCode={(code) => renew.mutate(code)}
          pending={renew.isPending}
          error={renew.isError ? errorText(renew.error) : undefined}
        />
      ) : null}
      {action === 'disable' ? (
        <CodeForm
          key="disable"
          label={t('mfa.codeLabel')}
          submit={t('mfa.appRemove')}
          danger
          onCode={(code) => disable.mutate(code)}
          pending={disable.isPending}
          error={disable.isError ? errorText(disable.error) : undefined}
        />
      ) : null}
    </>
  );
}

/** The recovery codes, shown this once; after enrolment forced by the roles, "Continue" opens the portal. */
function RecoveryCodes({ codes, enrolment, onDone }: { codes: string[]; enrolment: boolean; onDone: () => void }) {
  return (
    <section className="sp-form" aria-labelledby="mfa-codes-title">
      <h2 className="sp-section-title" id="mfa-codes-title">
        {t('mfa.recoveryTitle')}
      </h2>
      <p>{t('mfa.recoveryIntro')}</p>
      <ul className="sp-recovery-codes" translate="no" aria-label={t('mfa.recoveryTitle')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="sp-form-actions">
        {enrolment ? (
          <a className="sp-btn sp-btn-primary" href="/supplier">
            {t('mfa.continue')}
          </a>
        ) : (
          <button type="button" className="sp-btn sp-btn-primary" onClick={onDone}>
            {t('mfa.recoverySaved')}
          </button>
        )}
      </div>
    </section>
  );
}
