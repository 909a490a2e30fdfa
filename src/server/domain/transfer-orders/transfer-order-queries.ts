import { type Kysely, sql } from 'kysely';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type {
  TransferOrderLineView,
  TransferOrderSearch,
  TransferOrderSummary,
  TransferOrderView,
} from '../../../shared/contracts/transfer-orders/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { emptyPage, fetchPage } from '../paging';

/** What a transfer order line is (over `transfer_order_line as l`): reading it and confirming it both start here. */
export const LINE_COLUMNS = ['l.batch', 'l.category', 'l.quantity', 'l.serials', 'l.source_bin', 'l.destination_bin', 'l.status'] as const;

/** Who reads transfer orders: the plants the user works in. */
export interface PlantScope {
  plants: readonly string[];
}

function summaryQuery(db: Kysely<DB>) {
  return db
    .selectFrom('transfer_order as o')
    .innerJoin('app_user as u', 'u.user_id', 'o.created_by')
    .select([
      'o.order_id as orderId',
      'o.warehouse_id as warehouseId',
      'o.plant_id as plant',
      'o.sloc_id as sloc',
      'o.order_type as type',
      'o.status',
      'o.reference_mat_doc as referenceMatDoc',
      'o.reference_type',
      'o.reference_number',
      'u.username as createdBy',
      'o.created_at as createdAt',
      'o.line_count as lineCount',
      sql<number>`(select count(*)::int from transfer_order_line l where l.order_id = o.order_id and l.status = 'OPEN')`.as('openLines'),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

/** The row with its reference as one object and its creation time as ISO text. */
function toSummary({ reference_type, reference_number, ...r }: SummaryRow): TransferOrderSummary {
  return {
    ...r,
    reference: reference_type && reference_number ? { type: reference_type, number: reference_number } : null,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** LT21: one transfer order with its lines, or 404 (also outside the user's plants). */
export async function getTransferOrder(db: Kysely<DB>, scope: PlantScope, orderId: string): Promise<TransferOrderView> {
  const head = await summaryQuery(db)
    .leftJoin('app_user as c', 'c.user_id', 'o.closed_by')
    .select(['c.username as closedBy', 'o.closed_at as closedAt'])
    .where('o.order_id', '=', orderId)
    .executeTakeFirst();
  if (!head || !scope.plants.includes(head.plant)) throw new DomainError('TRANSFER_ORDER_NOT_FOUND', { orderId });
  const lines = await db
    .selectFrom('transfer_order_line as l')
    .innerJoin('material as m', 'm.material_id', 'l.material_id')
    .leftJoin('app_user as u', 'u.user_id', 'l.confirmed_by')
    .select([
      'l.line_no',
      'l.material_id',
      'm.description',
      'm.base_unit',
      'm.serialized',
      ...LINE_COLUMNS,
      'l.confirmed_bin',
      'l.confirmed_qty',
      'l.confirmed_serials',
      'l.destination_differs',
      'l.quantity_short',
      'l.confirmed_mat_doc',
      'u.username as confirmed_by',
      'l.confirmed_at',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.line_no')
    .execute();
  return {
    ...toSummary(head),
    closedBy: head.closedBy,
    closedAt: head.closedAt ? new Date(head.closedAt).toISOString() : null,
    lines: lines.map(
      (l): TransferOrderLineView => ({
        lineNo: l.line_no,
        material: l.material_id,
        materialDescription: l.description,
        baseUnit: l.base_unit,
        serialized: l.serialized,
        batch: l.batch,
        category: l.category,
        quantity: l.quantity,
        serials: l.serials,
        sourceBin: l.source_bin,
        destinationBin: l.destination_bin,
        status: l.status,
        confirmedBin: l.confirmed_bin,
        confirmedQuantity: l.confirmed_qty,
        confirmedSerials: l.confirmed_serials,
        destinationDiffers: l.destination_differs,
        quantityShort: l.quantity_short,
        confirmedMatDoc: l.confirmed_mat_doc,
        confirmedBy: l.confirmed_by,
        confirmedAt: l.confirmed_at ? new Date(l.confirmed_at).toISOString() : null,
      }),
    ),
  };
}

/** LT22-like list: by warehouse, status, type, material, bin (source, destination or confirmed), date; newest first. */
export async function searchTransferOrders(
  db: Kysely<DB>,
  scope: PlantScope,
  q: TransferOrderSearch,
): Promise<Paged<TransferOrderSummary>> {
  if (scope.plants.length === 0) return emptyPage(q);
  let base = summaryQuery(db).where('o.plant_id', 'in', scope.plants);
  if (q.warehouse) base = base.where('o.warehouse_id', '=', q.warehouse.toUpperCase());
  if (q.status) base = base.where('o.status', '=', q.status);
  if (q.type) base = base.where('o.order_type', '=', q.type);
  if (q.referenceMatDoc) base = base.where('o.reference_mat_doc', '=', q.referenceMatDoc);
  if (q.material || q.bin) {
    const material = q.material;
    const bin = q.bin;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('transfer_order_line as l')
          .select(sql`1`.as('one'))
          .whereRef('l.order_id', '=', 'o.order_id')
          .$if(material !== undefined, (w) => w.where(sql<string>`upper(l.material_id)`, '=', (material as string).toUpperCase()))
          .$if(bin !== undefined, (w) =>
            w.where((eb) =>
              eb.or([
                eb(sql<string>`upper(l.source_bin)`, '=', (bin as string).toUpperCase()),
                eb(sql<string>`upper(l.destination_bin)`, '=', (bin as string).toUpperCase()),
                eb(sql<string>`upper(l.confirmed_bin)`, '=', (bin as string).toUpperCase()),
              ]),
            ),
          ),
      ),
    );
  }
  if (q.dateFrom) base = base.where(sql<string>`(o.created_at at time zone 'UTC')::date`, '>=', sql<string>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where(sql<string>`(o.created_at at time zone 'UTC')::date`, '<=', sql<string>`${q.dateTo}::date`);
  const page = await fetchPage(db, base, base.orderBy('o.created_at', 'desc').orderBy('o.order_id', 'desc'), q);
  return { ...page, items: page.items.map(toSummary) };
}
