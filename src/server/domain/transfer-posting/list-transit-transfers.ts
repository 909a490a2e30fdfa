import { type Kysely, sql } from 'kysely';
import type { TransitTransferItem } from '../../../shared/contracts/transfer-posting/schemas';
import type { DB } from '../../db/schema';

interface Row {
  mat_doc: string;
  item_no: number;
  posting_date: string;
  material_id: string;
  description: string;
  batch: string;
  from_plant: string;
  from_sloc: string;
  receiving_plant: string;
  quantity: string;
  open_qty: string;
  serials: string[] | null;
}

/**
 * What a warehouse user can place with 305: the items of 303 documents in transit to the user's
 * plants (or the one asked for) that are not reversed and not fully placed yet, oldest first, with
 * the quantity still open and the serials of the item still in transit. At most 200 items.
 */
export async function listTransitTransfers(
  db: Kysely<DB>,
  plants: readonly string[],
  query: { plant?: string | undefined },
): Promise<{ items: TransitTransferItem[] }> {
  const wanted = query.plant ? plants.filter((p) => p === query.plant?.toUpperCase()) : [...plants];
  if (wanted.length === 0) return { items: [] };
  const rows = await sql<Row>`select i.mat_doc, i.item_no, to_char(d.posting_date, 'YYYY-MM-DD') as posting_date, i.material_id,
      m.description, i.batch, i.from_plant, i.from_sloc, i.receiving_plant, i.quantity::text as quantity,
      (i.quantity - coalesce(p.placed, 0))::text as open_qty,
      (select array_agg(e.serial_number order by e.serial_number)
        from serial_history h join equipment e on e.equipment_number = h.equipment_number
        where h.mat_doc = i.mat_doc and h.item_no = i.item_no and e.status = 'IN_TRANSIT' and e.plant_id = i.receiving_plant) as serials
    from material_document_item i
    join material_document d on d.mat_doc = i.mat_doc
    join material m on m.material_id = i.material_id
    left join lateral (
      select sum(case when x.movement_type = '305' then x.quantity else -x.quantity end) as placed
      from material_document r join material_document_item x on x.mat_doc = r.mat_doc
      where r.reference_type = 'MD' and r.reference_number = i.mat_doc and x.reference_item = i.item_no and x.movement_type in ('305', '306')
    ) p on true
    where i.movement_type = '303'
      and i.receiving_plant in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))
      and not exists (select 1 from material_document r where r.reversal_of = i.mat_doc)
      and i.quantity > coalesce(p.placed, 0)
    order by d.posting_date, i.mat_doc, i.item_no
    limit 200`.execute(db);
  return {
    items: rows.rows.map((r) => ({
      matDoc: r.mat_doc,
      itemNo: r.item_no,
      postingDate: r.posting_date,
      material: r.material_id,
      description: r.description,
      batch: r.batch,
      issuingPlant: r.from_plant,
      issuingSloc: r.from_sloc,
      receivingPlant: r.receiving_plant,
      quantity: r.quantity,
      openQuantity: r.open_qty,
      serials: r.serials ?? [],
    })),
  };
}
