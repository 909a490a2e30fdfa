import { sql, type Transaction } from 'kysely';
import { type OpeningStockLine, openingStockLine } from '../../../shared/contracts/integration/rows';
import type { PostedMaterialDocument } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { parseRows, type RowError, refuse, rowError, type Valid } from './batch';
import { checkPlantScope } from './plant-scope';
import { checkReferences, type Ref } from './set-sql';

export interface OpeningStockInput {
  postingDate?: string | undefined;
  documentDate?: string | undefined;
  headerText?: string | undefined;
  lines: unknown[];
}

const refs: Ref<OpeningStockLine>[] = [
  { what: 'Material', table: 'material', columns: ['material_id'], of: (l) => [{ field: 'material', key: [l.material] }] },
  { what: 'Plant', table: 'plant', columns: ['plant_id'], of: (l) => [{ field: 'plant', key: [l.plant] }] },
  {
    what: 'Storage location',
    table: 'storage_location',
    columns: ['plant_id', 'sloc_id'],
    of: (l) => [{ field: 'sloc', key: [l.plant, l.sloc] }],
  },
];

/** Serials of the lines that are in stock already: one query for the whole batch. */
async function serialsInStock(trx: Transaction<DB>, lines: Valid<OpeningStockLine>[], errors: RowError[]): Promise<void> {
  const wanted = lines.flatMap(({ value }) => (value.serials ?? []).map((s) => ({ m: value.material, s })));
  if (wanted.length === 0) return;
  const found = await sql<{ material_id: string; serial_number: string; status: string }>`
    select e.material_id, e.serial_number, e.status from equipment e
    join jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as r(m text, s text) on e.material_id = r.m and e.serial_number = r.s
    where e.status in ('IN_STOCK', 'IN_TRANSIT')`.execute(trx);
  const present = new Set(found.rows.map((r) => `${r.material_id}\u0000${r.serial_number}`));
  for (const { row, value } of lines) {
    (value.serials ?? []).forEach((serial, i) => {
      if (present.has(`${value.material}\u0000${serial}`)) {
        errors.push(
          rowError('SERIAL_ALREADY_PRESENT', { row, field: `serials.${i}` }, { serial, material: value.material, where: 'in stock' }),
        );
      }
    });
  }
}

/** An error of the posting about an item (details.item, from 1) is the error of that row (from 0). */
function asRowError(error: unknown): DomainError | unknown {
  if (!(error instanceof DomainError) || Array.isArray(error.details)) return error;
  const item = (error.details as Record<string, unknown> | undefined)?.item;
  if (typeof item !== 'number') return error;
  return refuse([{ row: item - 1, field: '', code: error.code, message: error.message }]);
}

/**
 * Opening balances: every line validated first (schema, references, serials in stock: all row
 * errors at once), then ONE material document of movement 561 through the one posting path, in the
 * caller's transaction (the route's Idempotency-Key). What the posting still refuses (a bin missing,
 * a blocked bin) is reported as the row of its item.
 */
export async function postOpeningStock(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: OpeningStockInput,
): Promise<PostedMaterialDocument> {
  const errors: RowError[] = [];
  const parsed = parseRows(openingStockLine, input.lines, 0, errors);
  const valid = await checkPlantScope(
    trx,
    actor.plants,
    { places: (l) => [{ field: 'plant', plant: l.plant }] },
    await checkReferences(trx, refs, parsed, errors),
    errors,
  );
  await serialsInStock(trx, valid, errors);
  if (errors.length > 0) throw refuse(errors);
  try {
    return await postMaterialDocument(trx, actor, {
      ...(input.postingDate ? { postingDate: input.postingDate } : {}),
      ...(input.documentDate ? { documentDate: input.documentDate } : {}),
      headerText: input.headerText ?? 'Opening stock (integration)',
      items: valid.map(({ value: l }) => ({
        movementType: '561',
        material: l.material,
        quantity: l.quantity,
        ...(l.batch ? { batch: l.batch } : {}),
        to: { plant: l.plant, sloc: l.sloc, ...(l.bin ? { bin: l.bin } : {}), ...(l.category ? { category: l.category } : {}) },
        ...(l.serials?.length ? { serials: l.serials } : {}),
      })),
    });
  } catch (error) {
    throw asRowError(error);
  }
}
