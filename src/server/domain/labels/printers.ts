import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { PrintJobRow, printerRow, SavePrinterInput } from '../../../shared/contracts/shipping/schemas';
import { href } from '../../../shared/pages';
import { checkPrinterAddress, type PrinterPolicy, sendToPrinter } from '../../adapters/printer-socket';
import type { DB } from '../../db/schema';
import { type AuditActor, auditBy, beforeAfter } from '../auth/audit';
import { outboundPlants } from '../deliveries/scope';
import { recordOutput } from '../documents/record-output';
import { DomainError } from '../errors';
import { findHandlingUnit } from '../handling-units/hu-queries';
import { deliveryLabelData, ssccLabelData } from '../handling-units/label-data';
import { isoText } from '../iso-text';
import { type Caller, inPlantScope, isEmptyScope, limitToPlants, type Viewer } from '../master-data/viewer';
import { notificationMessage } from '../notifications/message';
import { notify } from '../notifications/notify';
import { rmaSheetData } from '../returns/rma-sheet';
import { renderLabels } from './render-label';
import type { PrinterDpi } from './zpl';

type PrinterRow = z.infer<typeof printerRow>;

const printerColumns = [
  'printer_id as printerId',
  'name',
  'plant_id as plant',
  'host',
  'port',
  'dpi',
  sql<string>`label_width_mm::text`.as('labelWidthMm'),
  sql<string>`label_height_mm::text`.as('labelHeightMm'),
] as const;

/** The printer registry of the viewer's plants. */
export async function listPrinters(db: Kysely<DB>, viewer: Viewer): Promise<{ printers: PrinterRow[] }> {
  const plants = outboundPlants(viewer);
  if (isEmptyScope(plants)) return { printers: [] };
  let q = db.selectFrom('printer').select(printerColumns).orderBy('plant_id').orderBy('printer_id');
  q = limitToPlants(q, 'plant_id', plants);
  return { printers: await q.execute() };
}

/**
 * Registers or changes a printer (administrators): name, plant, address:port, resolution, label size.
 * The address must be one printers may be at (PRINTER_NETWORKS, PRINTER_PORTS: adapters/printer-socket.ts).
 */
export async function savePrinter(
  db: Kysely<DB>,
  printerId: string,
  input: SavePrinterInput,
  policy: PrinterPolicy,
  actor: AuditActor = { userId: null },
): Promise<PrinterRow> {
  checkPrinterAddress(input.host, input.port, policy);
  const plant = input.plant.toUpperCase();
  if (!(await db.selectFrom('plant').select('plant_id').where('plant_id', '=', plant).executeTakeFirst())) {
    throw new DomainError('PLANT_NOT_FOUND', { plantId: plant });
  }
  const values = {
    name: input.name,
    plant_id: plant,
    host: input.host,
    port: input.port,
    dpi: input.dpi,
    label_width_mm: String(input.labelWidthMm),
    label_height_mm: String(input.labelHeightMm),
  };
  return db.transaction().execute(async (trx) => {
    const was = await trx.selectFrom('printer').select(printerColumns).where('printer_id', '=', printerId).forUpdate().executeTakeFirst();
    await trx
      .insertInto('printer')
      .values({ printer_id: printerId, ...values })
      .onConflict((oc) => oc.column('printer_id').doUpdateSet(values))
      .execute();
    const now = await trx.selectFrom('printer').select(printerColumns).where('printer_id', '=', printerId).executeTakeFirstOrThrow();
    // the audit trail shows the printer's settings before and after
    await auditBy(trx, actor, {
      action: 'printer.save',
      objectType: 'printer',
      objectId: printerId,
      plantId: plant,
      details: beforeAfter(was, now),
    });
    return now;
  });
}

const jobColumns = (db: Kysely<DB>) =>
  db
    .selectFrom('print_job as j')
    .innerJoin('app_user as u', 'u.user_id', 'j.created_by')
    .select([
      'j.job_id as jobId',
      'j.printer_id as printerId',
      'j.label_kind as labelKind',
      'j.reference',
      'j.label_count as labelCount',
      'j.bytes',
      'j.status',
      'j.error',
      'u.username as createdBy',
      isoText('j.created_at').as('createdAt'),
    ]);

async function printerOf(db: Kysely<DB>, viewer: Viewer, printerId: string) {
  const plants = outboundPlants(viewer);
  const p = await db.selectFrom('printer').selectAll().where('printer_id', '=', printerId).executeTakeFirst();
  if (!p || !inPlantScope(plants, p.plant_id)) throw new DomainError('PRINTER_NOT_FOUND', { printerId });
  return p;
}

/** The last 50 print jobs of a printer. */
export async function listPrintJobs(db: Kysely<DB>, viewer: Viewer, printerId: string): Promise<{ jobs: PrintJobRow[] }> {
  await printerOf(db, viewer, printerId);
  return { jobs: await jobColumns(db).where('j.printer_id', '=', printerId).orderBy('j.job_id', 'desc').limit(50).execute() };
}

/**
 * Prints an SSCC label (HU by number or SSCC), the delivery labels of a delivery or a return order's sheet on a printer of
 * the viewer's plants: ZPL at the printer's resolution over TCP 9100. Every attempt is recorded as a
 * print job (who, what, when, result); an unreachable printer (or one whose address the printer policy
 * refuses by now) is recorded FAILED and then refused with PRINTER_UNREACHABLE. No transaction is open
 * while the printer is talked to.
 */
export async function printLabel(
  db: Kysely<DB>,
  viewer: Caller,
  printerId: string,
  input: { kind: 'sscc' | 'delivery' | 'rma'; reference: string },
  policy: PrinterPolicy,
  timeoutMs = 5000,
  reprint?: { copyOf: number; ip: string | null },
): Promise<PrintJobRow> {
  const printer = await printerOf(db, viewer, printerId);
  const plants = outboundPlants(viewer);
  const dpi = { dpi: printer.dpi as PrinterDpi, copy: reprint !== undefined };
  let zpl: string;
  let count: number;
  let reference: string;
  let plant: string;
  if (input.kind === 'sscc') {
    const ref = input.reference.replace(/^\(00\)/, '');
    if (!/^(\d{10}|\d{18})$/.test(ref)) throw new DomainError('HU_NOT_FOUND', { handlingUnit: input.reference });
    const { hu_number, plant_id } = await findHandlingUnit(db, plants, ref);
    plant = plant_id;
    zpl = await renderLabels('sscc', [await ssccLabelData(db, plants, hu_number)], 'zpl', dpi);
    count = 1;
    reference = hu_number;
  } else if (input.kind === 'rma') {
    // a customer return's sheet, in the box the customer sends back (returns/rma-sheet.ts)
    if (!/^\d{10}$/.test(input.reference)) throw new DomainError('RETURN_ORDER_NOT_FOUND', { rma: input.reference });
    const sheet = await rmaSheetData(db, viewer, input.reference);
    zpl = await renderLabels('rma', [sheet], 'zpl', dpi);
    plant = printer.plant_id;
    count = 1;
    reference = input.reference;
  } else {
    const deliveryNumber = input.reference;
    const d = /^\d{10}$/.test(deliveryNumber)
      ? await db.selectFrom('delivery').select('plant_id').where('delivery_number', '=', deliveryNumber).executeTakeFirst()
      : undefined;
    if (!d || !inPlantScope(plants, d.plant_id)) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
    plant = d.plant_id;
    const data = await deliveryLabelData(db, deliveryNumber);
    zpl = await renderLabels('delivery', data, 'zpl', dpi);
    count = data.length;
    reference = deliveryNumber;
  }
  let error: DomainError | null = null;
  let bytes = Buffer.byteLength(zpl, 'utf8');
  try {
    bytes = await sendToPrinter({ printerId, host: printer.host, port: printer.port }, zpl, policy, timeoutMs);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    error = e;
  }
  const failure = error;
  const job = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('print_job')
      .values({
        printer_id: printerId,
        label_kind: input.kind,
        reference,
        label_count: count,
        bytes,
        status: failure ? 'FAILED' : 'PRINTED',
        error: failure?.message ?? null,
        created_by: viewer.userId,
      })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    // the document history of the HU or delivery: what was printed where, by whom (a reprint names its original)
    if (!failure && input.kind !== 'rma') {
      const documentType = input.kind === 'sscc' ? 'HU' : 'DELIVERY';
      const output = {
        documentType,
        documentId: reference,
        plant,
        kind: input.kind,
        format: 'zpl',
        channel: 'PRINTER',
        printerId,
        printJobId: row.job_id,
      } as const;
      const outputId = await recordOutput(trx, viewer, reprint ? { ...output, copyOf: reprint.copyOf } : output);
      if (reprint)
        await auditBy(
          trx,
          { userId: viewer.userId, ip: reprint.ip },
          {
            action: 'document.reprint',
            objectType: documentType.toLowerCase(),
            objectId: reference,
            plantId: plant,
            details: { outputId, copyOf: reprint.copyOf, kind: input.kind, channel: 'PRINTER', printerId },
          },
        );
    }
    // the administrators hear of a printer that does not answer, with the failed job: once a day per printer
    if (failure)
      await notify(trx, {
        kind: 'PRINTER_FAILING',
        to: { administrators: true },
        message: notificationMessage('notify.printerFailing', { printer: printerId, error: failure.message.slice(0, 120) }),
        link: href('shippingSetup'),
        dedupeKey: `printer-failing:${printerId}:${new Date().toISOString().slice(0, 10)}`,
      });
    return row;
  });
  if (error) throw error;
  return jobColumns(db).where('j.job_id', '=', job.job_id).executeTakeFirstOrThrow();
}
