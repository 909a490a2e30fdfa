import { type Kysely, sql, type Transaction } from 'kysely';
import type { ArrivalPackages, ReceivingMaterialCheck } from '../../../shared/contracts/receiving/schemas';
import { parseGs1, toGtin14 } from '../../../shared/gs1';
import { t } from '../../../shared/i18n';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { announcedSerial } from '../equipment/receipt-requests';
import { DomainError } from '../errors';
import { canSeePlant, type Viewer } from '../master-data/viewer';
import type { PostingActor } from '../stock/posting/post-material-document';
import { ARRIVAL_COLUMNS, type ArrivalRow, arrivalOut } from './arrivals';
import { lockedPackage } from './receive-sscc';

type Db = Kysely<DB> | Transaction<DB>;

/** A truck arrival the viewer's plants may see; else ARRIVAL_NOT_FOUND (another plant's is unknown here). */
async function arrivalOf(db: Db, plants: (plant: string) => boolean, arrivalId: number): Promise<ArrivalRow> {
  const row = await db.selectFrom('dock_arrival').select(ARRIVAL_COLUMNS).where('arrival_id', '=', arrivalId).executeTakeFirst();
  if (!row || !plants(row.plant_id)) throw new DomainError('ARRIVAL_NOT_FOUND', { arrivalId });
  return row;
}

/** The packages of a truck: those of the notice it brings, and any unloaded from it. */
async function packagesOf(db: Db, arrival: ArrivalRow): Promise<ArrivalPackages> {
  const rows = await sql<{
    sscc: string;
    asn_number: string;
    kind: 'PALLET' | 'CARTON';
    parent_sscc: string | null;
    unloaded_at: Date | null;
    received_mat_doc: string | null;
    missing: boolean;
  }>`select sscc, asn_number, kind, parent_sscc, unloaded_at, received_mat_doc, missing from asn_package
    where asn_number = ${arrival.asn_number ?? ''} or unloaded_arrival = ${arrival.arrival_id}
    order by asn_number, seq`.execute(db);
  const packages = rows.rows.map((p) => ({
    sscc: p.sscc,
    asnNumber: p.asn_number,
    kind: p.kind,
    parentSscc: p.parent_sscc,
    unloadedAt: p.unloaded_at ? new Date(p.unloaded_at).toISOString() : null,
    receivedMatDoc: p.received_mat_doc,
    missing: p.missing,
  }));
  const cartons = packages.filter((p) => p.kind === 'CARTON');
  return {
    arrival: arrivalOut(arrival),
    packages,
    toUnload: cartons.filter((c) => !c.unloadedAt && !c.receivedMatDoc && !c.missing).length,
    unloaded: cartons.filter((c) => c.unloadedAt !== null).length,
  };
}

export async function arrivalPackages(db: Kysely<DB>, viewer: Viewer, arrivalId: number): Promise<ArrivalPackages> {
  return packagesOf(db, await arrivalOf(db, (plant) => canSeePlant(viewer, plant), arrivalId));
}

/**
 * Unloads a pallet (with every carton on it still on the truck) or a carton into the GR area. Nothing
 * is received and no stock moves: the packages record when, by whom and from which truck. A truck
 * bringing a notice unloads only that notice's packages; unloading again changes nothing. A received
 * or missing package is refused with the reason.
 */
export async function unloadPackage(trx: Transaction<DB>, actor: PostingActor, arrivalId: number, sscc: string): Promise<ArrivalPackages> {
  const arrival = await arrivalOf(trx, (plant) => actor.plants.includes(plant), arrivalId);
  const pkg = await lockedPackage(trx, actor, sscc);
  if (arrival.asn_number && pkg.asnNumber !== arrival.asn_number)
    throw new DomainError('SSCC_NOT_ON_ARRIVAL', { sscc, asn: pkg.asnNumber, expected: arrival.asn_number });
  if (pkg.received_mat_doc) throw new DomainError('SSCC_ALREADY_RECEIVED', { sscc, matDoc: pkg.received_mat_doc });
  if (pkg.missing) throw new DomainError('SSCC_MISSING_RECORDED', { sscc });
  await sql`update asn_package set unloaded_at = now(), unloaded_by = ${actor.userId}, unloaded_arrival = ${arrival.arrival_id}
    where (sscc = ${sscc} or parent_sscc = ${sscc}) and unloaded_at is null and received_mat_doc is null and not missing`.execute(trx);
  // a notice whose goods come off a truck has arrived
  await sql`update asn set status = 'ARRIVED' where asn_number = ${pkg.asnNumber} and status = 'ANNOUNCED'`.execute(trx);
  return packagesOf(trx, arrival);
}

/** The 18 digits of an SSCC in a scan (plain, `(00)…`, `00…` or a GS1 element string), else null. */
function ssccIn(scan: string): string | null {
  const plain = scan.replace(/^\(00\)/, '');
  if (/^\d{18}$/.test(plain)) return plain;
  if (/^00\d{18}$/.test(plain)) return plain.slice(2);
  const gs1 = parseGs1(scan);
  return gs1.ok && gs1.data.sscc ? gs1.data.sscc : null;
}

const kindName = (kind: 'PALLET' | 'CARTON') => t(kind === 'PALLET' ? 'rcvKindPallet' : 'rcvKindCarton');

/**
 * validate-receiving-material: whether what was scanned is expected on this truck. An SSCC must be a
 * package of the truck's notice (or, for a truck without one, of an open notice of its plant), not
 * received or missing; a serial must be announced on such a notice and not received; a material
 * (number or GTIN) must be on such a notice with quantity still open. Always an answer with the
 * reason in the user's words, never a refusal: the screen shows it and the operator decides.
 */
export async function validateReceivingMaterial(
  db: Kysely<DB>,
  viewer: Viewer,
  query: { arrivalId: number; scan: string },
): Promise<ReceivingMaterialCheck> {
  const arrival = await arrivalOf(db, (plant) => canSeePlant(viewer, plant), query.arrivalId);
  const scope = arrival.asn_number
    ? [arrival.asn_number]
    : (
        await db
          .selectFrom('asn')
          .select('asn_number')
          .where('plant_id', '=', arrival.plant_id)
          .where('status', 'in', ['ANNOUNCED', 'ARRIVED', 'PARTIALLY_RECEIVED'])
          .orderBy('asn_number')
          .limit(500)
          .execute()
      ).map((a) => a.asn_number);
  const where = arrival.asn_number ?? t('rcvOpenNoticesOfPlant', { plant: arrival.plant_id });
  const none = { asnNumber: null, sscc: null, material: null, openQuantity: null };
  const scan = query.scan;

  const sscc = ssccIn(scan);
  if (sscc) {
    const pkg = await db
      .selectFrom('asn_package as p')
      .innerJoin('asn as a', 'a.asn_number', 'p.asn_number')
      .select(['p.sscc', 'p.asn_number', 'p.kind', 'p.received_mat_doc', 'p.missing', 'a.plant_id'])
      .where('p.sscc', '=', sscc)
      .executeTakeFirst();
    if (!pkg || !canSeePlant(viewer, pkg.plant_id))
      return {
        ...none,
        expected: false,
        kind: 'UNKNOWN',
        sscc,
        message: t('rcvNotExpected', { scan: sscc, asn: where }),
      };
    const base = { ...none, kind: 'PACKAGE' as const, asnNumber: pkg.asn_number, sscc };
    const kind = kindName(pkg.kind);
    if (!scope.includes(pkg.asn_number))
      return {
        ...base,
        expected: false,
        message: t('rcvPackageElsewhere', { sscc, asn: pkg.asn_number, expected: where }),
      };
    if (pkg.received_mat_doc)
      return {
        ...base,
        expected: false,
        message: t('rcvPackageReceived', { kind, sscc, matDoc: pkg.received_mat_doc }),
      };
    if (pkg.missing) return { ...base, expected: false, message: t('rcvPackageMissing', { kind, sscc, asn: pkg.asn_number }) };
    return { ...base, expected: true, message: t('rcvPackageExpected', { kind, sscc, asn: pkg.asn_number }) };
  }
  // a serial announced by an equipment receipt request of the plant (back from a customer or from repair)
  const announced = await announcedSerial(db, arrival.plant_id, scan);
  if (announced)
    return {
      ...none,
      expected: true,
      kind: 'SERIAL',
      material: announced.material,
      requestNumber: announced.requestNumber,
      message: t('rcvSerialAnnounced', {
        serial: scan,
        material: announced.material,
        request: announced.requestNumber,
        sender: announced.sender,
        reason: announced.reason,
      }),
    };
  if (scope.length === 0) return { ...none, expected: false, kind: 'UNKNOWN', message: t('rcvNotExpected', { scan, asn: where }) };

  const serial = await db
    .selectFrom('asn_serial')
    .select(['asn_number', 'material_id', 'sscc'])
    .where('serial_number', '=', scan)
    .where('open', '=', true)
    .where('asn_number', 'in', scope)
    .orderBy('asn_number')
    .executeTakeFirst();
  if (serial)
    return {
      expected: true,
      kind: 'SERIAL',
      asnNumber: serial.asn_number,
      sscc: serial.sscc,
      material: serial.material_id,
      openQuantity: null,
      message: t('rcvSerialExpected', {
        serial: scan,
        material: serial.material_id,
        sscc: serial.sscc,
        asn: serial.asn_number,
      }),
    };

  // a material by its number, or by a GTIN (plain or in a GS1 element string)
  const gs1 = parseGs1(scan);
  const gtin = toGtin14(gs1.ok && gs1.data.gtin ? gs1.data.gtin : scan);
  const gtinForms = gtin
    ? [gtin, gtin.replace(/^0+/, '').padStart(13, '0'), gtin.replace(/^0+/, '').padStart(12, '0'), gtin.slice(-8)]
    : [];
  const lines = await sql<{ asn_number: string; material_id: string; open: string }>`
    select i.asn_number, i.material_id, sum(i.quantity - i.received_qty)::text as open
    from asn_item i
    where i.asn_number in (${sql.join(scope)})
      and (i.material_id = upper(${scan})
        or i.material_id in (select g.material_id from material_gtin g where g.gtin in (${sql.join(gtinForms.length > 0 ? gtinForms : [''])})))
    group by i.asn_number, i.material_id
    order by sum(i.quantity - i.received_qty) desc, i.asn_number
    limit 1`.execute(db);
  const line = lines.rows[0];
  if (!line) return { ...none, expected: false, kind: 'UNKNOWN', message: t('rcvNotExpected', { scan, asn: where }) };
  const open = toMilliUnits(line.open);
  const base = { kind: 'MATERIAL' as const, asnNumber: line.asn_number, sscc: null, material: line.material_id };
  if (open <= 0n)
    return {
      ...base,
      expected: false,
      openQuantity: fromMilliUnits(0n),
      message: t('rcvMaterialDone', { material: line.material_id, asn: line.asn_number }),
    };
  const openText = displayQuantity(fromMilliUnits(open));
  return {
    ...base,
    expected: true,
    openQuantity: fromMilliUnits(open),
    message: t('rcvMaterialExpected', { material: line.material_id, open: openText, asn: line.asn_number }),
  };
}
