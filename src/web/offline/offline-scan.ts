import type { ScanMatch, ScanResponse } from '../../shared/contracts/master-data/schemas';
import { MATERIAL_FLAGS, type MaterialRow, type SerialRow } from '../../shared/contracts/offline/schemas';
import { gs1ScanFields } from '../../shared/gs1';
import { interpretScan } from '../../shared/interpret-scan';
import type { SnapshotIndex } from './snapshot';

const up = (s: unknown) =>
  String(s ?? '')
    .trim()
    .toUpperCase();

/** A scan the snapshot cannot resolve, or a scan refused: the error table's code and parameters. */
export class ScanRefused extends Error {
  constructor(
    readonly code: 'SCAN_EMPTY' | 'INVALID_INPUT' | 'INVALID_GS1' | 'SCAN_NO_MATCH',
    readonly params: Record<string, string | number>,
  ) {
    super(code);
  }
}

/**
 * What a scan is, from a plant's offline snapshot: the server's scan resolver
 * (master-data/resolve-scan.ts) as far as the snapshot knows (its bins, materials with GTINs,
 * serials in stock; no handling units), looking up what `interpretScan` (src/shared) says, so it
 * refuses the same scans with the same codes. `warehouse` narrows the bins.
 */
export function resolveScanFromSnapshot(s: SnapshotIndex, rawCode: string, warehouse?: string): ScanResponse {
  const scan = interpretScan(rawCode);
  if (!scan.ok) throw new ScanRefused(scan.code, scan.params);
  const { code, gs1 } = scan;
  const matches: ScanMatch[] = [];
  const seen = new Set<string>();
  const texts = [...new Set(scan.texts.map(up))];
  for (const text of texts) {
    const material = s.materials.get(text);
    if (!material || seen.has(material[0])) continue;
    seen.add(material[0]);
    matches.push(materialMatch(material, 'materialNumber', null));
  }
  for (const gtin of scan.gtins) {
    const m = s.byGtin.get(gtin);
    if (!m || seen.has(m[0])) continue;
    seen.add(m[0]);
    matches.push(materialMatch(m, 'gtin', gtin));
  }
  for (const b of s.bins.values()) {
    if (!texts.includes(up(b[1])) || (warehouse && up(warehouse) !== up(b[0]))) continue;
    matches.push({ kind: 'bin', plantId: s.plantId, warehouseId: b[0], binId: b[1], storageType: b[2], binType: b[3], blocked: b[4] });
  }
  // a serial number, or (up to 18 characters) an equipment number, of equipment in stock at the plant
  const serialTexts = new Set(scan.serialTexts.map(up));
  const serialMatch = (e: SerialRow): ScanMatch => ({
    kind: 'serial',
    equipmentNumber: e[7],
    serialNumber: e[6],
    materialId: e[3],
    description: s.materials.get(up(e[3]))?.[1] ?? '',
    plant: s.plantId,
    sloc: e[2],
    warehouse: e[0],
    bin: e[1],
    category: e[5],
    status: 'IN_STOCK',
    matchedBy: serialTexts.has(up(e[6])) ? 'serialNumber' : 'equipmentNumber',
  });
  const units = new Set<SerialRow>();
  for (const text of serialTexts) for (const e of s.serialsByNumber.get(text) ?? []) units.add(e);
  const equipmentNumbers = [...serialTexts].filter((t) => t.length <= 18);
  if (equipmentNumbers.length > 0) for (const e of s.serials) if (equipmentNumbers.includes(up(e[7]))) units.add(e);
  for (const e of units) matches.push(serialMatch(e));
  if (matches.length === 0) throw new ScanRefused('SCAN_NO_MATCH', { code });
  return { code, gs1: gs1 ? gs1ScanFields(gs1) : null, matches };
}

/** A scan's material match: the material, how the scan named it. */
function materialMatch(m: MaterialRow, matchedBy: 'materialNumber' | 'gtin', gtin: string | null): ScanMatch {
  return {
    kind: 'material',
    materialId: m[0],
    description: m[1],
    baseUnit: m[2],
    serialized: (m[3] & MATERIAL_FLAGS.serialized) !== 0,
    batchManaged: (m[3] & MATERIAL_FLAGS.batchManaged) !== 0,
    matchedBy,
    gtin,
  };
}
