import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { fillPath } from '../../../shared/contracts/endpoint';
import * as sdsk from '../../../shared/contracts/service-desk/endpoints';
import {
  type AttachmentInput,
  MAX_ATTACHMENTS,
  TICKET_CATEGORIES,
  TICKET_DOC_TYPES,
  type TicketView,
} from '../../../shared/contracts/service-desk/schemas';
import { type MessageId, showNumber, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call, newIdempotencyKey } from '../../api';
import { namedFilesBase64 } from '../../file-base64';
import { useSearchParams } from '../../router';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { PagedTable } from '../../ui/ListTable';
import { QueryState } from '../../ui/QueryState';
import { alertError, useAction } from '../../ui/use-action';
import '../stock/stock.css';
import '../asn/asn.css';
import { showTime } from '../../ui/plant-time';

const DOC_LABEL = {
  PO: 'sdsk.doc.PO',
  ASN: 'sdsk.doc.ASN',
  DELIVERY: 'sdsk.doc.DELIVERY',
  SERIAL: 'sdsk.doc.SERIAL',
} as const satisfies Record<(typeof TICKET_DOC_TYPES)[number], MessageId>;
const STATUS_LABEL = {
  OPEN: 'sdsk.status.OPEN',
  ANSWERED: 'sdsk.status.ANSWERED',
  CLOSED: 'sdsk.status.CLOSED',
} as const satisfies Record<TicketView['status'], MessageId>;
const CATEGORY_LABEL = {
  QUANTITY: 'sdsk.category.QUANTITY',
  DATE: 'sdsk.category.DATE',
  QUALITY: 'sdsk.category.QUALITY',
  DOCUMENTS: 'sdsk.category.DOCUMENTS',
  OTHER: 'sdsk.category.OTHER',
} as const satisfies Record<(typeof TICKET_CATEGORIES)[number], MessageId>;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,text/csv,text/plain,.csv,.txt';

/** The files chosen in a form's file field, as the API takes them (the server checks what they are). */
async function filesOf(form: FormData): Promise<AttachmentInput[] | undefined> {
  const files = form.getAll('files').filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length === 0) return undefined;
  return namedFilesBase64(files);
}

function FileField() {
  return (
    <label className="asn-field">
      {t('sdsk.files', { max: MAX_ATTACHMENTS })}
      <input type="file" name="files" multiple accept={ACCEPT} />
    </label>
  );
}

/**
 * Service desk (page `serviceDesk`): tickets about a purchase order, shipping notice,
 * delivery or serial the user can see; the warehouse answers (ANSWERED), the opener replies (OPEN
 * again), either closes. The list shows the user's tickets, newest activity first.
 */
export default function ServiceDesk() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [params] = useSearchParams();
  const linked = params.get('ticket');
  const [openTicket, setOpenTicket] = useState<string | null>(linked);
  // a notification links to its ticket
  useEffect(() => {
    if (linked) setOpenTicket(linked);
  }, [linked]);
  const { busy, run } = useAction(alertError);
  const list = useQuery({
    queryKey: ['tickets', page],
    queryFn: () => call(sdsk.searchTickets, { query: { page: String(page), pageSize: '25' } }),
  });
  const ticket = useQuery({
    queryKey: ['ticket', openTicket],
    queryFn: () => call(sdsk.getTicket, { params: { ticketNumber: openTicket ?? '' } }),
    enabled: !!openTicket,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['ticket'] }).then(() => queryClient.invalidateQueries({ queryKey: ['tickets'] }));

  const submit = async (
    event: FormEvent<HTMLFormElement>,
    send: (form: FormData, files?: AttachmentInput[]) => Promise<TicketView>,
    done: MessageId,
  ) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    await run(async () => {
      const form = new FormData(formElement);
      const result = await send(form, await filesOf(form));
      toastSuccess(t(done, { ticket: result.ticketNumber }));
      formElement.reset();
      setOpenTicket(result.ticketNumber);
      await refresh();
    });
  };
  const text = (form: FormData, name: string) => String(form.get(name) ?? '');

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('sdsk.title')} />
      <section aria-labelledby="sdsk-new">
        <h2 id="sdsk-new" className="asn-h">
          {t('sdsk.newTicket')}
        </h2>
        <form
          aria-label={t('sdsk.newTicket')}
          onSubmit={(e) =>
            submit(
              e,
              (f, files) =>
                call(
                  sdsk.createTicket,
                  {
                    body: {
                      category: text(f, 'category') as (typeof TICKET_CATEGORIES)[number],
                      docType: text(f, 'docType') as (typeof TICKET_DOC_TYPES)[number],
                      docNumber: text(f, 'docNumber'),
                      subject: text(f, 'subject'),
                      text: text(f, 'text'),
                      ...(files ? { attachments: files } : {}),
                    },
                  },
                  { idempotencyKey: newIdempotencyKey() },
                ),
              'sdsk.opened',
            )
          }
        >
          <div className="asn-line">
            <label className="asn-field">
              {t('sdsk.about')}
              <select name="docType" defaultValue="PO">
                {TICKET_DOC_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(DOC_LABEL[type])}
                  </option>
                ))}
              </select>
            </label>
            <label className="asn-field">
              {t('sdsk.docNumber')}
              <input name="docNumber" required maxLength={50} autoComplete="off" />
            </label>
            <label className="asn-field">
              {t('sdsk.category')}
              <select name="category" defaultValue="QUANTITY">
                {TICKET_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(CATEGORY_LABEL[c])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="asn-field">
            {t('sdsk.subject')}
            <input name="subject" required maxLength={120} />
          </label>
          <label className="asn-field">
            {t('sdsk.message')}
            <textarea name="text" required maxLength={4000} rows={3} />
          </label>
          <FileField />
          <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
            {t('sdsk.openTicket')}
          </button>
        </form>
      </section>
      <h2 className="asn-h">{t('sdsk.tickets')}</h2>
      <QueryState query={list} />
      {list.data ? (
        <PagedTable
          label={t('sdsk.tickets')}
          columns={[t('sdsk.colTicket'), t('sdsk.colDocument'), t('sdsk.subject'), t('sdsk.colStatus'), t('sdsk.colUpdated')]}
          data={list.data}
          page={page}
          onPageChange={setPage}
          empty={t('sdsk.noTickets')}
          row={(row) => (
            <tr key={row.ticketNumber}>
              <td>
                <button type="button" className="ui-link" onClick={() => setOpenTicket(row.ticketNumber)}>
                  {row.ticketNumber}
                </button>
              </td>
              <td>
                {t(DOC_LABEL[row.docType])} <span translate="no">{row.docNumber}</span>
              </td>
              <td translate="no">{row.subject}</td>
              <td>{t(STATUS_LABEL[row.status])}</td>
              <td>{showTime(row.updatedAt)}</td>
            </tr>
          )}
        />
      ) : null}
      {ticket.isError ? <p className="sp-error-text">{errorText(ticket.error)}</p> : null}
      {ticket.data ? (
        <section aria-label={t('sdsk.ticket', { ticket: ticket.data.ticketNumber })}>
          <h2 className="asn-h">
            {t('sdsk.ticket', { ticket: ticket.data.ticketNumber })}: <span translate="no">{ticket.data.subject}</span> (
            {t(STATUS_LABEL[ticket.data.status])})
          </h2>
          <p className="sp-muted">
            {t(DOC_LABEL[ticket.data.docType])} <span translate="no">{ticket.data.docNumber}</span> · {t('sdsk.openedBy')}{' '}
            <span translate="no">{ticket.data.createdBy}</span>
          </p>
          <ul className="asn-packages">
            {ticket.data.messages.map((m) => (
              <li key={m.seq}>
                <strong>
                  <span translate="no">{m.author}</span>
                  {m.fromWarehouse ? ` ${t('sdsk.fromWarehouse')}` : ''}
                </strong>{' '}
                <span className="sp-muted">{showTime(m.createdAt)}</span>
                <div translate="no">{m.text}</div>
                {m.attachments.length > 0 ? (
                  <ul aria-label={t('sdsk.filesOf', { message: m.seq })}>
                    {m.attachments.map((a) => (
                      <li key={a.attachmentId}>
                        <a
                          className="sv-link"
                          href={fillPath(sdsk.getAttachment.path, {
                            ticketNumber: ticket.data.ticketNumber,
                            attachmentId: String(a.attachmentId),
                          })}
                          download={a.fileName}
                          translate="no"
                        >
                          {a.fileName}
                        </a>{' '}
                        <span className="sp-muted">({t('sdsk.sizeKb', { size: showNumber(Math.max(1, Math.round(a.size / 1024))) })})</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {ticket.data.status !== 'CLOSED' ? (
            <form
              aria-label={t('sdsk.answer')}
              onSubmit={(e) =>
                submit(
                  e,
                  (f, files) =>
                    call(
                      sdsk.answerTicket,
                      {
                        params: { ticketNumber: ticket.data.ticketNumber },
                        body: { text: text(f, 'text'), close: f.get('close') === 'on', ...(files ? { attachments: files } : {}) },
                      },
                      { idempotencyKey: newIdempotencyKey() },
                    ),
                  'sdsk.answered',
                )
              }
            >
              <label className="asn-field">
                {t('sdsk.answer')}
                <textarea name="text" required maxLength={4000} rows={3} />
              </label>
              <FileField />
              <label className="sp-check">
                <input type="checkbox" name="close" /> {t('sdsk.closeTicket')}
              </label>
              <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
                {t('sdsk.send')}
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
