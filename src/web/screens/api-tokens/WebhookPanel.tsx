import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiToken } from '../../../shared/contracts/api-tokens/schemas';
import * as hookApi from '../../../shared/contracts/webhooks/endpoints';
import { type DeadLetter, type SetWebhookInput, setWebhookSchema, type WebhookState } from '../../../shared/contracts/webhooks/schemas';
import { showNumber, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { FormField } from '../../ui/FormField';
import { HeaderRow } from '../../ui/ListTable';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { SubmitButton } from '../../ui/SubmitButton';
import { SecretOnce, TOKENS_KEY, when } from './token-parts';

/** A token's webhook: set or remove the URL, where deliveries stand, the dead letters with retry and discard. */
export function WebhookPanel({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const key = ['admin-token-webhook', token.tokenId];
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const state = useQuery({
    queryKey: key,
    queryFn: () => call(hookApi.getWebhook, { params: { tokenId: token.tokenId } }),
    refetchInterval: 2000,
  });
  const refresh = async (next: WebhookState) => {
    queryClient.setQueryData(key, next);
    await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
  };
  const clear = useMutation({
    mutationFn: () => call(hookApi.clearWebhook, { params: { tokenId: token.tokenId } }),
    onSuccess: async (next) => {
      await refresh(next);
      toastSuccess(t('tok.webhookRemoved', { name: token.name }));
    },
    onError: (e) => toastError(errorText(e)),
  });
  if (secret)
    return (
      <SecretOnce
        title={t('tok.webhookSet', { name: token.name })}
        secret={secret}
        testId="webhook-secret"
        explain={t('tok.webhookSecretExplain')}
        onDone={() => setSecret(null)}
      />
    );
  const webhook = state.data;
  return (
    <section className="sp-form" aria-label={t('tok.webhookOf', { name: token.name })}>
      <h2 className="sp-section-title">{t('tok.webhookOf', { name: token.name })}</h2>
      {state.isError ? (
        <p className="sp-error-text" role="alert">
          {errorText(state.error)}
        </p>
      ) : null}
      {webhook ? (
        <UrlForm
          token={token}
          current={webhook.url}
          onSaved={async (next, s) => {
            await refresh(next);
            setSecret(s);
          }}
        />
      ) : null}
      {webhook?.url ? (
        <>
          <DeliveryState webhook={webhook} />
          <DeadLetters tokenId={token.tokenId} letters={webhook.deadLetters} onChange={refresh} />
        </>
      ) : null}
      <div className="sp-form-actions">
        {webhook?.url ? (
          <button type="button" className="sp-btn" disabled={clear.isPending} onClick={() => clear.mutate()}>
            {t('tok.webhookRemove')}
          </button>
        ) : null}
        <button type="button" className="sp-btn" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

function UrlForm(props: { token: ApiToken; current: string | null; onSaved: (next: WebhookState, secret: string | null) => void }) {
  const form = useForm<SetWebhookInput>({
    resolver: zodResolver(setWebhookSchema) as never,
    mode: 'onChange',
    values: { url: props.current ?? '' },
  });
  const save = useMutation({
    mutationFn: (body: SetWebhookInput) => call(hookApi.setWebhook, { params: { tokenId: props.token.tokenId }, body }),
    onSuccess: (answer) => props.onSaved(answer.webhook, answer.secret),
    onError: (e) => toastError(errorText(e)),
  });
  const disabled = props.token.status !== 'active' || !props.token.scopes.includes('EVENTS');
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutateAsync(v).catch(() => {}))} noValidate>
      <FormField
        label={t('tok.webhookUrl')}
        error={form.formState.errors.url?.message}
        hint={disabled ? t('tok.webhookNeedsEvents') : t('tok.webhookHint')}
      >
        <input
          className="sp-input"
          autoComplete="off"
          placeholder="https://erp.example.com/portal-events"
          disabled={disabled}
          {...form.register('url')}
        />
      </FormField>
      <div className="sp-form-actions">
        <SubmitButton control={form.control} disabled={disabled}>
          {t('tok.webhookSave')}
        </SubmitButton>
      </div>
    </form>
  );
}

function DeliveryState({ webhook }: { webhook: WebhookState }) {
  return (
    <dl className="sp-facts" aria-label={t('tok.deliveries')}>
      <dt>{t('tok.lastDelivered')}</dt>
      <dd>
        {webhook.lastDeliveredAt
          ? t('tok.lastDeliveredAt', { at: when(webhook.lastDeliveredAt), event: webhook.lastEventId })
          : t('tok.nothingYet')}
      </dd>
      <dt>{t('tok.failingSince')}</dt>
      <dd>{webhook.failingSince ? when(webhook.failingSince) : '—'}</dd>
      <dt>{t('tok.nextAttempt')}</dt>
      <dd>{webhook.nextAttemptAt ? t('tok.nextAttemptAt', { at: when(webhook.nextAttemptAt), count: webhook.attempts }) : '—'}</dd>
      <dt>{t('tok.lastError')}</dt>
      <dd translate="no">{webhook.lastError ?? '—'}</dd>
    </dl>
  );
}

function DeadLetters(props: { tokenId: number; letters: DeadLetter[]; onChange: (next: WebhookState) => Promise<void> }) {
  const act = useMutation({
    mutationFn: ({ letter, retry }: { letter: DeadLetter; retry: boolean }) => {
      const params = { tokenId: props.tokenId, deadLetterId: Number(letter.deadLetterId) };
      return retry ? call(hookApi.retryDeadLetter, { params }) : call(hookApi.discardDeadLetter, { params });
    },
    onSuccess: props.onChange,
    onError: (e) => toastError(errorText(e)),
  });
  if (props.letters.length === 0) return <p className="sp-muted">{t('tok.deadLettersNone')}</p>;
  return (
    <ScrollRegion className="sv-table-wrap sv-table-flow">
      <table className="sv-table" aria-label={t('tok.deadLetters')}>
        <thead>
          <HeaderRow
            columns={[t('tok.colEvent'), t('tok.colDocument'), t('tok.colAttempts'), t('tok.lastError'), t('tok.colFailed'), '']}
          />
        </thead>
        <tbody>
          {props.letters.map((l) => (
            <tr key={l.deadLetterId} data-event={l.eventId}>
              <td>{l.eventId}</td>
              <td>{l.matDoc ?? '—'}</td>
              <td>{showNumber(l.attempts)}</td>
              <td translate="no">{l.lastError ?? '—'}</td>
              <td>{when(l.failedAt)}</td>
              <td>
                {l.queued ? (
                  <span className="sp-badge">{t('tok.queued')}</span>
                ) : (
                  <button type="button" className="sp-btn" disabled={act.isPending} onClick={() => act.mutate({ letter: l, retry: true })}>
                    {t('tok.retry')}
                  </button>
                )}{' '}
                <button type="button" className="sp-btn" disabled={act.isPending} onClick={() => act.mutate({ letter: l, retry: false })}>
                  {t('tok.discard')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
