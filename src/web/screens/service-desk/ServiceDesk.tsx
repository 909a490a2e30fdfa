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

const DOC_LABEL = { PO: 'Purchase order', ASN: 'Shipping notice', DELIVERY: 'Delivery', SERIAL: 'Serial (material/serial)' } as const;
const STATUS_LABEL = { OPEN: 'Open', ANSWERED: 'Answered', CLOSED: 'Closed' } as const;
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
      Files (up to {MAX_ATTACHMENTS}: images, PDF, CSV, text; 5 MB each)
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
    done: string,
  ) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    await run(async () => {
      const form = new FormData(formElement);
      const result = await send(form, await filesOf(form));
      toastSuccess(`${done} ${result.ticketNumber}.`);
      formElement.reset();
      setOpenTicket(result.ticketNumber);
      await refresh();
    });
  };
  const text = (form: FormData, name: string) => String(form.get(name) ?? '');

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title="Service Desk" />
      <section aria-labelledby="sdsk-new">
        <h2 id="sdsk-new" className="asn-h">
          New ticket
        </h2>
        <form
          aria-label="New ticket"
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
              'Ticket opened:',
            )
          }
        >
          <div className="asn-line">
            <label className="asn-field">
              About
              <select name="docType" defaultValue="PO">
                {TICKET_DOC_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {DOC_LABEL[t]}
                  </option>
                ))}
              </select>
            </label>
            <label className="asn-field">
              Document number
              <input name="docNumber" required maxLength={50} autoComplete="off" />
            </label>
            <label className="asn-field">
              Category
              <select name="category" defaultValue="QUANTITY">
                {TICKET_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c.charAt(0) + c.slice(1).toLowerCase()}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="asn-field">
            Subject
            <input name="subject" required maxLength={120} />
          </label>
          <label className="asn-field">
            Message
            <textarea name="text" required maxLength={4000} rows={3} />
          </label>
          <FileField />
          <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
            Open ticket
          </button>
        </form>
      </section>
      <h2 className="asn-h">Tickets</h2>
      <QueryState query={list} />
      {list.data ? (
        <PagedTable
          label="Tickets"
          columns={['Ticket', 'Document', 'Subject', 'Status', 'Updated']}
          data={list.data}
          page={page}
          onPageChange={setPage}
          empty="No tickets."
          row={(t) => (
            <tr key={t.ticketNumber}>
              <td>
                <button type="button" className="ui-link" onClick={() => setOpenTicket(t.ticketNumber)}>
                  {t.ticketNumber}
                </button>
              </td>
              <td>
                {DOC_LABEL[t.docType]} {t.docNumber}
              </td>
              <td>{t.subject}</td>
              <td>{STATUS_LABEL[t.status]}</td>
              <td>{showTime(t.updatedAt)}</td>
            </tr>
          )}
        />
      ) : null}
      {ticket.isError ? <p className="sp-error-text">{errorText(ticket.error)}</p> : null}
      {ticket.data ? (
        <section aria-label={`Ticket ${ticket.data.ticketNumber}`}>
          <h2 className="asn-h">
            Ticket {ticket.data.ticketNumber}: {ticket.data.subject} ({STATUS_LABEL[ticket.data.status]})
          </h2>
          <p className="sp-muted">
            {DOC_LABEL[ticket.data.docType]} {ticket.data.docNumber} · opened by {ticket.data.createdBy}
          </p>
          <ul className="asn-packages">
            {ticket.data.messages.map((m) => (
              <li key={m.seq}>
                <strong>
                  {m.author}
                  {m.fromWarehouse ? ' (warehouse)' : ''}
                </strong>{' '}
                <span className="sp-muted">{showTime(m.createdAt)}</span>
                <div>{m.text}</div>
                {m.attachments.length > 0 ? (
                  <ul aria-label={`Files of message ${m.seq}`}>
                    {m.attachments.map((a) => (
                      <li key={a.attachmentId}>
                        <a
                          className="sv-link"
                          href={fillPath(sdsk.getAttachment.path, {
                            ticketNumber: ticket.data.ticketNumber,
                            attachmentId: String(a.attachmentId),
                          })}
                          download={a.fileName}
                        >
                          {a.fileName}
                        </a>{' '}
                        <span className="sp-muted">({Math.max(1, Math.round(a.size / 1024))} KB)</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {ticket.data.status !== 'CLOSED' ? (
            <form
              aria-label="Answer"
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
                  'Answered ticket',
                )
              }
            >
              <label className="asn-field">
                Answer
                <textarea name="text" required maxLength={4000} rows={3} />
              </label>
              <FileField />
              <label className="sp-check">
                <input type="checkbox" name="close" /> Close the ticket
              </label>
              <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
                Send
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
