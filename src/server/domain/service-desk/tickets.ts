import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  AnswerTicketInput,
  CreateTicketInput,
  TicketSearch,
  TicketSummary,
  TicketView,
} from '../../../shared/contracts/service-desk/schemas';
import { serialDocSchema } from '../../../shared/contracts/service-desk/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { MessageId } from '../../../shared/i18n';
import type { DB } from '../../db/schema';
import { getAsn } from '../asn/asn-queries';
import { visiblePurchaseOrder } from '../asn/scope';
import { getDelivery } from '../deliveries/delivery-queries';
import { DomainError, type ErrorCode } from '../errors';
import { isoText } from '../iso-text';
import { type Caller, canSeePlant, isInternal, type Viewer, visiblePlants } from '../master-data/viewer';
import { notificationMessage } from '../notifications/message';
import { takeNumber } from '../number-range';
import { emptyPage, fetchPage } from '../paging';
import { attachmentsOf, readAttachment, storeAttachments } from './attachments';
import { notifyTicket } from './notifications';

const DOC_NAMES = { PO: 'Purchase order', ASN: 'Shipping notice', DELIVERY: 'Delivery', SERIAL: 'Serial' } as const;
/** The document a ticket is on, as a notification names it ("purchase order 4500000001"). */
const TICKET_DOCUMENTS = {
  PO: 'notify.document.PO',
  ASN: 'notify.document.ASN',
  DELIVERY: 'notify.document.DELIVERY',
  SERIAL: 'notify.document.SERIAL',
} as const satisfies Record<keyof typeof DOC_NAMES, MessageId>;

/**
 * The document a ticket is about, if the user can see it (through the same reads as its screens):
 * its vendor and plant scope the ticket. A document the user cannot see is refused like an unknown one.
 */
async function documentScope(db: Kysely<DB>, user: Caller, docType: CreateTicketInput['docType'], docNumber: string) {
  const notFound = () => new DomainError('TICKET_DOCUMENT_NOT_FOUND', { docType: DOC_NAMES[docType], docNumber: docNumber.slice(0, 50) });
  /** The document's own read; its not-found (unknown or out of scope) becomes the ticket's. */
  const quiet = async <T>(read: () => Promise<T>, documentNotFound: ErrorCode) => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof DomainError && error.code === documentNotFound) throw notFound();
      throw error;
    }
  };
  if ((docType === 'PO' || docType === 'ASN' || docType === 'DELIVERY') && !/^\d{10}$/.test(docNumber)) throw notFound();
  switch (docType) {
    case 'PO': {
      const po = await quiet(() => visiblePurchaseOrder(db, user, docNumber), 'PURCHASE_ORDER_NOT_FOUND');
      return { vendor: po.vendor_id, plant: po.plant_id };
    }
    case 'ASN': {
      const asn = await quiet(() => getAsn(db, user, docNumber), 'ASN_NOT_FOUND');
      return { vendor: asn.vendor, plant: asn.plant };
    }
    case 'DELIVERY': {
      if (!isInternal(user)) throw notFound();
      const delivery = await quiet(() => getDelivery(db, user, docNumber), 'DELIVERY_NOT_FOUND');
      return { vendor: null, plant: delivery.plant };
    }
    case 'SERIAL': {
      const parsed = serialDocSchema.safeParse(docNumber.split('/'));
      if (!parsed.success) throw notFound();
      const [material, serial] = parsed.data;
      if (isInternal(user)) {
        const e = await db
          .selectFrom('equipment')
          .select('plant_id')
          .where('material_id', '=', material)
          .where('serial_number', '=', serial)
          .executeTakeFirst();
        if (!e || !canSeePlant(user, e.plant_id)) throw notFound();
        return { vendor: null, plant: e.plant_id };
      }
      // a supplier: a serial it announced
      const s = await db
        .selectFrom('asn_serial as s')
        .innerJoin('asn as a', 'a.asn_number', 's.asn_number')
        .select(['a.vendor_id', 'a.plant_id'])
        .where('s.material_id', '=', material)
        .where('s.serial_number', '=', serial)
        .where('a.vendor_id', 'in', user.vendors.length > 0 ? user.vendors : [''])
        .executeTakeFirst();
      if (!s) throw notFound();
      return { vendor: s.vendor_id, plant: s.plant_id };
    }
  }
}

/** Whether a ticket is in the user's scope: the supplier's own vendor, the warehouse's plants. */
function maySeeTicket(user: Viewer, t: { vendor_id: string | null; plant_id: string | null; created_by: number }, userId: number) {
  if (t.created_by === userId) return true;
  if (isInternal(user)) return t.plant_id === null || canSeePlant(user, t.plant_id);
  return t.vendor_id !== null && user.vendors.includes(t.vendor_id);
}

export async function createTicket(trx: Transaction<DB>, user: Caller, input: CreateTicketInput): Promise<TicketView> {
  const scope = await documentScope(trx, user, input.docType, input.docNumber);
  const ticketNumber = await takeNumber(trx, 'sdsk_ticket');
  await trx
    .insertInto('sdsk_ticket')
    .values({
      ticket_number: ticketNumber,
      category: input.category,
      doc_type: input.docType,
      doc_number: input.docNumber,
      subject: input.subject,
      vendor_id: scope.vendor,
      plant_id: scope.plant,
      created_by: user.userId,
    })
    .execute();
  await trx
    .insertInto('sdsk_message')
    .values({ ticket_number: ticketNumber, seq: 1, text: input.text, from_warehouse: isInternal(user), author: user.userId })
    .execute();
  await storeAttachments(trx, user.userId, ticketNumber, 1, input.attachments);
  await notifyTicket(
    trx,
    { ticketNumber, plant: scope.plant, newTicket: true, seq: 1 },
    user.userId,
    notificationMessage('notify.ticketNew', {
      ticket: ticketNumber,
      document: { message: TICKET_DOCUMENTS[input.docType] },
      number: input.docNumber,
      subject: input.subject,
    }),
  );
  return getTicket(trx, user, ticketNumber);
}

/** An answer: from the warehouse the ticket is ANSWERED, from the supplier OPEN again; `close` closes it. */
export async function answerTicket(
  trx: Transaction<DB>,
  user: Caller,
  ticketNumber: string,
  input: AnswerTicketInput,
): Promise<TicketView> {
  const found = await sql<{ vendor_id: string | null; plant_id: string | null; created_by: number; status: string }>`
    select vendor_id, plant_id, created_by, status from sdsk_ticket where ticket_number = ${ticketNumber} for update`.execute(trx);
  const t = found.rows[0];
  if (!t || !maySeeTicket(user, t, user.userId)) throw new DomainError('TICKET_NOT_FOUND', { ticket: ticketNumber });
  if (t.status === 'CLOSED') throw new DomainError('TICKET_CLOSED', { ticket: ticketNumber });
  const next = await trx
    .selectFrom('sdsk_message')
    .select(sql<number>`coalesce(max(seq), 0)::int + 1`.as('seq'))
    .where('ticket_number', '=', ticketNumber)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sdsk_message')
    .values({ ticket_number: ticketNumber, seq: next.seq, text: input.text, from_warehouse: isInternal(user), author: user.userId })
    .execute();
  await storeAttachments(trx, user.userId, ticketNumber, next.seq, input.attachments);
  const status = input.close ? 'CLOSED' : isInternal(user) ? 'ANSWERED' : 'OPEN';
  await trx.updateTable('sdsk_ticket').set({ status, updated_at: new Date() }).where('ticket_number', '=', ticketNumber).execute();
  const what =
    status === 'CLOSED' ? 'notify.ticketClosed' : isInternal(user) ? 'notify.ticketAnsweredByWarehouse' : 'notify.ticketAnswered';
  await notifyTicket(
    trx,
    { ticketNumber, plant: t.plant_id, newTicket: false, seq: next.seq },
    user.userId,
    notificationMessage(what, { ticket: ticketNumber }),
  );
  return getTicket(trx, user, ticketNumber);
}

const iso = (d: Date) => new Date(d).toISOString();

export async function getTicket(db: Kysely<DB>, user: Caller, ticketNumber: string): Promise<TicketView> {
  const t = await db
    .selectFrom('sdsk_ticket as t')
    .innerJoin('app_user as u', 'u.user_id', 't.created_by')
    .selectAll('t')
    .select('u.username')
    .where('t.ticket_number', '=', ticketNumber)
    .executeTakeFirst();
  if (!t || !maySeeTicket(user, t, user.userId)) throw new DomainError('TICKET_NOT_FOUND', { ticket: ticketNumber });
  const messages = await db
    .selectFrom('sdsk_message as m')
    .innerJoin('app_user as u', 'u.user_id', 'm.author')
    .select(['m.seq', 'm.text', 'u.username', 'm.from_warehouse', 'm.created_at'])
    .where('m.ticket_number', '=', ticketNumber)
    .orderBy('m.seq')
    .execute();
  const files = await attachmentsOf(db, ticketNumber);
  return {
    ...summary(t),
    createdBy: t.username,
    createdAt: iso(t.created_at),
    messages: messages.map((m) => ({
      seq: m.seq,
      text: m.text,
      author: m.username,
      fromWarehouse: m.from_warehouse,
      createdAt: iso(m.created_at),
      attachments: files.get(m.seq) ?? [],
    })),
  };
}

function summary(t: {
  ticket_number: string;
  category: string;
  doc_type: TicketSummary['docType'];
  doc_number: string;
  subject: string;
  status: TicketSummary['status'];
  vendor_id: string | null;
  plant_id: string | null;
  updated_at: Date;
}): TicketSummary {
  return {
    ticketNumber: t.ticket_number,
    category: t.category as TicketSummary['category'],
    docType: t.doc_type,
    docNumber: t.doc_number,
    subject: t.subject,
    status: t.status,
    vendor: t.vendor_id,
    plant: t.plant_id,
    updatedAt: iso(t.updated_at),
  };
}

export async function searchTickets(db: Kysely<DB>, user: Caller, q: TicketSearch): Promise<Paged<TicketSummary>> {
  let base = db.selectFrom('sdsk_ticket as t');
  if (isInternal(user)) {
    const plants = visiblePlants(user);
    if (plants !== 'all') {
      if (plants.length === 0) return emptyPage(q);
      base = base.where((eb) => eb.or([eb('t.plant_id', 'in', plants), eb('t.created_by', '=', user.userId)]));
    }
  } else {
    base = base.where((eb) =>
      eb.or([...(user.vendors.length > 0 ? [eb('t.vendor_id', 'in', user.vendors)] : []), eb('t.created_by', '=', user.userId)]),
    );
  }
  if (q.status) base = base.where('t.status', '=', q.status);
  const rows = base
    .select([
      't.ticket_number as ticketNumber',
      sql<TicketSummary['category']>`t.category`.as('category'),
      't.doc_type as docType',
      't.doc_number as docNumber',
      't.subject',
      't.status',
      't.vendor_id as vendor',
      't.plant_id as plant',
      isoText('t.updated_at').as('updatedAt'),
    ])
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.ticket_number', 'desc');
  return fetchPage(db, base, rows, q);
}

/** A file of a ticket the user may see (out of scope reads like unknown). */
export async function ticketAttachment(db: Kysely<DB>, user: Caller, ticketNumber: string, attachmentId: number) {
  const t = await db
    .selectFrom('sdsk_ticket')
    .select(['vendor_id', 'plant_id', 'created_by'])
    .where('ticket_number', '=', ticketNumber)
    .executeTakeFirst();
  if (!t || !maySeeTicket(user, t, user.userId)) throw new DomainError('TICKET_NOT_FOUND', { ticket: ticketNumber });
  return readAttachment(db, ticketNumber, attachmentId);
}
