import { type Kysely, sql } from 'kysely';
import type { ReceiptRequestSearch, ReceiptRequestSummary, ReceiptRequestView } from '../../../shared/contracts/equipment/receipt-requests';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { emptyPage, fetchPage } from '../paging';
import type { PlantScope } from '../stock/search-material-documents';

/** A request (`r`) with its material (`m`) and creator (`u`): the columns every answer shows, named as its fields. */
function requestQuery(db: Kysely<DB>) {
  return db
    .selectFrom('equipment_receipt_request as r')
    .innerJoin('material as m', 'm.material_id', 'r.material_id')
    .innerJoin('app_user as u', 'u.user_id', 'r.created_by')
    .select([
      'r.request_number as requestNumber',
      'r.plant_id as plant',
      'r.material_id as material',
      'm.description as materialDescription',
      'r.sender',
      'r.reason',
      'r.status',
      'u.username as createdBy',
      sql<string>`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
    ]);
}

const serialsOf = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from equipment_receipt_request_serial s where s.request_number = r.request_number and ${condition})`;

/**
 * Equipment receipt requests of the user's plants by serial (one of its serials), material, plant, sender (a part
 * of the name), status and creation date, newest first.
 */
export async function searchReceiptRequests(
  db: Kysely<DB>,
  scope: PlantScope,
  q: ReceiptRequestSearch,
): Promise<Paged<ReceiptRequestSummary>> {
  if (scope.plants.length === 0) return emptyPage(q);
  let base = requestQuery(db).where('r.plant_id', 'in', scope.plants);
  if (q.plant) base = base.where('r.plant_id', '=', q.plant);
  if (q.material) base = base.where('r.material_id', '=', q.material.toUpperCase());
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.sender) base = base.where(sql<boolean>`r.sender ilike ${`%${q.sender.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.dateFrom) base = base.where(sql<boolean>`r.created_at >= ${q.dateFrom}::date`);
  if (q.dateTo) base = base.where(sql<boolean>`r.created_at < ${q.dateTo}::date + 1`);
  if (q.serialNo)
    base = base.where(
      sql<boolean>`exists (select 1 from equipment_receipt_request_serial s where s.request_number = r.request_number and s.serial_number = ${q.serialNo})`,
    );
  const rows = base
    .select([serialsOf(sql`true`).as('serialCount'), serialsOf(sql`s.open`).as('openSerials')])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.request_number', 'desc');
  return fetchPage(db, base, rows, q);
}

/** One request with its serials; outside the user's plants like unknown. */
export async function getReceiptRequest(db: Kysely<DB>, scope: PlantScope, requestNumber: string): Promise<ReceiptRequestView> {
  const head = await requestQuery(db).where('r.request_number', '=', requestNumber).executeTakeFirst();
  if (!head || !scope.plants.includes(head.plant)) throw new DomainError('RECEIPT_REQUEST_NOT_FOUND', { request: requestNumber });
  const serials = await db
    .selectFrom('equipment_receipt_request_serial')
    .select(['serial_number as serialNumber', 'open'])
    .where('request_number', '=', requestNumber)
    .orderBy('serial_number')
    .execute();
  return { ...head, serials };
}

/** The open request of a plant that announces this serial (the receiving scan), or none. */
export async function announcedSerial(db: Kysely<DB>, plant: string, serial: string) {
  return db
    .selectFrom('equipment_receipt_request_serial as s')
    .innerJoin('equipment_receipt_request as r', 'r.request_number', 's.request_number')
    .select(['r.request_number as requestNumber', 's.material_id as material', 'r.sender', 'r.reason'])
    .where('s.serial_number', '=', serial)
    .where('s.open', '=', true)
    .where('r.status', '=', 'OPEN')
    .where('r.plant_id', '=', plant)
    .orderBy('r.request_number')
    .executeTakeFirst();
}
