import type { Kysely } from 'kysely';
import type { ScanMatch, ScanResponse } from '../../../shared/contracts/master-data/schemas';
import { gs1ScanFields } from '../../../shared/gs1';
import { interpretScan } from '../../../shared/interpret-scan';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { requireVisiblePlant } from './plants';
import { limitToPlants, type Viewer, visiblePlants } from './viewer';

export interface ScanInput {
  code: string;
  /** narrow bin matches to a plant / a warehouse (both must be visible) */
  plantId?: string | undefined;
  warehouseId?: string | undefined;
}

/**
 * Resolves what a handheld scanned: a storage bin (in the warehouses the viewer may see), a
 * material by its number, or a material by GTIN (a plain GTIN-8/12/13/14, or the (01) element of
 * a GS1 element string, whose batch, serial, count, SSCC and PO elements are returned as well).
 * A serial number or an equipment number of equipment in the viewer's plants resolves to its
 * material, position (plant, storage location, bin) and category, like SAP RF and Odoo.
 * All interpretations are tried; every hit is a match. No match at all is a 404. What is looked up,
 * and which scans are refused (empty, malformed GS1, ...), is `interpretScan` (src/shared), which the
 * handheld's offline resolver shares. An SSCC (AI 00, or 18 bare digits) or a 10-digit HU number
 * resolves to the handling unit.
 */
export async function resolveScan(db: Kysely<DB>, viewer: Viewer, input: ScanInput): Promise<ScanResponse> {
  const scan = interpretScan(input.code);
  if (!scan.ok) throw new DomainError(scan.code, scan.params);
  const { code, gs1, texts, serialTexts, gtins, ssccs, huNumbers } = scan;

  const matches: ScanMatch[] = [];
  const seenMaterials = new Set<string>();

  if (texts.length > 0) {
    const materials = await db
      .selectFrom('material')
      .select(['material_id', 'description', 'base_unit', 'serialized', 'batch_managed'])
      .where('material_id', 'in', texts)
      .orderBy('material_id')
      .execute();
    for (const m of materials) {
      seenMaterials.add(m.material_id);
      matches.push(materialMatch(m, 'materialNumber', null));
    }
  }
  if (gtins.length > 0) {
    const byGtin = await db
      .selectFrom('material_gtin')
      .innerJoin('material', 'material.material_id', 'material_gtin.material_id')
      .select([
        'material_gtin.gtin',
        'material.material_id',
        'material.description',
        'material.base_unit',
        'material.serialized',
        'material.batch_managed',
      ])
      .where('material_gtin.gtin', 'in', gtins)
      .orderBy('material.material_id')
      .execute();
    for (const m of byGtin) {
      if (seenMaterials.has(m.material_id)) continue;
      seenMaterials.add(m.material_id);
      matches.push(materialMatch(m, 'gtin', m.gtin));
    }
  }

  const plants = visiblePlants(viewer);
  const plantFilter = input.plantId;
  if (plantFilter !== undefined) await requireVisiblePlant(db, viewer, plantFilter);
  const binsVisible = plants === 'all' || plants.length > 0;
  if (texts.length > 0 && binsVisible) {
    let query = db
      .selectFrom('storage_bin')
      .innerJoin('warehouse', 'warehouse.warehouse_id', 'storage_bin.warehouse_id')
      .select([
        'warehouse.plant_id',
        'storage_bin.warehouse_id',
        'storage_bin.bin_id',
        'storage_bin.storage_type',
        'storage_bin.bin_type',
        'storage_bin.blocked',
      ])
      .where('storage_bin.bin_id', 'in', texts)
      .orderBy('warehouse.plant_id')
      .orderBy('storage_bin.warehouse_id')
      .orderBy('storage_bin.bin_id');
    query = limitToPlants(query, 'warehouse.plant_id', plants);
    if (plantFilter !== undefined) query = query.where('warehouse.plant_id', '=', plantFilter);
    if (input.warehouseId !== undefined) query = query.where('storage_bin.warehouse_id', '=', input.warehouseId);
    for (const b of await query.execute()) {
      matches.push({
        kind: 'bin',
        plantId: b.plant_id,
        warehouseId: b.warehouse_id,
        binId: b.bin_id,
        storageType: b.storage_type,
        binType: b.bin_type,
        blocked: b.blocked,
      });
    }
  }

  // a serial number (or equipment number) of equipment in the viewer's plants: where it is now
  if (serialTexts.length > 0 && binsVisible) {
    let query = db
      .selectFrom('equipment as e')
      .innerJoin('material as m', 'm.material_id', 'e.material_id')
      .select([
        'e.equipment_number',
        'e.serial_number',
        'e.material_id',
        'm.description',
        'e.plant_id',
        'e.sloc_id',
        'e.warehouse_id',
        'e.bin_id',
        'e.category',
        'e.status',
      ])
      .where((w) =>
        w.or([
          w('e.serial_number', 'in', serialTexts),
          ...(serialTexts.some((t) => t.length <= 18)
            ? [
                w(
                  'e.equipment_number',
                  'in',
                  serialTexts.filter((t) => t.length <= 18),
                ),
              ]
            : []),
        ]),
      )
      .orderBy('e.material_id')
      .orderBy('e.serial_number')
      .limit(50);
    query = limitToPlants(query, 'e.plant_id', plants);
    if (plantFilter !== undefined) query = query.where('e.plant_id', '=', plantFilter);
    for (const e of await query.execute()) {
      matches.push({
        kind: 'serial',
        equipmentNumber: e.equipment_number,
        serialNumber: e.serial_number,
        materialId: e.material_id,
        description: e.description,
        plant: e.plant_id,
        sloc: e.sloc_id,
        warehouse: e.warehouse_id,
        bin: e.bin_id,
        category: (e.category as 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED' | null) ?? null,
        status: e.status,
        matchedBy: serialTexts.includes(e.serial_number) ? 'serialNumber' : 'equipmentNumber',
      });
    }
  }

  // a handling unit by its SSCC (AI 00 or the bare 18 digits) or its HU number (shipping)
  if ((ssccs.length > 0 || huNumbers.length > 0) && binsVisible) {
    let query = db
      .selectFrom('handling_unit')
      .select(['hu_number', 'sscc', 'delivery_number', 'plant_id', 'parent_hu'])
      .where((w) =>
        w.or([...(ssccs.length > 0 ? [w('sscc', 'in', ssccs)] : []), ...(huNumbers.length > 0 ? [w('hu_number', 'in', huNumbers)] : [])]),
      )
      .orderBy('hu_number');
    query = limitToPlants(query, 'plant_id', plants);
    if (plantFilter !== undefined) query = query.where('plant_id', '=', plantFilter);
    for (const h of await query.execute()) {
      matches.push({
        kind: 'handlingUnit',
        huNumber: h.hu_number,
        sscc: h.sscc,
        deliveryNumber: h.delivery_number,
        plant: h.plant_id,
        parentHu: h.parent_hu,
        matchedBy: ssccs.includes(h.sscc) ? 'sscc' : 'huNumber',
      });
    }
  }

  if (matches.length === 0) throw new DomainError('SCAN_NO_MATCH', { code });
  return {
    code,
    gs1: gs1 ? gs1ScanFields(gs1) : null,
    matches,
  };
}

interface MaterialRow {
  material_id: string;
  description: string;
  base_unit: string;
  serialized: boolean;
  batch_managed: boolean;
}

/** A material found by its number or by one of its GTINs. */
function materialMatch(m: MaterialRow, matchedBy: 'materialNumber' | 'gtin', gtin: string | null): ScanMatch {
  return {
    kind: 'material',
    materialId: m.material_id,
    description: m.description,
    baseUnit: m.base_unit,
    serialized: m.serialized,
    batchManaged: m.batch_managed,
    matchedBy,
    gtin,
  };
}
