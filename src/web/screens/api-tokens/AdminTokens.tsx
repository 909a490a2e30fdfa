import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import * as tokenApi from '../../../shared/contracts/api-tokens/endpoints';
import { type ApiToken, type CreatedApiToken, createApiTokenSchema } from '../../../shared/contracts/api-tokens/schemas';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { CheckGroup, plantOptions } from '../../ui/CheckGroup';
import { FormField } from '../../ui/FormField';
import { ShortTable } from '../../ui/ListTable';
import { SubmitButton } from '../../ui/SubmitButton';
import { SecretOnce, TOKENS_KEY, when } from './token-parts';
import { WebhookPanel } from './WebhookPanel';
import './tokens.css';

/** /supplier/admin/tokens: API tokens of machine callers (an ERP): list with status and last use, create, revoke, webhooks. */
export function AdminTokens() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [hookOf, setHookOf] = useState<number | null>(null);
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: () => call(tokenApi.listApiTokens) });
  const selected = tokens.data?.tokens.find((t) => t.tokenId === hookOf);
  return (
    <Page title="API Tokens">
      <div className="sp-tokens">
        <div>
          {tokens.isError ? <p className="sp-error-text">{errorText(tokens.error)}</p> : null}
          {tokens.data?.tokens.length === 0 ? <p className="sp-muted">No API tokens yet.</p> : null}
          {tokens.data?.tokens.length ? (
            <ShortTable label="API tokens" columns={['Name', 'Token', 'Scopes', 'Plants', 'Status', 'Last used', 'Webhook', '']}>
              {tokens.data?.tokens.map((t) => (
                <TokenRow
                  key={t.tokenId}
                  token={t}
                  onWebhook={() => {
                    setCreated(null);
                    setHookOf(t.tokenId);
                  }}
                />
              ))}
            </ShortTable>
          ) : null}
        </div>
        <div>
          {created ? (
            <SecretOnce
              title={`Token ${created.token.name} created`}
              secret={created.secret}
              testId="token-secret"
              explain="Copy the token now: it is shown only once. Callers send it as Authorization: Bearer <token>."
              onDone={() => setCreated(null)}
            />
          ) : selected ? (
            <WebhookPanel key={selected.tokenId} token={selected} onClose={() => setHookOf(null)} />
          ) : (
            <CreateToken onCreated={setCreated} />
          )}
        </div>
      </div>
    </Page>
  );
}

function TokenRow({ token, onWebhook }: { token: ApiToken; onWebhook: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => call(tokenApi.revokeApiToken, { params: { tokenId: token.tokenId } }),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
      toastSuccess(`API token ${token.name} is revoked.`);
    },
    onError: (e) => toastError(errorText(e)),
  });
  return (
    <tr data-token={token.name}>
      <td>{token.name}</td>
      <td>
        <code>{token.prefix}…</code>
      </td>
      <td>{token.scopes.join(', ')}</td>
      <td>{token.plants.join(', ') || 'all'}</td>
      <td>
        <span className={`sp-badge${token.status === 'revoked' ? ' sp-badge-off' : ''}`}>{token.status}</span>
      </td>
      <td>{when(token.lastUsedAt)}</td>
      <td>{token.webhookUrl ? new URL(token.webhookUrl).host : '—'}</td>
      <td className="sp-token-actions">
        <button type="button" className="sp-btn" onClick={onWebhook}>
          Webhook
        </button>
        {token.status === 'active' && !confirming ? (
          <button type="button" className="sp-btn" onClick={() => setConfirming(true)}>
            Revoke
          </button>
        ) : null}
        {confirming ? (
          <span role="alertdialog" aria-label={`Revoke ${token.name}`} className="sp-token-confirm">
            Revoke {token.name}? Callers using it are refused at once.
            <button type="button" className="sp-btn sp-btn-primary" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              Yes, revoke
            </button>
            <button type="button" className="sp-btn" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </span>
        ) : null}
      </td>
    </tr>
  );
}

const tokenForm = createApiTokenSchema.extend({ plants: z.array(z.string()) });
type TokenFormValues = z.input<typeof tokenForm>;

function CreateToken({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: ['admin-token-options'], queryFn: () => call(tokenApi.apiTokenOptions) });
  const form = useForm<TokenFormValues>({
    resolver: zodResolver(tokenForm) as never,
    mode: 'onChange',
    defaultValues: { name: '', scopes: [], plants: [] },
  });
  const create = useMutation({
    mutationFn: (v: TokenFormValues) => call(tokenApi.createApiToken, { body: v }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
      form.reset();
      onCreated(created);
    },
    onError: (e) => toastError(errorText(e)),
  });
  const errors = form.formState.errors;
  return (
    <form className="sp-form" onSubmit={form.handleSubmit((v) => create.mutateAsync(v).catch(() => {}))} noValidate>
      <h2 className="sp-section-title">New API token</h2>
      <FormField label="Name" error={errors.name?.message} hint="Who calls with it, e.g. erp." required>
        <input className="sp-input" autoComplete="off" {...form.register('name')} />
      </FormField>
      <CheckGroup
        legend="Scopes"
        options={options.data?.scopes.map((o) => ({ value: o.scope, label: o.scope, title: o.description }))}
        field={form.register('scopes')}
        error={errors.scopes?.message}
      />
      <CheckGroup legend="Plants (none: every plant)" options={plantOptions(options.data?.plants)} field={form.register('plants')} />
      <div className="sp-form-actions">
        <SubmitButton control={form.control}>Create token</SubmitButton>
      </div>
    </form>
  );
}
