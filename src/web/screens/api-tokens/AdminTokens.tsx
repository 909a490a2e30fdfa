import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import * as tokenApi from '../../../shared/contracts/api-tokens/endpoints';
import { type ApiToken, type CreatedApiToken, createApiTokenSchema } from '../../../shared/contracts/api-tokens/schemas';
import { type MessageId, t } from '../../../shared/i18n';
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
  const selected = tokens.data?.tokens.find((tk) => tk.tokenId === hookOf);
  return (
    <Page title={t('tok.title')}>
      <div className="sp-tokens">
        <div>
          {tokens.isError ? (
            <p className="sp-error-text" role="alert">
              {errorText(tokens.error)}
            </p>
          ) : null}
          {tokens.data?.tokens.length === 0 ? <p className="sp-muted">{t('tok.none')}</p> : null}
          {tokens.data?.tokens.length ? (
            <ShortTable
              label={t('tok.listLabel')}
              columns={[
                t('tok.colName'),
                t('tok.colToken'),
                t('tok.colScopes'),
                t('tok.colPlants'),
                t('tok.colStatus'),
                t('tok.colLastUsed'),
                t('tok.colWebhook'),
                '',
              ]}
            >
              {tokens.data?.tokens.map((tk) => (
                <TokenRow
                  key={tk.tokenId}
                  token={tk}
                  onWebhook={() => {
                    setCreated(null);
                    setHookOf(tk.tokenId);
                  }}
                />
              ))}
            </ShortTable>
          ) : null}
        </div>
        <div>
          {created ? (
            <SecretOnce
              title={t('tok.created', { name: created.token.name })}
              secret={created.secret}
              testId="token-secret"
              explain={t('tok.createdExplain')}
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

const TOKEN_STATUS = { active: 'tok.statusActive', revoked: 'tok.statusRevoked' } as const satisfies Record<ApiToken['status'], MessageId>;

function TokenRow({ token, onWebhook }: { token: ApiToken; onWebhook: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => call(tokenApi.revokeApiToken, { params: { tokenId: token.tokenId } }),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
      toastSuccess(t('tok.revoked', { name: token.name }));
    },
    onError: (e) => toastError(errorText(e)),
  });
  return (
    <tr data-token={token.name}>
      <td translate="no">{token.name}</td>
      <td translate="no">
        <code>{token.prefix}…</code>
      </td>
      <td translate="no">{token.scopes.join(', ')}</td>
      <td>{token.plants.length > 0 ? <span translate="no">{token.plants.join(', ')}</span> : t('tok.allPlants')}</td>
      <td>
        <span className={`sp-badge${token.status === 'revoked' ? ' sp-badge-off' : ''}`}>{t(TOKEN_STATUS[token.status])}</span>
      </td>
      <td>{when(token.lastUsedAt)}</td>
      <td translate="no">{token.webhookUrl ? new URL(token.webhookUrl).host : '—'}</td>
      <td className="sp-token-actions">
        <button type="button" className="sp-btn" onClick={onWebhook}>
          {t('tok.webhook')}
        </button>
        {token.status === 'active' && !confirming ? (
          <button type="button" className="sp-btn" onClick={() => setConfirming(true)}>
            {t('tok.revoke')}
          </button>
        ) : null}
        {confirming ? (
          <span role="alertdialog" aria-label={t('tok.revokeLabel', { name: token.name })} className="sp-token-confirm">
            {t('tok.revokeQuestion', { name: token.name })}
            <button type="button" className="sp-btn sp-btn-primary" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              {t('tok.revokeYes')}
            </button>
            <button type="button" className="sp-btn" onClick={() => setConfirming(false)}>
              {t('tok.cancel')}
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
      <h2 className="sp-section-title">{t('tok.new')}</h2>
      <FormField label={t('tok.name')} error={errors.name?.message} hint={t('tok.nameHint')} required>
        <input className="sp-input" autoComplete="off" {...form.register('name')} />
      </FormField>
      <CheckGroup
        legend={t('tok.colScopes')}
        options={options.data?.scopes.map((o) => ({ value: o.scope, label: o.scope, title: o.description, data: true }))}
        field={form.register('scopes')}
        error={errors.scopes?.message}
      />
      <CheckGroup legend={t('tok.plantsLegend')} options={plantOptions(options.data?.plants)} field={form.register('plants')} />
      <div className="sp-form-actions">
        <SubmitButton control={form.control}>{t('tok.create')}</SubmitButton>
      </div>
    </form>
  );
}
