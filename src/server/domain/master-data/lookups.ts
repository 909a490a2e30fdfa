import type { Kysely } from 'kysely';
import type { LookupName, SelectOption } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';

/**
 * The reference lists behind the spec's lookup paths, shaped for the dropdown control
 * (`{label, value}`): countries by name, the coded lists by code as "CODE - text".
 */
export async function loadLookup(db: Kysely<DB>, name: LookupName): Promise<SelectOption[]> {
  switch (name) {
    case 'isocountries': {
      const rows = await db.selectFrom('country').select(['iso_code', 'name']).orderBy('name').orderBy('iso_code').execute();
      return rows.map((r) => ({ label: r.name, value: r.iso_code }));
    }
    case 'shippingroutes': {
      const rows = await db.selectFrom('shipping_route').select(['route_id', 'description']).orderBy('route_id').execute();
      return rows.map((r) => ({ label: `${r.route_id} - ${r.description}`, value: r.route_id }));
    }
    case 'material_groups': {
      const rows = await db.selectFrom('material_group').select(['material_group', 'description']).orderBy('material_group').execute();
      return rows.map((r) => ({ label: `${r.material_group} - ${r.description}`, value: r.material_group }));
    }
    case 'material_types': {
      const rows = await db.selectFrom('material_type').select(['material_type', 'description']).orderBy('material_type').execute();
      return rows.map((r) => ({ label: `${r.material_type} - ${r.description}`, value: r.material_type }));
    }
  }
}
