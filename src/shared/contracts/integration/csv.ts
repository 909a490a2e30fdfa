import { openingStockLine, rowSchemas } from './rows';
import type { ImportKind } from './schemas';

/**
 * CSV files of the import screen: one column per field of the kind's API row (the header names the
 * fields). Lists are written with `|` (`gtins`, `serials`, `vendors`), plant data as `plant:defaultSloc|plant`,
 * flags as true/false (also 1/0, yes/no, X/empty); an empty cell leaves the field out.
 */
const BOOLEAN_FIELDS = new Set(['serialized', 'batchManaged', 'qualityInspected', 'blocked']);
const LIST_FIELDS = new Set(['gtins', 'serials', 'vendors']);

export function csvColumns(kind: ImportKind): string[] {
  return Object.keys(kind === 'opening-stock' ? openingStockLine.shape : rowSchemas[kind].shape);
}

function flag(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'x'].includes(v)) return true;
  if (['false', '0', 'no'].includes(v)) return false;
  return value; // the row schema names the field
}

/** A CSV record (header -> cell) as the API row of its kind. */
export function csvRecordToRow(record: Record<string, string | undefined>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(record)) {
    const cell = (raw ?? '').trim();
    if (cell === '' || field === '') continue;
    if (BOOLEAN_FIELDS.has(field)) row[field] = flag(cell);
    else if (LIST_FIELDS.has(field)) row[field] = cell.split('|').map((s) => s.trim());
    else if (field === 'plants')
      row[field] = cell.split('|').map((p) => {
        const [plant, defaultSloc] = p.split(':').map((s) => s.trim());
        return defaultSloc ? { plant, defaultSloc } : { plant };
      });
    else row[field] = cell;
  }
  return row;
}

/** Example files: rows that load into the demo data (materials first, then their opening stock). */
export const CSV_EXAMPLES: Partial<Record<ImportKind, string>> = {
  materials: [
    'material,description,materialType,materialGroup,baseUnit,serialized,batchManaged,qualityInspected,productCategory,gtins,plants',
    'CSV-CABLE-001,USB-C cable 2 m (import example),HAWA,CABL,EA,false,false,false,,4012345000017,1000:0001|3000:0001',
    'CSV-CABLE-002,Network cable 5 m (import example),HAWA,CABL,EA,false,false,false,,,1000:0001|3000:0001',
    'CSV-MON-001,Monitor 27 inch (import example),FERT,MONI,EA,true,false,false,MONITOR,4012345000024,3000:0001',
  ].join('\n'),
  bins: ['warehouse,bin,storageType,binType,capacity,blocked', 'W10,CSV-01-01-1,002,S1,50,false', 'W10,CSV-01-01-2,002,S2,50,false'].join(
    '\n',
  ),
  vendors: ['vendor,name,country,city,email', 'CSV100,Import Example Supplies,DE,Hamburg,orders@import.example'].join('\n'),
  customers: ['customer,name,country,city', 'CSVC100,Import Example Customer,US,Newark'].join('\n'),
  'opening-stock': [
    'material,plant,sloc,bin,batch,category,quantity,serials',
    'CSV-CABLE-001,3000,0001,,,UNRESTRICTED,25,',
    'CSV-CABLE-002,3000,0001,,,,10,',
    'CSV-MON-001,3000,0001,,,,2,CSVMON-0001|CSVMON-0002',
  ].join('\n'),
};

/** The example of a kind, or its header alone. */
export function csvExample(kind: ImportKind): string {
  return `${CSV_EXAMPLES[kind] ?? csvColumns(kind).join(',')}\n`;
}
