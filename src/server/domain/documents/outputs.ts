import { type Kysely, sql, type Transaction } from 'kysely';
import type { DocumentOutputRow } from '../../../shared/contracts/shipping/schemas';
import type { PrinterPolicy } from '../../adapters/printer-socket';
import type { DB } from '../../db/schema';
import type { DocumentType } from '../../db/schema/documents';
import { auditBy } from '../auth/audit';
import { outboundPlants } from '../deliveries/scope';
import { DomainError } from '../errors';
import { findHandlingUnit } from '../handling-units/hu-queries';
import { deliveryLabelData, ssccLabelData } from '../handling-units/label-data';
import { isoText } from '../iso-text';
import { renderLabels } from '../labels';
import { printLabel } from '../labels/printers';
import { type Caller, inPlantScope, type PlantScope, type Viewer } from '../master-data/viewer';
import { deliveryNoteData, shipmentNoteData } from './delivery-note-data';
import { renderDeliveryNote } from './delivery-note-pdf';
import { type OutputRecord, recordOutput } from './record-output';

type Db = Kysely<DB> | Transaction<DB>;
/** Who gives a document out: the caller, by name (the note's footer) and address (the audit trail). */
export type OutputCaller = Caller & { username: string; ip?: string | null };

const outputColumns = (db: Db) =>
  db
    .selectFrom('document_output as o')
    .innerJoin('app_user as u', 'u.user_id', 'o.created_by')
    .select([
      'o.output_id as outputId',
      'o.document_type as documentType',
      'o.document_id as documentId',
      'o.output_kind as kind',
      'o.format',
      'o.channel',
      'o.printer_id as printerId',
      'o.copy_of as copyOf',
      'u.username as createdBy',
      isoText('o.created_at', 'seconds').as('createdAt'),
    ]);

async function deliveryPlant(db: Db, plants: PlantScope, deliveryNumber: string): Promise<string> {
  const d = await db.selectFrom('delivery').select('plant_id').where('delivery_number', '=', deliveryNumber).executeTakeFirst();
  if (!d || !inPlantScope(plants, d.plant_id)) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
  return d.plant_id;
}

async function shipmentPlant(db: Db, plants: PlantScope, shipmentNumber: string): Promise<string> {
  const s = await db.selectFrom('shipment').select('plant_id').where('shipment_number', '=', shipmentNumber).executeTakeFirst();
  if (!s || !inPlantScope(plants, s.plant_id)) throw new DomainError('SHIPMENT_NOT_FOUND', { shipmentNumber });
  return s.plant_id;
}

/**
 * The document history of a delivery (its own outputs, its HUs' labels and its shipment's notes), a
 * shipment (its own, its deliveries' and their HUs') or an HU (by number or SSCC): newest first, at most 200.
 * Another plant's document is not found.
 */
export async function documentHistory(
  db: Kysely<DB>,
  viewer: Viewer,
  type: 'DELIVERY' | 'SHIPMENT' | 'HU',
  id: string,
): Promise<{ outputs: DocumentOutputRow[] }> {
  const plants = outboundPlants(viewer);
  let q = outputColumns(db);
  if (type === 'HU') {
    const { hu_number } = await findHandlingUnit(db, plants, id);
    q = q.where('o.document_type', '=', 'HU').where('o.document_id', '=', hu_number);
  } else if (type === 'DELIVERY') {
    await deliveryPlant(db, plants, id);
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('o.document_type', '=', 'DELIVERY'), eb('o.document_id', '=', id)]),
        eb.and([
          eb('o.document_type', '=', 'HU'),
          eb('o.document_id', 'in', eb.selectFrom('handling_unit').select('hu_number').where('delivery_number', '=', id)),
        ]),
        eb.and([
          eb('o.document_type', '=', 'SHIPMENT'),
          eb('o.document_id', 'in', eb.selectFrom('shipment_delivery').select('shipment_number').where('delivery_number', '=', id)),
        ]),
      ]),
    );
  } else {
    await shipmentPlant(db, plants, id);
    const deliveries = db.selectFrom('shipment_delivery').select('delivery_number').where('shipment_number', '=', id);
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('o.document_type', '=', 'SHIPMENT'), eb('o.document_id', '=', id)]),
        eb.and([eb('o.document_type', '=', 'DELIVERY'), eb('o.document_id', 'in', deliveries)]),
        eb.and([
          eb('o.document_type', '=', 'HU'),
          eb('o.document_id', 'in', eb.selectFrom('handling_unit').select('hu_number').where('delivery_number', 'in', deliveries)),
        ]),
      ]),
    );
  }
  const rows = await q.orderBy('o.output_id', 'desc').limit(200).execute();
  return { outputs: rows as DocumentOutputRow[] };
}

/** A delivery's or a shipment's delivery note and packing list (PDF), recorded as downloaded (or as a copy of `copyOf`). */
export async function deliveryNote(
  db: Kysely<DB>,
  caller: OutputCaller,
  type: 'DELIVERY' | 'SHIPMENT',
  id: string,
  copyOf?: number,
): Promise<{ pdf: Buffer; name: string }> {
  const plants = outboundPlants(caller);
  const data = type === 'DELIVERY' ? await deliveryNoteData(db, plants, id) : await shipmentNoteData(db, plants, id);
  const pdf = await renderDeliveryNote(data, { printedBy: caller.username, copy: copyOf !== undefined });
  await record(db, caller, {
    documentType: type,
    documentId: id,
    plant: data.plant,
    kind: 'delivery-note',
    format: 'pdf',
    channel: 'DOWNLOAD',
    copyOf,
  });
  return { pdf, name: `delivery-note-${id}${copyOf !== undefined ? '-copy' : ''}` };
}

/** Records an output; a reprint (copyOf) also gets its audit entry, in the same transaction. */
async function record(db: Kysely<DB>, caller: OutputCaller, r: Omit<OutputRecord, 'copyOf'> & { copyOf?: number | undefined }) {
  const { copyOf, ...rest } = r;
  if (copyOf === undefined) return recordOutput(db, caller, rest);
  return db.transaction().execute(async (trx) => {
    const outputId = await recordOutput(trx, caller, { ...rest, copyOf });
    await auditBy(
      trx,
      { userId: caller.userId, ip: caller.ip ?? null },
      {
        action: 'document.reprint',
        objectType: r.documentType.toLowerCase(),
        objectId: r.documentId,
        plantId: r.plant,
        details: { outputId, copyOf, kind: r.kind, channel: r.channel, printerId: r.printerId ?? null },
      },
    );
    return outputId;
  });
}

/** An output of the history, in the caller's plants (else OUTPUT_NOT_FOUND). */
async function findOutput(db: Kysely<DB>, caller: Caller, outputId: number) {
  const o = await db.selectFrom('document_output').selectAll().where('output_id', '=', outputId).executeTakeFirst();
  if (!o || o.document_type === 'MATDOC' || !inPlantScope(outboundPlants(caller), o.plant_id))
    throw new DomainError('OUTPUT_NOT_FOUND', { outputId });
  return o;
}

/**
 * A copy of an output of the history, as a PDF marked "COPY": the label or document drawn again from its
 * document as it is now (a label of an HU, a delivery's labels, a delivery note). Recorded as a
 * download that copies the original, with an audit entry.
 */
export async function outputCopy(db: Kysely<DB>, caller: OutputCaller, outputId: number): Promise<{ pdf: Buffer; name: string }> {
  const o = await findOutput(db, caller, outputId);
  const plants = outboundPlants(caller);
  if (o.output_kind === 'delivery-note')
    return deliveryNote(db, caller, o.document_type as 'DELIVERY' | 'SHIPMENT', o.document_id, outputId);
  const pdf =
    o.output_kind === 'sscc'
      ? await renderLabels('sscc', [await ssccLabelData(db, plants, o.document_id)], 'pdf', { copy: true })
      : await renderLabels('delivery', await deliveryLabelData(db, o.document_id), 'pdf', { copy: true });
  await record(db, caller, {
    documentType: o.document_type,
    documentId: o.document_id,
    plant: o.plant_id,
    kind: o.output_kind,
    format: 'pdf',
    channel: 'DOWNLOAD',
    copyOf: outputId,
  });
  return { pdf, name: `${o.output_kind}-${o.document_id}-copy` };
}

/**
 * Reprints a label of the history on a printer of the caller's plants (ZPL, marked "COPY"), through the
 * label printing of domain/labels (the print job, an unreachable printer refused); recorded as a printed
 * copy of the original, with an audit entry. A delivery note is A4: OUTPUT_NOT_A_LABEL.
 */
export async function reprintOutput(
  db: Kysely<DB>,
  caller: OutputCaller,
  outputId: number,
  printerId: string,
  policy: PrinterPolicy,
): Promise<DocumentOutputRow> {
  const o = await findOutput(db, caller, outputId);
  if (o.output_kind !== 'sscc' && o.output_kind !== 'delivery') throw new DomainError('OUTPUT_NOT_A_LABEL', { outputId });
  const job = await printLabel(db, caller, printerId, { kind: o.output_kind, reference: o.document_id }, policy, 5000, {
    copyOf: outputId,
    ip: caller.ip ?? null,
  });
  const row = await outputColumns(db).where('o.print_job_id', '=', job.jobId).executeTakeFirstOrThrow();
  return row as DocumentOutputRow;
}

/** The plant of a delivery, shipment or HU given out, for recording a download of its label (null: nothing to record). */
export async function outputPlant(db: Db, type: DocumentType, id: string): Promise<string | null> {
  const table = type === 'DELIVERY' ? 'delivery' : type === 'SHIPMENT' ? 'shipment' : 'handling_unit';
  const key = type === 'DELIVERY' ? 'delivery_number' : type === 'SHIPMENT' ? 'shipment_number' : 'hu_number';
  const row = await sql<{ plant_id: string }>`select plant_id from ${sql.table(table)} where ${sql.ref(key)} = ${id}`.execute(db);
  return row.rows[0]?.plant_id ?? null;
}

/** A label downloaded as PDF or ZPL, in the document history of its HU or delivery (the SVG preview is not recorded). */
export async function recordLabelDownload(
  db: Kysely<DB>,
  caller: Caller,
  type: 'HU' | 'DELIVERY',
  id: string,
  kind: 'sscc' | 'delivery',
  format: 'pdf' | 'zpl' | 'svg',
): Promise<void> {
  if (format === 'svg') return;
  const plant = await outputPlant(db, type, id);
  if (plant) await recordOutput(db, caller, { documentType: type, documentId: id, plant, kind, format, channel: 'DOWNLOAD' });
}
