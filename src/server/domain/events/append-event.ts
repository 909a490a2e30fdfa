import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Position } from '../stock/positions';
import { type Header, json, type ResolvedItem } from '../stock/posting/types';

const position = (p: Position | null) => (p ? { plant: p.plant, sloc: p.sloc, bin: p.bin, category: p.category } : null);

/**
 * Appends `material-document.posted` to the outbox in the posting's own transaction (called once by
 * postMaterialDocument, so every posting and reversal has exactly one event, committed or rolled
 * back with it). One statement; each item's unit comes from its material.
 */
export async function appendPostingEvent(trx: Transaction<DB>, matDoc: string, header: Header, items: ResolvedItem[]): Promise<void> {
  const summary = items.map((i) => ({
    item: i.itemNo,
    movementType: i.movementType,
    material: i.material.material_id,
    quantity: i.quantity,
    batch: i.batch,
    from: position(i.from),
    to: position(i.to),
    serials: i.serials,
  }));
  const document = {
    matDoc,
    year: Number(header.postingDate.slice(0, 4)),
    postingDate: header.postingDate,
    documentDate: header.documentDate,
    movementTypes: [...new Set(items.map((i) => i.movementType))],
    reference: header.reference,
    reversalOf: header.reversalOf,
  };
  await sql`insert into integration_event (event_type, payload)
    select 'material-document.posted', ${json(document)} || jsonb_build_object('items', jsonb_agg(
      v.item || jsonb_build_object('unit', m.base_unit) order by (v.item->>'item')::int))
    from jsonb_array_elements(${json(summary)}) as v(item)
    join material m on m.material_id = v.item->>'material'`.execute(trx);
}
