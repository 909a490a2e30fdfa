import { type Kysely, sql } from 'kysely';
import type {
  Catalogue,
  LotDetail,
  LotSearch,
  LotSerialView,
  LotSummary,
  QualityInit,
  SerialInspection,
} from '../../../shared/contracts/quality/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { emptyPage, fetchPage } from '../paging';

/** Whose lots a query may show: the plants of the user (out of scope reads like unknown). */
export interface PlantScope {
  plants: readonly string[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function summaryQuery(db: Kysely<DB>) {
  return (
    db
      .selectFrom('quality_lot as l')
      // a left join (every lot's material exists: foreign key) lets PostgreSQL drop the join from the
      // capped total, which reads no material column: the count no longer scans the material table
      .leftJoin('material as m', 'm.material_id', 'l.material_id')
      .select([
        'l.lot_number',
        'l.origin',
        'l.status',
        'l.plant_id',
        'l.material_id',
        'm.description',
        'l.prodcat',
        'l.serialized',
        'l.vendor_id',
        'l.po_number',
        'l.po_item',
        'l.opened_mat_doc',
        'l.quantity',
        'l.decided_qty',
        'l.created_at',
        'l.closed_at',
        'l.note',
      ])
  );
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(r: SummaryRow): LotSummary {
  return {
    lotNumber: r.lot_number,
    origin: r.origin,
    status: r.status,
    plant: r.plant_id,
    material: r.material_id,
    materialDescription: r.description ?? '',
    prodcat: r.prodcat,
    serialized: r.serialized,
    vendor: r.vendor_id,
    purchaseOrder: r.po_number,
    purchaseOrderItem: r.po_item,
    openedMatDoc: r.opened_mat_doc,
    quantity: r.quantity,
    decidedQuantity: r.decided_qty,
    createdAt: iso(r.created_at) as string,
    closedAt: iso(r.closed_at),
  };
}

/** The entry screens: the user's plants and the product categories of the catalogue. */
export async function qualityInit(db: Kysely<DB>, scope: PlantScope): Promise<QualityInit> {
  const plants =
    scope.plants.length === 0
      ? []
      : await db.selectFrom('plant').select(['plant_id', 'name']).where('plant_id', 'in', scope.plants).orderBy('plant_id').execute();
  const prodcats = await sql<{ prodcat: string; n: number }>`select prodcat, count(*)::int as n from quality_code_group
    group by prodcat order by prodcat`.execute(db);
  return {
    plants: plants.map((p) => ({ plantId: p.plant_id, name: p.name })),
    prodcats: prodcats.rows.map((p) => ({ prodcat: p.prodcat, description: `${p.prodcat} (${p.n} code groups)` })),
  };
}

/** Lots of the user's plants by the screen's filters, newest first. */
export async function searchLots(db: Kysely<DB>, scope: PlantScope, q: LotSearch): Promise<Paged<LotSummary>> {
  if (scope.plants.length === 0) return emptyPage(q);
  let base = summaryQuery(db).where('l.plant_id', 'in', scope.plants);
  if (q.plant) base = base.where('l.plant_id', '=', q.plant);
  if (q.prodcat) base = base.where('l.prodcat', '=', q.prodcat);
  if (q.material) base = base.where('l.material_id', '=', q.material);
  if (q.vendor) base = base.where('l.vendor_id', '=', q.vendor);
  if (q.status) base = base.where('l.status', '=', q.status);
  if (q.serialized) base = base.where('l.serialized', '=', q.serialized === 'true');
  const serial = q.serial;
  if (serial)
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('quality_lot_serial as s')
          .select('s.serial_number')
          .whereRef('s.lot_number', '=', 'l.lot_number')
          .where('s.serial_number', '=', serial),
      ),
    );
  if (q.dateFrom) base = base.where(sql<string>`(l.created_at at time zone 'UTC')::date`, '>=', sql<string>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where(sql<string>`(l.created_at at time zone 'UTC')::date`, '<=', sql<string>`${q.dateTo}::date`);
  const page = await fetchPage(db, base, base.orderBy('l.created_at', 'desc').orderBy('l.lot_number', 'desc'), q);
  return { ...page, items: page.items.map(toSummary) };
}

/** One lot with everything found on it; 404 outside the user's plants. */
export async function getLot(db: Kysely<DB>, scope: PlantScope, lotNumber: string): Promise<LotDetail> {
  const head = await summaryQuery(db).where('l.lot_number', '=', lotNumber).executeTakeFirst();
  if (!head || !scope.plants.includes(head.plant_id)) throw new DomainError('QUALITY_LOT_UNKNOWN', { lot: lotNumber });
  const setting = await db
    .selectFrom('quality_plant_setting')
    .select('second_validator')
    .where('plant_id', '=', head.plant_id)
    .executeTakeFirst();
  const serials = await lotSerials(db, lotNumber);
  const defects = await db
    .selectFrom('quality_defect as d')
    .innerJoin('quality_code as c', (j) =>
      j.onRef('c.prodcat', '=', 'd.prodcat').onRef('c.code_group', '=', 'd.code_group').onRef('c.code', '=', 'd.code'),
    )
    .innerJoin('app_user as u', 'u.user_id', 'd.created_by')
    .select([
      'd.defect_id',
      'd.serial_number',
      'd.code_group',
      'd.code',
      'c.description',
      'd.note',
      'd.document_reference',
      'u.username',
      'd.created_at',
    ])
    .where('d.lot_number', '=', lotNumber)
    .orderBy('d.defect_id')
    .execute();
  const repairs = await db
    .selectFrom('quality_repair as r')
    .innerJoin('app_user as u', 'u.user_id', 'r.created_by')
    .select(['r.repair_id', 'r.serial_number', 'r.action', 'r.part_material', 'r.part_quantity', 'r.mat_doc', 'u.username', 'r.created_at'])
    .where('r.lot_number', '=', lotNumber)
    .orderBy('r.repair_id')
    .execute();
  const decisions = await db
    .selectFrom('quality_lot_decision as d')
    .leftJoin('app_user as u', 'u.user_id', 'd.decided_by')
    .select(['d.mat_doc', 'd.item_no', 'd.movement_type', 'd.decision', 'd.quantity', 'd.serials', 'u.username', 'd.decided_at'])
    .where('d.lot_number', '=', lotNumber)
    .orderBy('d.decision_id')
    .execute();
  return {
    ...toSummary(head),
    note: head.note,
    secondValidator: setting?.second_validator ?? false,
    serials,
    defects: defects.map((d) => ({
      defectId: String(d.defect_id),
      serial: d.serial_number,
      codeGroup: d.code_group,
      code: d.code,
      description: d.description,
      note: d.note,
      documentReference: d.document_reference,
      createdBy: d.username,
      createdAt: iso(d.created_at) as string,
    })),
    repairs: repairs.map((r) => ({
      repairId: String(r.repair_id),
      serial: r.serial_number,
      action: r.action,
      partMaterial: r.part_material,
      partQuantity: r.part_quantity,
      matDoc: r.mat_doc,
      createdBy: r.username,
      createdAt: iso(r.created_at) as string,
    })),
    decisions: decisions.map((d) => ({
      matDoc: d.mat_doc,
      itemNo: d.item_no,
      movementType: d.movement_type,
      decision: d.decision,
      quantity: d.quantity,
      serials: d.serials,
      decidedBy: d.username,
      decidedAt: iso(d.decided_at) as string,
    })),
  };
}

/** The defect catalogue of a product category (code groups with their codes). */
export async function getCatalogue(db: Kysely<DB>, prodcat: string): Promise<Catalogue> {
  const groups = await db.selectFrom('quality_code_group').selectAll().where('prodcat', '=', prodcat).orderBy('code_group').execute();
  const codes = await db
    .selectFrom('quality_code')
    .selectAll()
    .where('prodcat', '=', prodcat)
    .orderBy('code_group')
    .orderBy('code')
    .execute();
  return {
    prodcat,
    groups: groups.map((g) => ({
      codeGroup: g.code_group,
      description: g.description,
      codes: codes.filter((c) => c.code_group === g.code_group).map((c) => ({ code: c.code, description: c.description })),
    })),
  };
}

/**
 * A serial's inspection for the per-serial screens: the given lot, else the lot holding the serial
 * undecided (else its latest lot), within the user's plants. The serial decides the lot and so the
 * product category; a category given (the screen's filter) must be the lot's.
 */
export async function getSerialInspection(
  db: Kysely<DB>,
  scope: PlantScope,
  serial: string,
  q: { prodcat?: string | undefined; lot?: string | undefined },
): Promise<SerialInspection> {
  let query = db
    .selectFrom('quality_lot_serial as s')
    .innerJoin('quality_lot as l', 'l.lot_number', 's.lot_number')
    .select(['s.lot_number', 'l.prodcat', 'l.plant_id'])
    .where('s.serial_number', '=', serial)
    .orderBy(sql`s.decision is null`, 'desc')
    .orderBy('s.lot_number', 'desc');
  if (q.lot) query = query.where('s.lot_number', '=', q.lot);
  const rows = (await query.execute()).filter((r) => scope.plants.includes(r.plant_id));
  const found = rows[0];
  if (!found) throw new DomainError('EQUIPMENT_SERIAL_UNKNOWN', { serial });
  if (q.prodcat && found.prodcat !== q.prodcat)
    throw new DomainError('QUALITY_PRODCAT', { lot: found.lot_number, actual: found.prodcat, prodcat: q.prodcat });
  const lot = await getLot(db, scope, found.lot_number);
  return { lot, serial: lot.serials.find((s) => s.serial === serial) as LotSerialView };
}

/** The serials of a lot (or one of them) as the screens show them: state, findings counted, decision, lock. */
export async function lotSerials(db: Kysely<DB>, lotNumber: string, serial?: string): Promise<LotSerialView[]> {
  const rows = await sql<{
    serial_number: string;
    equipment_number: string | null;
    state: LotSerialView['state'];
    summary: string;
    validated_by: string | null;
    decision: string | null;
    decided_mat_doc: string | null;
    locked: boolean | null;
    reason: string | null;
    defects: number;
    repairs: number;
  }>`select s.serial_number, s.equipment_number, s.state, s.summary, v.username as validated_by, s.decision, s.decided_mat_doc,
      e.locked, k.reason,
      (select count(*)::int from quality_defect d where d.lot_number = s.lot_number and d.serial_number = s.serial_number) as defects,
      (select count(*)::int from quality_repair r where r.lot_number = s.lot_number and r.serial_number = s.serial_number) as repairs
    from quality_lot_serial s
    left join app_user v on v.user_id = s.validated_by
    left join equipment e on e.material_id = s.material_id and e.serial_number = s.serial_number
    left join equipment_lock k on k.equipment_number = e.equipment_number
    where s.lot_number = ${lotNumber} and (${serial ?? null}::text is null or s.serial_number = ${serial ?? null})
    order by s.serial_number`.execute(db);
  return rows.rows.map((s) => ({
    serial: s.serial_number,
    equipmentNumber: s.equipment_number,
    state: s.state,
    summary: s.summary,
    validatedBy: s.validated_by,
    decision: s.decision,
    decidedMatDoc: s.decided_mat_doc,
    locked: s.locked ?? false,
    lockReason: s.reason,
    defects: s.defects,
    repairs: s.repairs,
  }));
}
