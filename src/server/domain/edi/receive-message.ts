import type { Kysely, Transaction } from 'kysely';
import { X12Parser } from 'node-x12';
import { confirmOrderSchema, createAsnSchema } from '../../../shared/contracts/asn/schemas';
import type { EdiFormat, InboundResult } from '../../../shared/contracts/edi/schemas';
import type { DB } from '../../db/schema';
import type { EdiErrorEntry } from '../../db/schema/edi';
import { confirmOrder } from '../asn/confirm-order';
import { createAsn } from '../asn/create-asn';
import { DomainError } from '../errors';
import type { Caller } from '../master-data/viewer';
import { databaseErrorCode, withPostingRetry } from '../stock/posting-retry';
import { acknowledgeCsv, cxmlAck } from './acks';
import { readCsvAsn } from './csv-asn';
import { readConfirmation, readShipNotice } from './cxml';
import { EdiRefusal, type Envelope, type ReadMessage, refusal } from './edi-types';
import { contrl, readDesadv, readOrdrsp, readSegments } from './edifact';
import { getMessage } from './messages';
import { ack997, read855, read856 } from './x12';

/**
 * An inbound message from a supplier's system, through the same commands the supplier's forms use:
 * a shipping notice (DESADV, 856, cXML ShipNoticeRequest, CSV) goes to `createAsn`, a confirmation
 * (ORDRSP, 855, cXML ConfirmationRequest) to `confirmOrder`, with the same checks and refusals. Every
 * message is kept (raw text, what it was read as, status, refusals, acknowledgement). A message's
 * own id is processed once per vendor and format: the same message again replays the first answer,
 * another message with that id is refused. A refused message writes nothing but its own record.
 */
export interface InboundInput {
  vendor: string;
  format: EdiFormat;
  content: string;
}

/** Reads a message of a format: the message type inside decides (DESADV or ORDRSP, 856 or 855, ShipNotice or Confirmation). */
export function readMessage(format: EdiFormat, content: string): ReadMessage {
  switch (format) {
    case 'EDIFACT': {
      const head = readSegments(content).find((s) => s.name === 'UNH');
      return head?.elements[1]?.[0] === 'ORDRSP' ? readOrdrsp(content) : readDesadv(content);
    }
    case 'X12': {
      let type = '';
      try {
        const parsed = new X12Parser(false).parse(content.trim());
        type = 'functionalGroups' in parsed ? (parsed.functionalGroups[0]?.transactions[0]?.header.elements[0]?.value ?? '') : '';
      } catch {
        // read856 answers the refusal
      }
      return type === '855' ? read855(content) : read856(content);
    }
    case 'CXML':
      return /<ConfirmationRequest[\s>]/.test(content) ? readConfirmation(content) : readShipNotice(content);
    case 'CSV':
      return readCsvAsn(content);
  }
}

/** The acknowledgement of a message in its own format: CONTRL, 997, cXML Status, a CSV line. */
export function acknowledgement(format: EdiFormat, envelope: Partial<Envelope>, refused: EdiErrorEntry | null, messageId: number): string {
  switch (format) {
    case 'EDIFACT':
      return contrl(envelope, refused?.code ?? null, `C${messageId}`);
    case 'X12':
      return ack997(envelope, refused !== null, messageId);
    case 'CXML':
      return cxmlAck(envelope, refused, messageId);
    case 'CSV':
      return acknowledgeCsv(envelope, refused);
  }
}

interface Outcome {
  status: 'PROCESSED' | 'REFUSED';
  controlRef: string;
  kind: 'ASN' | 'CONFIRMATION';
  parsed: Record<string, unknown> | null;
  errors: EdiErrorEntry[];
  envelope: Partial<Envelope>;
  documentRef: string | null;
}

/** Receives a message for a vendor the caller acts for, after the channel check; keeps it, answers what it came to. */
export async function receiveMessage(db: Kysely<DB>, caller: Caller, input: InboundInput): Promise<InboundResult> {
  if (!caller.vendors.includes(input.vendor)) throw new DomainError('EDI_VENDOR_UNKNOWN', { vendor: input.vendor });
  await assertChannel(db, input.vendor, input.format);
  return processMessage(db, caller, input, null);
}

/** A vendor takes CSV notices always (the form's file); EDIFACT, X12 and cXML when an administrator set that channel and format. */
export async function assertChannel(db: Kysely<DB>, vendor: string, format: EdiFormat): Promise<void> {
  if (format === 'CSV') return;
  const partner = await db.selectFrom('edi_partner').select(['channel', 'format']).where('vendor_id', '=', vendor).executeTakeFirst();
  const ok = partner && partner.format === format && (format === 'CXML' ? partner.channel === 'CXML' : partner.channel === 'EDI');
  if (!ok) throw new DomainError('EDI_CHANNEL_OFF', { vendor, format });
}

/** Reads, checks and applies one message; `existingId`: a kept message processed again (its record is updated). */
export async function processMessage(
  db: Kysely<DB>,
  caller: Caller,
  input: InboundInput,
  existingId: number | null,
): Promise<InboundResult> {
  let read: ReadMessage;
  try {
    read = readMessage(input.format, input.content);
  } catch (error) {
    if (!(error instanceof EdiRefusal)) throw error;
    const kind = /ORDRSP|\*855\*|ConfirmationRequest/.test(input.content) ? 'CONFIRMATION' : 'ASN';
    return keep(db, caller, input, existingId, {
      status: 'REFUSED',
      controlRef: error.controlRef || error.envelope.interchangeRef || '',
      kind,
      parsed: null,
      errors: [error.entry],
      envelope: error.envelope,
      documentRef: null,
    });
  }
  const base = { controlRef: read.controlRef, kind: read.kind, envelope: read.envelope };
  const parsed = (read.asn ?? read.confirmation ?? null) as Record<string, unknown> | null;
  const refused = (errors: EdiErrorEntry[]) =>
    keep(db, caller, input, existingId, { ...base, status: 'REFUSED', parsed, errors, documentRef: null });

  // checked as the form is checked: the contract's schema
  const checked = read.asn ? createAsnSchema.safeParse(read.asn) : confirmOrderSchema.safeParse({ items: read.confirmation?.items });
  if (!checked.success)
    return refused(checked.error.issues.slice(0, 20).map((i) => refusal('EDI_INVALID_CONTENT', { field: i.path.join('.') || '-' })));

  const duplicate = await processedBefore(db, input, read.controlRef, existingId);
  if (duplicate) {
    if (duplicate.raw === input.content && existingId === null)
      return { message: await getMessage(db, duplicate.message_id), replayed: true };
    return refused([refusal('EDI_DUPLICATE_MESSAGE', { id: read.controlRef })]);
  }
  try {
    return await withPostingRetry(db, async (trx) => {
      let documentRef: string;
      if (read.asn) {
        const asn = await createAsn(trx, caller, createAsnSchema.parse(read.asn));
        documentRef = asn.asnNumber;
      } else {
        const po = read.confirmation?.purchaseOrderNo ?? '';
        await confirmOrder(trx, caller, po, confirmOrderSchema.parse({ items: read.confirmation?.items }));
        documentRef = po;
      }
      return keepIn(trx, caller, input, existingId, { ...base, status: 'PROCESSED', parsed, errors: [], documentRef });
    });
  } catch (error) {
    if (error instanceof DomainError) return refused([{ code: error.code, params: flatParams(error.params) }]);
    if (databaseErrorCode(error) === '23505') {
      // the same id processed at this moment by another request: answer as that one came to
      const other = await processedBefore(db, input, read.controlRef, existingId);
      if (other?.raw === input.content && existingId === null) return { message: await getMessage(db, other.message_id), replayed: true };
      if (other) return refused([refusal('EDI_DUPLICATE_MESSAGE', { id: read.controlRef })]);
    }
    throw error;
  }
}

function flatParams(params: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' || typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

async function processedBefore(db: Kysely<DB>, input: InboundInput, controlRef: string, existingId: number | null) {
  let q = db
    .selectFrom('edi_message')
    .select(['message_id', 'raw'])
    .where('vendor_id', '=', input.vendor)
    .where('direction', '=', 'IN')
    .where('format', '=', input.format)
    .where('control_ref', '=', controlRef)
    .where('status', '=', 'PROCESSED');
  if (existingId !== null) q = q.where('message_id', '<>', existingId);
  return q.executeTakeFirst();
}

async function keep(
  db: Kysely<DB>,
  caller: Caller,
  input: InboundInput,
  existingId: number | null,
  outcome: Outcome,
): Promise<InboundResult> {
  return db.transaction().execute((trx) => keepIn(trx, caller, input, existingId, outcome));
}

/** Writes (or rewrites, when processed again) the message's record with its acknowledgement. */
async function keepIn(
  trx: Transaction<DB>,
  caller: Caller,
  input: InboundInput,
  existingId: number | null,
  outcome: Outcome,
): Promise<InboundResult> {
  const values = {
    kind: outcome.kind,
    control_ref: outcome.controlRef.slice(0, 200),
    parsed: outcome.parsed ? JSON.stringify(outcome.parsed) : null,
    status: outcome.status,
    errors: JSON.stringify(outcome.errors),
    document_ref: outcome.documentRef,
    processed_at: new Date(),
  };
  let messageId: number;
  if (existingId === null) {
    const row = await trx
      .insertInto('edi_message')
      .values({
        ...values,
        vendor_id: input.vendor,
        direction: 'IN',
        format: input.format,
        raw: input.content,
        user_id: caller.userId,
        attempts: 1,
      })
      .returning('message_id')
      .executeTakeFirstOrThrow();
    messageId = row.message_id;
  } else {
    await trx
      .updateTable('edi_message')
      .set((eb) => ({ ...values, attempts: eb('attempts', '+', 1) }))
      .where('message_id', '=', existingId)
      .execute();
    messageId = existingId;
  }
  const ack = acknowledgement(input.format, outcome.envelope, outcome.errors[0] ?? null, messageId);
  await trx.updateTable('edi_message').set({ ack }).where('message_id', '=', messageId).execute();
  return { message: await getMessage(trx, messageId), replayed: false };
}
