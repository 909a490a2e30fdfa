import { type Kysely, sql } from 'kysely';
import type {
  MaterialSerials,
  MaterialSerialsQuery,
  SerialValidation,
  SerialValidationResult,
} from '../../../shared/contracts/goods-receipt/schemas';
import { serialNumberSchema } from '../../../shared/contracts/stock/schemas';
import { lineProblem } from '../../../shared/line-rules';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { canSeePlant, type Viewer } from '../master-data/viewer';
import { issuedForSto } from '../orders/sto-issue';
import { lockedSerialError } from '../quality/lock-equipment';

export const SERIAL_LIST_LIMIT = 2000;

/**
 * Checks one serial before it is captured (spec: "a validation call supplied by the screen"):
 * - the format (1 to 30 letters, digits and . _ / -);
 * - locked equipment is refused for every purpose;
 * - RECEIPT (from a vendor): the serial must not be in stock or in transit already;
 * - TRANSIT (receipt for a stock transport order): in transit to the plant (for that order);
 * - STOCK (moving stock): in stock at the plant (storage location, bin when given).
 * The posting checks all of this again; this call lets the handheld refuse a scan at once.
 */
export async function validateSerial(db: Kysely<DB>, viewer: Viewer, q: SerialValidation): Promise<SerialValidationResult> {
  if (!canSeePlant(viewer, q.plant)) throw new DomainError('PLANT_NOT_FOUND', { plantId: q.plant });
  const parsed = serialNumberSchema.safeParse(q.serialNo);
  const serial = parsed.success ? parsed.data : q.serialNo.trim();
  if (!parsed.success) throw new DomainError('SERIAL_FORMAT', { serial: serial.slice(0, 40) });
  const material = await db
    .selectFrom('material')
    .select(['material_id', 'serialized'])
    .where('material_id', '=', q.material)
    .executeTakeFirst();
  if (!material) throw new DomainError('MATERIAL_UNKNOWN', { material: q.material });
  const problem = lineProblem({ material: q.material, serialized: material.serialized, serials: [serial] });
  if (problem) throw new DomainError(problem.code, problem.params);
  const e = await db
    .selectFrom('equipment')
    .select(['equipment_number', 'status', 'plant_id', 'sloc_id', 'bin_id', 'category', 'locked', 'last_mat_doc'])
    .where('material_id', '=', material.material_id)
    .where('serial_number', '=', serial)
    .executeTakeFirst();
  const values = { serial, material: material.material_id };
  if (e?.locked) throw await lockedSerialError(db, e.equipment_number, values);
  switch (q.purpose) {
    case 'RECEIPT':
      if (e && (e.status === 'IN_STOCK' || e.status === 'IN_TRANSIT')) {
        const where =
          e.status === 'IN_TRANSIT'
            ? `in transit to plant ${e.plant_id}`
            : `plant ${e.plant_id}, storage location ${e.sloc_id}${e.bin_id ? `, bin ${e.bin_id}` : ''}`;
        throw new DomainError('SERIAL_IN_STOCK', { ...values, where });
      }
      break;
    case 'TRANSIT': {
      if (e?.status !== 'IN_TRANSIT' || e.plant_id !== q.plant)
        throw new DomainError('SERIAL_NOT_IN_TRANSIT', { ...values, plant: q.plant });
      if (q.sto) {
        const issued = await sql<{ n: number }>`select count(*)::int as n from material_document d
          where d.mat_doc = ${e.last_mat_doc} and ${issuedForSto(q.sto)}`.execute(db);
        if (!issued.rows[0]?.n) throw new DomainError('SERIAL_NOT_IN_TRANSIT_FOR_STO', { ...values, sto: q.sto });
      }
      break;
    }
    case 'STOCK': {
      const at =
        e &&
        e.status === 'IN_STOCK' &&
        e.plant_id === q.plant &&
        (!q.sloc || e.sloc_id === q.sloc) &&
        (!q.bin || (e.bin_id ?? '').toUpperCase() === q.bin.toUpperCase());
      if (!at) {
        const position = [`plant ${q.plant}`, ...(q.sloc ? [`storage location ${q.sloc}`] : []), ...(q.bin ? [`bin ${q.bin}`] : [])].join(
          ', ',
        );
        throw new DomainError('SERIAL_NOT_IN_STOCK', { ...values, position });
      }
      break;
    }
  }
  return { serialNumber: serial, material: material.material_id, valid: true };
}

/** The serials of a material in stock at a position, or in transit to a plant (bulk mode of serial entry). */
export async function listMaterialSerials(
  db: Kysely<DB>,
  viewer: Viewer,
  material: string,
  q: MaterialSerialsQuery,
): Promise<MaterialSerials> {
  if (!canSeePlant(viewer, q.plant)) throw new DomainError('PLANT_NOT_FOUND', { plantId: q.plant });
  let query = db
    .selectFrom('equipment as e')
    .select('e.serial_number')
    .where('e.material_id', '=', material)
    .where('e.plant_id', '=', q.plant)
    .where('e.status', '=', q.status)
    .where('e.locked', '=', false);
  if (q.status === 'IN_STOCK') {
    if (q.sloc) query = query.where('e.sloc_id', '=', q.sloc);
    if (q.bin) query = query.where(sql<string>`upper(e.bin_id)`, '=', q.bin.toUpperCase());
  } else if (q.sto) {
    const sto = q.sto;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('material_document as d').select(sql`1`.as('one')).whereRef('d.mat_doc', '=', 'e.last_mat_doc').where(issuedForSto(sto)),
      ),
    );
  }
  const rows = await query.orderBy('e.serial_number').limit(SERIAL_LIST_LIMIT).execute();
  return { material, serials: rows.map((r) => r.serial_number), limit: SERIAL_LIST_LIMIT };
}
