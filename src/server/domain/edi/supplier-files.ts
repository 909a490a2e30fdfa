import { type Kysely, sql } from 'kysely';
import type { EdiFileView, EdiFormat, FileSearch } from '../../../shared/contracts/edi/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { Caller } from '../master-data/viewer';
import { fetchPage, type PageInfo } from '../paging';

/**
 * The file channel ("upload endpoint / SFTP-style drop folder", issue 39) over authenticated HTTP:
 * the supplier's system uploads its files (POST supplier/edi/messages, receive-message.ts) and here
 * lists, downloads and acknowledges the files the portal has for it: outbound orders in its EDI
 * format (edi_message OUT, delivery FILE) and the acknowledgement of every message it sent (CONTRL,
 * 997, cXML Status, the CSV answer). Only the caller's own vendors' files: another vendor's file reads
 * as unknown. Acknowledging a file marks it collected (an order: SENT); it stays downloadable.
 * No directory on the server's disk: see docs/ARCHITECTURE.md (edi/) for why.
 */
const EXTENSION: Record<EdiFormat, string> = { EDIFACT: 'edi', X12: 'x12', CXML: 'xml', CSV: 'csv' };

type FileRow = {
  message_id: number;
  direction: string;
  format: string;
  document_ref: string | null;
  control_ref: string;
  created_at: Date;
  collected_at: Date | null;
};

const safeName = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 40);

function viewOf(row: FileRow): EdiFileView {
  const kind = row.direction === 'OUT' ? 'ORDER' : 'ACK';
  const format = row.format as EdiFormat;
  return {
    fileId: Number(row.message_id),
    kind,
    format,
    name: `${kind}_${safeName(row.document_ref ?? row.control_ref) || 'message'}_${row.message_id}.${EXTENSION[format]}`,
    documentRef: row.document_ref,
    createdAt: new Date(row.created_at).toISOString(),
    collectedAt: row.collected_at ? new Date(row.collected_at).toISOString() : null,
  };
}

/** The vendors the caller reads files of: its own, narrowed to one when asked (another reads as unknown). */
function vendorsOf(caller: Pick<Caller, 'vendors'>, vendor?: string): string[] {
  if (vendor === undefined) return [...caller.vendors];
  if (!caller.vendors.includes(vendor)) throw new DomainError('EDI_VENDOR_UNKNOWN', { vendor });
  return [vendor];
}

function files(db: Kysely<DB>, vendors: string[]) {
  return db
    .selectFrom('edi_message')
    .where('vendor_id', 'in', vendors.length > 0 ? vendors : [''])
    .where((eb) => eb.or([eb('delivery', '=', 'FILE'), eb.and([eb('direction', '=', 'IN'), eb('ack', 'is not', null)])]));
}

export async function listSupplierFiles(
  db: Kysely<DB>,
  caller: Pick<Caller, 'vendors'>,
  search: FileSearch,
): Promise<PageInfo & { items: EdiFileView[] }> {
  let base = files(db, vendorsOf(caller, search.vendor));
  if (search.all !== 'true') base = base.where('collected_at', 'is', null);
  const rows = base
    .select(['message_id', 'direction', 'format', 'document_ref', 'control_ref', 'created_at', 'collected_at'])
    .orderBy('message_id');
  const page = await fetchPage(db, base, rows, search);
  return { ...page, items: page.items.map(viewOf) };
}

/** One file's text (the order as it went out, or the acknowledgement) with its name and format. */
export async function readSupplierFile(
  db: Kysely<DB>,
  caller: Pick<Caller, 'vendors'>,
  fileId: number,
): Promise<EdiFileView & { content: string }> {
  const row = await files(db, vendorsOf(caller))
    .select(['message_id', 'direction', 'format', 'document_ref', 'control_ref', 'created_at', 'collected_at', 'raw', 'ack'])
    .where('message_id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw new DomainError('EDI_FILE_NOT_FOUND', { id: fileId });
  return { ...viewOf(row), content: (row.direction === 'OUT' ? row.raw : row.ack) ?? '' };
}

/** The supplier's system has the file: collected (an order: SENT). Repeat-safe: the first time is kept. */
export async function acknowledgeSupplierFile(db: Kysely<DB>, caller: Pick<Caller, 'vendors'>, fileId: number): Promise<EdiFileView> {
  const file = await readSupplierFile(db, caller, fileId);
  if (file.collectedAt === null)
    await db
      .updateTable('edi_message')
      .set((eb) => ({
        collected_at: sql<Date>`now()`,
        status: eb.case().when('direction', '=', 'OUT').then('SENT').else(eb.ref('status')).end(),
        sent_at: eb.case().when('direction', '=', 'OUT').then(sql<Date>`now()`).else(eb.ref('sent_at')).end(),
      }))
      .where('message_id', '=', fileId)
      .where('collected_at', 'is', null)
      .execute();
  const { content: _content, ...view } = await readSupplierFile(db, caller, fileId);
  return view;
}
