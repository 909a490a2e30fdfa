import { browserSupportsWebAuthn, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as profileApi from '../../../shared/contracts/profile/endpoints';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { FormField } from '../../ui/FormField';

type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
const STATUS_KEY = ['second-factor'];

/** A moment in the reader's locale (date and time, the browser's zone: a passkey is the user's own device). */
const moment = (iso: string) =>
  new Date(iso).toLocaleString(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The user's passkeys: a second factor, and sign-in without password ("Sign in with a passkey").
 * Adding one runs the browser's passkey dialog; removing one needs no code (the session is signed in).
 */
export function Passkeys({ passkeys, enrolment }: { passkeys: Passkey[]; enrolment: boolean }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [added, setAdded] = useState(false);
  const add = useMutation({
    mutationFn: async (label: string) => {
      const { options } = await call(profileApi.passkeyOptions);
      const response = await startRegistration({
        optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return call(profileApi.registerPasskey, { body: { name: label, response: response as never } });
    },
    onSuccess: (status) => {
      queryClient.setQueryData(STATUS_KEY, status);
      setName('');
      setAdded(true);
      toastSuccess(t('mfa.passkeyAdded'));
    },
    onError: (error) => {
      if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return;
      if (error instanceof Error && error.name === 'NotAllowedError') return;
      setProblem(error instanceof WebAuthnError ? t('mfa.passkeyBrowserFailed') : errorText(error));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(profileApi.deletePasskey, { params: { id } }),
    onSuccess: (status) => {
      queryClient.setQueryData(STATUS_KEY, status);
      toastSuccess(t('mfa.passkeyRemoved'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!name.trim()) {
      setProblem(t('mfa.passkeyNameRequired'));
      return;
    }
    add.mutate(name.trim());
  };
  const supported = typeof window !== 'undefined' && browserSupportsWebAuthn();
  return (
    <section className="sp-form" aria-labelledby="mfa-passkeys-title">
      <h2 className="sp-section-title" id="mfa-passkeys-title">
        {t('mfa.passkeysTitle')}
      </h2>
      <p>{t('mfa.passkeysIntro')}</p>
      {passkeys.length > 0 ? (
        <ul className="sp-passkeys" aria-label={t('mfa.passkeysTitle')}>
          {passkeys.map((p) => (
            <li key={p.id}>
              <span>
                <strong translate="no">{p.name}</strong>{' '}
                <span className="sp-muted">
                  {p.lastUsedAt
                    ? t('mfa.passkeyUsed', { added: moment(p.createdAt), used: moment(p.lastUsedAt) })
                    : t('mfa.passkeyNew', { added: moment(p.createdAt) })}
                </span>
              </span>
              <button
                type="button"
                className="sp-btn sp-btn-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(p.id)}
                aria-label={t('mfa.passkeyRemoveNamed', { name: p.name })}
              >
                {t('mfa.passkeyRemove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {supported ? (
        <form className="sp-inline-form" onSubmit={submit} noValidate>
          <FormField label={t('mfa.passkeyName')} error={problem} hint={t('mfa.passkeyNameHint')} required>
            <input className="sp-input" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <button type="submit" className="sp-btn sp-btn-primary" disabled={add.isPending}>
            {t('mfa.passkeyAdd')}
          </button>
        </form>
      ) : (
        <p className="sp-muted">{t('mfa.passkeyUnsupported')}</p>
      )}
      {enrolment && added ? (
        <div className="sp-form-actions">
          <a className="sp-btn sp-btn-primary" href="/supplier">
            {t('mfa.continue')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
