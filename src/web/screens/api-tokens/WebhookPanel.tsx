import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiToken } from '../../../shared/contracts/api-tokens/schemas';
import * as hookApi from '../../../shared/contracts/webhooks/endpoints';
import { type DeadLetter, type SetWebhookInput, setWebhookSchema, type WebhookState } from '../../../shared/contracts/webhooks/schemas';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { FormField } from '../../ui/FormField';
import { HeaderRow } from '../../ui/ListTable';
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
      toastSuccess(`Webhook of ${token.name} removed.`);
    },
    onError: (e) => toastError(errorText(e)),
  });
  if (secret)
    return (
      <SecretOnce
        title={`Webhook of ${token.name} set`}
        secret={secret}
        testId="webhook-secret"
        explain="Copy the signing secret now: it is shown only once. The receiver checks X-Portal-Signature with it."
        onDone={() => setSecret(null)}
      />
    );
  const webhook = state.data;
  return (
    <section className="sp-form" aria-label={`Webhook of ${token.name}`}>
      <h2 className="sp-section-title">Webhook of {token.name}</h2>
      {state.isError ? <p className="sp-error-text">{errorText(state.error)}</p> : null}
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
            Remove webhook
          </button>
        ) : null}
        <button type="button" className="sp-btn" onClick={onClose}>
          Close
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
        label="Webhook URL"
        error={form.formState.errors.url?.message}
        hint={disabled ? 'Needs an active token with the scope EVENTS.' : 'Each event of the token is POSTed here, signed.'}
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
          Save webhook
        </SubmitButton>
      </div>
    </form>
  );
}

function DeliveryState({ webhook }: { webhook: WebhookState }) {
  return (
    <dl className="sp-facts" aria-label="Deliveries">
      <dt>Last delivered</dt>
      <dd>{webhook.lastDeliveredAt ? `${when(webhook.lastDeliveredAt)} (event ${webhook.lastEventId})` : 'nothing yet'}</dd>
      <dt>Failing since</dt>
      <dd>{webhook.failingSince ? when(webhook.failingSince) : '—'}</dd>
      <dt>Next attempt</dt>
      <dd>{webhook.nextAttemptAt ? `${when(webhook.nextAttemptAt)} (after ${webhook.attempts} failed)` : '—'}</dd>
      <dt>Last error</dt>
      <dd>{webhook.lastError ?? '—'}</dd>
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
  if (props.letters.length === 0) return <p className="sp-muted">No dead letters.</p>;
  return (
    <table className="sv-table" aria-label="Dead letters">
      <thead>
        <HeaderRow columns={['Event', 'Document', 'Attempts', 'Last error', 'Failed', '']} />
      </thead>
      <tbody>
        {props.letters.map((l) => (
          <tr key={l.deadLetterId} data-event={l.eventId}>
            <td>{l.eventId}</td>
            <td>{l.matDoc ?? '—'}</td>
            <td>{l.attempts}</td>
            <td>{l.lastError ?? '—'}</td>
            <td>{when(l.failedAt)}</td>
            <td>
              {l.queued ? (
                <span className="sp-badge">queued</span>
              ) : (
                <button type="button" className="sp-btn" disabled={act.isPending} onClick={() => act.mutate({ letter: l, retry: true })}>
                  Retry
                </button>
              )}{' '}
              <button type="button" className="sp-btn" disabled={act.isPending} onClick={() => act.mutate({ letter: l, retry: false })}>
                Discard
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
