import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as ediApi from '../../../shared/contracts/edi/endpoints';
import {
  EDI_CHANNELS,
  EDI_FORMATS,
  EDI_STATUSES,
  EDI_VERSIONS,
  type EdiChannel,
  type EdiFormat,
  type EdiStatus,
  type MessageView,
} from '../../../shared/contracts/edi/schemas';
import { showNumber, t } from '../../../shared/i18n';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { toastSuccess } from '../../shell/ui-state';
import { AlertLine } from '../../ui/AlertLine';
import { Facts } from '../../ui/Facts';
import { ShortTable } from '../../ui/ListTable';
import { showTime } from '../../ui/plant-time';
import { QueryState } from '../../ui/QueryState';
import { useActionError } from '../../ui/use-action';
import './edi.css';

const PARTNERS = ['admin-edi-partners'];
const MESSAGES = ['admin-edi-messages'];

const channelText = (c: EdiChannel) => t(`edi.channel.${c}` as MessageId);
const statusText = (s: EdiStatus) => t(`edi.status.${s}` as MessageId);

/**
 * Suppliers' own systems (page `adminEdi`, ADMIN/EDI): each vendor's channel (portal only, cXML with
 * a shared secret shown once, EDI files), format and version; every message in or out with its
 * refusals in the reader's language, raw text and acknowledgement; a refused one processed again.
 */
export default function AdminEdi() {
  return (
    <Page title={t('edi.title')}>
      <PartnerForm />
      <Messages />
    </Page>
  );
}

function PartnerForm() {
  const queryClient = useQueryClient();
  const partners = useQuery({ queryKey: PARTNERS, queryFn: () => call(ediApi.listPartners) });
  const [vendor, setVendor] = useState('');
  const [channel, setChannel] = useState<EdiChannel>('EDI');
  const [format, setFormat] = useState<EdiFormat>('EDIFACT');
  const [version, setVersion] = useState('D96A');
  const [username, setUsername] = useState('');
  const [outboundUrl, setOutboundUrl] = useState('');
  const [newSecret, setNewSecret] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const save = useActionError();
  const submit = async () => {
    setSecret(null);
    const saved = await save.run(() =>
      call(ediApi.setPartner, {
        params: { vendor: vendor.trim() },
        body: {
          channel,
          format,
          version,
          ...(username.trim() ? { username: username.trim() } : {}),
          ...(outboundUrl.trim() ? { outboundUrl: outboundUrl.trim() } : {}),
          ...(newSecret ? { newSecret } : {}),
        },
      }),
    );
    if (saved) {
      setSecret(saved.secret);
      setNewSecret(false);
      await queryClient.invalidateQueries({ queryKey: PARTNERS });
      toastSuccess(t('edi.saved', { vendor: saved.vendor }));
    }
  };
  const pickFormat = (f: EdiFormat) => {
    setFormat(f);
    setVersion(EDI_VERSIONS[f][0] ?? '');
  };
  return (
    <section aria-labelledby="edi-partners">
      <h2 id="edi-partners">{t('edi.partners')}</h2>
      <form
        className="edi-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          <span>{t('edi.vendor')}</span>
          <input className="ui-input" name="vendor" required maxLength={20} value={vendor} onChange={(e) => setVendor(e.target.value)} />
        </label>
        <label>
          <span>{t('edi.channel')}</span>
          <select className="ui-input" name="channel" value={channel} onChange={(e) => setChannel(e.target.value as EdiChannel)}>
            {EDI_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {channelText(c)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('edi.format')}</span>
          <select className="ui-input" name="format" value={format} onChange={(e) => pickFormat(e.target.value as EdiFormat)}>
            {EDI_FORMATS.map((f) => (
              <option key={f} value={f} translate="no">
                {f}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('edi.version')}</span>
          <select className="ui-input" name="version" value={version} onChange={(e) => setVersion(e.target.value)}>
            {EDI_VERSIONS[format].map((v) => (
              <option key={v} value={v} translate="no">
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('edi.username')}</span>
          <input className="ui-input" name="username" maxLength={60} value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label>
          <span>{t('edi.outboundUrl')}</span>
          <input
            className="ui-input"
            name="outboundUrl"
            type="url"
            maxLength={2000}
            value={outboundUrl}
            onChange={(e) => setOutboundUrl(e.target.value)}
          />
        </label>
        <label className="edi-check">
          <input type="checkbox" checked={newSecret} onChange={(e) => setNewSecret(e.target.checked)} />
          <span>{t('edi.newSecret')}</span>
        </label>
        <div>
          <button type="submit" className="ui-button ui-button-primary" disabled={save.busy}>
            {t('edi.save')}
          </button>
        </div>
      </form>
      <AlertLine message={save.error} />
      {secret ? (
        <p role="status" className="edi-secret">
          {t('edi.secretOnce')} <code translate="no">{secret}</code>
        </p>
      ) : null}
      <QueryState query={partners} />
      {partners.data && partners.data.length > 0 ? (
        <ShortTable
          label={t('edi.partners')}
          columns={[
            t('edi.vendor'),
            t('edi.channel'),
            t('edi.format'),
            t('edi.version'),
            t('edi.username'),
            t('edi.outboundUrl'),
            t('edi.updated'),
          ]}
        >
          {partners.data.map((p) => (
            <tr key={p.vendor} data-vendor={p.vendor}>
              <td translate="no">
                {p.vendor} {p.vendorName}
              </td>
              <td>{channelText(p.channel)}</td>
              <td translate="no">{p.format}</td>
              <td translate="no">{p.version}</td>
              <td translate="no">{p.username ?? '—'}</td>
              <td className="edi-wrap" translate="no">
                {p.outboundUrl ?? '—'}
              </td>
              <td>{p.updatedAt ? showTime(p.updatedAt) : '—'}</td>
            </tr>
          ))}
        </ShortTable>
      ) : null}
    </section>
  );
}

function Messages() {
  const [status, setStatus] = useState<EdiStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useQuery({
    queryKey: [...MESSAGES, status, page],
    queryFn: () => call(ediApi.searchMessages, { query: { ...(status ? { status } : {}), page, pageSize: 25 } }),
    refetchInterval: 10_000,
  });
  return (
    <section aria-labelledby="edi-messages">
      <h2 id="edi-messages">{t('edi.messages')}</h2>
      <label className="edi-filter">
        <span>{t('edi.status')}</span>
        <select
          className="ui-input"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as EdiStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('edi.allStatuses')}</option>
          {EDI_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusText(s)}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={messages} />
      {messages.data ? (
        messages.data.items.length === 0 ? (
          <p className="sp-muted">{t('edi.noMessages')}</p>
        ) : (
          <>
            <ShortTable
              label={t('edi.messages')}
              columns={[
                t('edi.colMessage'),
                t('edi.vendor'),
                t('edi.colKind'),
                t('edi.colReference'),
                t('edi.status'),
                t('edi.colReceived'),
                '',
              ]}
            >
              {messages.data.items.map((m) => (
                <tr key={m.messageId} data-message={m.messageId} data-ref={m.controlRef}>
                  <td>
                    {showNumber(m.messageId)} <span translate="no">{m.direction === 'IN' ? '←' : '→'}</span>
                  </td>
                  <td translate="no">{m.vendor}</td>
                  <td>
                    <span translate="no">{m.format}</span> {t(`edi.kind.${m.kind}` as MessageId)}
                  </td>
                  <td className="edi-wrap" translate="no">
                    {m.controlRef}
                    {m.documentRef ? ` → ${m.documentRef}` : ''}
                  </td>
                  <td className={m.status === 'REFUSED' || m.status === 'FAILED' ? 'sp-error-text' : undefined}>{statusText(m.status)}</td>
                  <td>{showTime(m.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="ui-button"
                      aria-expanded={openId === m.messageId}
                      onClick={() => setOpenId(openId === m.messageId ? null : m.messageId)}
                    >
                      {t('edi.show')}
                    </button>
                  </td>
                </tr>
              ))}
            </ShortTable>
            <div className="edi-pager">
              <button type="button" className="ui-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('edi.previous')}
              </button>
              <span>{t('edi.page', { page, pages: messages.data.maxPage })}</span>
              <button type="button" className="ui-button" disabled={page >= messages.data.maxPage} onClick={() => setPage(page + 1)}>
                {t('edi.next')}
              </button>
            </div>
          </>
        )
      ) : null}
      {openId !== null ? <MessageDetail messageId={openId} /> : null}
    </section>
  );
}

function MessageDetail({ messageId }: { messageId: number }) {
  const queryClient = useQueryClient();
  const key = [...MESSAGES, 'one', messageId];
  const message = useQuery({
    queryKey: key,
    queryFn: () => call(ediApi.getMessage, { params: { messageId } }),
    // an outbound message waiting for the sender: its outcome shows when it comes
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' && q.state.data.delivery === 'HTTP' ? 2000 : false),
  });
  const again = useActionError();
  const reprocess = async () => {
    const next = await again.run(() => call(ediApi.reprocessMessage, { params: { messageId } }));
    if (next) {
      queryClient.setQueryData<MessageView>(key, next);
      await queryClient.invalidateQueries({ queryKey: MESSAGES });
      toastSuccess(t(next.direction === 'OUT' ? 'edi.retried' : next.status === 'PROCESSED' ? 'edi.reprocessed' : 'edi.stillRefused'));
    }
  };
  const m = message.data;
  return (
    <section className="edi-detail" aria-label={t('edi.messageTitle', { id: messageId })}>
      <h3>{t('edi.messageTitle', { id: messageId })}</h3>
      <QueryState query={message} />
      {m ? (
        <>
          <Facts
            className="sp-facts"
            facts={[
              [t('edi.status'), statusText(m.status)],
              [t('edi.colReference'), m.controlRef || '—'],
              [t('edi.document'), m.documentRef ?? '—'],
              [t('edi.attempts'), showNumber(m.attempts)],
              ...(m.delivery ? [[t('edi.delivery'), t(`edi.delivery.${m.delivery}` as MessageId)] as [string, string]] : []),
              ...(m.nextAttemptAt ? [[t('edi.nextAttempt'), showTime(m.nextAttemptAt)] as [string, string]] : []),
              ...(m.sentAt ? [[t('edi.sentAt'), showTime(m.sentAt)] as [string, string]] : []),
              ...(m.collectedAt ? [[t('edi.collectedAt'), showTime(m.collectedAt)] as [string, string]] : []),
            ]}
          />
          {m.errors.length > 0 ? (
            <>
              <h4>{t('edi.errors')}</h4>
              <ul className="edi-errors">
                {m.errors.map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the refusals of one message, in their order
                  <li key={i} className="sp-error-text">
                    {e.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {m.direction === 'IN' && m.status === 'REFUSED' ? (
            <button type="button" className="ui-button ui-button-primary" disabled={again.busy} onClick={() => void reprocess()}>
              {t('edi.reprocess')}
            </button>
          ) : null}
          {m.direction === 'OUT' && m.status === 'FAILED' && m.delivery === 'HTTP' ? (
            <button type="button" className="ui-button ui-button-primary" disabled={again.busy} onClick={() => void reprocess()}>
              {t('edi.retry')}
            </button>
          ) : null}
          <AlertLine message={again.error} />
          <h4>{t(m.direction === 'OUT' ? 'edi.response' : 'edi.acknowledgement')}</h4>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls sideways: the keyboard reaches it */}
          <pre className="edi-raw" translate="no" data-testid="edi-ack" tabIndex={0}>
            {m.ack ?? '—'}
          </pre>
          <h4>{t(m.direction === 'OUT' ? 'edi.rawSent' : 'edi.raw')}</h4>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls sideways: the keyboard reaches it */}
          <pre className="edi-raw" translate="no" tabIndex={0}>
            {m.raw}
          </pre>
        </>
      ) : null}
    </section>
  );
}
