import type { Kysely } from 'kysely';
import { confirmOrderSchema, createAsnSchema } from '../../../shared/contracts/asn/schemas';
import type { MessageSearch, MessageSummary, MessageView } from '../../../shared/contracts/edi/schemas';
import type { DB } from '../../db/schema';
import type { EdiErrorEntry } from '../../db/schema/edi';
import { DomainError } from '../errors';
import { fetchPage, type PageInfo } from '../paging';
import { refusalWords } from './acks';

/**
 * The kept messages, read by administrators: refusals in the reader's language. A content refusal
 * (the form's checks) is said again by checking the kept reading with the contract's schema now, so
 * its words are the reader's too.
 */
export async function getMessage(db: Kysely<DB>, messageId: number): Promise<MessageView> {
  const row = await db.selectFrom('edi_message').selectAll().where('message_id', '=', messageId).executeTakeFirst();
  if (!row) throw new DomainError('EDI_MESSAGE_NOT_FOUND', { id: messageId });
  return {
    ...summaryOf(row),
    raw: row.raw,
    parsed: row.parsed,
    errors: describe(row.errors, row.parsed, row.kind),
    ack: row.ack,
    attempts: row.attempts,
    processedAt: row.processed_at ? new Date(row.processed_at).toISOString() : null,
    delivery: row.delivery === 'HTTP' || row.delivery === 'FILE' ? row.delivery : null,
    nextAttemptAt: row.status === 'PENDING' && row.next_attempt_at ? new Date(row.next_attempt_at).toISOString() : null,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    collectedAt: row.collected_at ? new Date(row.collected_at).toISOString() : null,
  };
}

function describe(errors: EdiErrorEntry[], parsed: Record<string, unknown> | null, kind: string): { code: string; message: string }[] {
  const content = errors.filter((e) => e.code === 'EDI_INVALID_CONTENT');
  const others = errors.filter((e) => e.code !== 'EDI_INVALID_CONTENT').map((e) => ({ code: e.code, message: refusalWords(e) }));
  if (content.length === 0 || !parsed) return [...others, ...content.map((e) => ({ code: e.code, message: refusalWords(e) }))];
  const checked = kind === 'ASN' ? createAsnSchema.safeParse(parsed) : confirmOrderSchema.safeParse({ items: parsed.items });
  const issues = checked.success ? [] : checked.error.issues.slice(0, 20);
  return [
    ...others,
    ...issues.map((i) => ({
      code: 'EDI_INVALID_CONTENT',
      message: `${refusalWords({ code: 'EDI_INVALID_CONTENT', params: { field: i.path.join('.') || '-' } })} ${i.message}`,
    })),
  ];
}

type Row = {
  message_id: number;
  vendor_id: string;
  direction: string;
  format: string;
  kind: string;
  control_ref: string;
  status: string;
  document_ref: string | null;
  errors: EdiErrorEntry[];
  created_at: Date;
};

function summaryOf(row: Row): MessageSummary {
  return {
    messageId: row.message_id,
    vendor: row.vendor_id,
    direction: row.direction as MessageSummary['direction'],
    format: row.format as MessageSummary['format'],
    kind: row.kind as MessageSummary['kind'],
    controlRef: row.control_ref,
    status: row.status as MessageSummary['status'],
    documentRef: row.document_ref,
    errorCount: row.errors.length,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Messages newest first, by vendor and status. */
export async function searchMessages(db: Kysely<DB>, search: MessageSearch): Promise<PageInfo & { items: MessageSummary[] }> {
  let base = db.selectFrom('edi_message');
  if (search.vendor) base = base.where('vendor_id', '=', search.vendor);
  if (search.status) base = base.where('status', '=', search.status);
  const rows = base
    .select(['message_id', 'vendor_id', 'direction', 'format', 'kind', 'control_ref', 'status', 'document_ref', 'errors', 'created_at'])
    .orderBy('message_id', 'desc');
  const page = await fetchPage(db, base, rows, search);
  return { ...page, items: page.items.map(summaryOf) };
}
