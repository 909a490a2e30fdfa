import type { Kysely } from 'kysely';
import type { MaterialSearchResponse, MaterialSummary } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { type MaterialFilter, materialCountQuery, materialPageQuery } from './material-query';

export interface MaterialSearch extends MaterialFilter {
  page: number;
  pageSize: number;
}

export function toMaterialSummary(r: {
  material_id: string;
  description: string;
  material_type: string;
  material_group: string;
  base_unit: string;
  serialized: boolean;
  batch_managed: boolean;
  quality_inspected: boolean;
}): MaterialSummary {
  return {
    materialId: r.material_id,
    description: r.description,
    materialType: r.material_type,
    materialGroup: r.material_group,
    baseUnit: r.base_unit,
    serialized: r.serialized,
    batchManaged: r.batch_managed,
    qualityInspected: r.quality_inspected,
  };
}

/** Material search for the resource API: a page of matches with the total and the last page number. */
export async function searchMaterials(db: Kysely<DB>, search: MaterialSearch): Promise<MaterialSearchResponse> {
  const [rows, count] = await Promise.all([
    materialPageQuery(db, search, search.page, search.pageSize).execute(),
    materialCountQuery(db, search).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.slice(0, search.pageSize).map(toMaterialSummary),
    page: search.page,
    pageSize: search.pageSize,
    total,
    maxPage: Math.max(1, Math.ceil(total / search.pageSize)),
  };
}
