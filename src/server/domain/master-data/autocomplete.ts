import { type Kysely, sql } from 'kysely';
import type { AutocompleteResponse } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { likePrefix } from './like-prefix';
import { type MaterialFilter, materialPageQuery } from './material-query';

export interface AutocompleteInput {
  q?: string | undefined;
  page: number;
  pageSize: number;
}

function toResponse(rows: { value: string; text: string }[], input: AutocompleteInput): AutocompleteResponse {
  return {
    options: rows.slice(0, input.pageSize).map((r) => ({ label: `${r.value} - ${r.text}`, value: r.value })),
    page: input.page,
    pageSize: input.pageSize,
    hasMore: rows.length > input.pageSize,
  };
}

async function materialOptions(db: Kysely<DB>, filter: MaterialFilter, input: AutocompleteInput) {
  const rows = await materialPageQuery(db, { ...filter, q: input.q }, input.page, input.pageSize).execute();
  return toResponse(
    rows.map((r) => ({ value: r.material_id, text: r.description })),
    input,
  );
}

/** Materials whose number or description starts with the text. */
export function autocompleteMaterials(db: Kysely<DB>, input: AutocompleteInput) {
  return materialOptions(db, {}, input);
}

/** Materials that are not serialized (quantity-managed: cables, spare parts). */
export function autocompleteNonSerializedMaterials(db: Kysely<DB>, input: AutocompleteInput) {
  return materialOptions(db, { serialized: false }, input);
}

/** Materials of one material group; an unknown group is a 404. */
export async function autocompleteMaterialsByGroup(db: Kysely<DB>, materialGroup: string, input: AutocompleteInput) {
  const group = await db
    .selectFrom('material_group')
    .select('material_group')
    .where('material_group', '=', materialGroup)
    .executeTakeFirst();
  if (!group) throw new DomainError('MATERIAL_GROUP_NOT_FOUND', { materialGroup });
  return materialOptions(db, { group: materialGroup }, input);
}

/** Materials of one material type; an unknown type is a 404. */
export async function autocompleteMaterialsByType(db: Kysely<DB>, materialType: string, input: AutocompleteInput) {
  const type = await db.selectFrom('material_type').select('material_type').where('material_type', '=', materialType).executeTakeFirst();
  if (!type) throw new DomainError('MATERIAL_TYPE_NOT_FOUND', { materialType });
  return materialOptions(db, { type: materialType }, input);
}

/** Cost centres whose number or description starts with the text, optionally of one company code. */
export async function autocompleteCostCenters(
  db: Kysely<DB>,
  input: AutocompleteInput & { companyCode?: string | undefined },
): Promise<AutocompleteResponse> {
  let query = db.selectFrom('cost_center').select(['cost_center', 'description']);
  if (input.q) {
    const pattern = likePrefix(input.q);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(cost_center.cost_center)`, 'like', pattern),
        eb(sql<string>`lower(cost_center.description)`, 'like', pattern),
      ]),
    );
  }
  if (input.companyCode !== undefined) query = query.where('company_code', '=', input.companyCode);
  const rows = await query
    .orderBy('cost_center')
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return toResponse(
    rows.map((r) => ({ value: r.cost_center, text: r.description })),
    input,
  );
}
