import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { likePrefix } from './like-prefix';

export interface MaterialFilter {
  /** prefix of the material number or of the description, case-insensitive */
  q?: string | undefined;
  group?: string | undefined;
  type?: string | undefined;
  serialized?: boolean | undefined;
}

/**
 * Materials matching a filter, in material number order. The prefix test is written as
 * `lower(col) like 'abc%'` on both columns, which PostgreSQL answers with a BitmapOr of the two
 * `lower(...) text_pattern_ops` indexes (0001 for the description, 0005 for the number).
 */
export function materialQuery(db: Kysely<DB>, filter: MaterialFilter) {
  let query = db.selectFrom('material');
  if (filter.q) {
    const pattern = likePrefix(filter.q);
    query = query.where((eb) =>
      eb.or([eb(sql<string>`lower(material.material_id)`, 'like', pattern), eb(sql<string>`lower(material.description)`, 'like', pattern)]),
    );
  }
  if (filter.group !== undefined) query = query.where('material.material_group', '=', filter.group);
  if (filter.type !== undefined) query = query.where('material.material_type', '=', filter.type);
  if (filter.serialized !== undefined) query = query.where('material.serialized', '=', filter.serialized);
  return query;
}

export const materialSummaryColumns = [
  'material.material_id',
  'material.description',
  'material.material_type',
  'material.material_group',
  'material.base_unit',
  'material.serialized',
  'material.batch_managed',
  'material.quality_inspected',
] as const;

/** One page of matching materials (plus one row to tell whether more follow). */
export function materialPageQuery(db: Kysely<DB>, filter: MaterialFilter, page: number, pageSize: number) {
  return materialQuery(db, filter)
    .select(materialSummaryColumns)
    .orderBy('material.material_id')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** How many materials match a filter. */
export function materialCountQuery(db: Kysely<DB>, filter: MaterialFilter) {
  return materialQuery(db, filter).select(sql<number>`count(*)::int`.as('n'));
}
