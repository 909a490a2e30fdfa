import type { StockCategory } from '../../db/schema/ledger';

/** A stock position of one material: plant, storage location, bin (warehouse-managed only), batch, category. */
export interface Position {
  plant: string;
  sloc: string;
  warehouse: string | null;
  bin: string | null;
  category: StockCategory;
}

/** The key of a stock row (the unique index of table stock). */
export function stockKey(material: string, p: Position, batch: string): string {
  return `${material}|${p.plant}|${p.sloc}|${p.bin ?? ''}|${batch}|${p.category}`;
}

export function transitKey(material: string, receivingPlant: string, batch: string): string {
  return `${material}|${receivingPlant}|${batch}`;
}

/** "plant 1000, storage location 0001, bin R01-01-1, batch B1, UNRESTRICTED" for messages. */
export function describePosition(p: Position, batch: string): string {
  return [
    `plant ${p.plant}`,
    `storage location ${p.sloc}`,
    ...(p.bin ? [`bin ${p.bin}`] : []),
    ...(batch ? [`batch ${batch}`] : []),
    p.category,
  ].join(', ');
}

export function describeTransit(receivingPlant: string, batch: string): string {
  return `in transit to plant ${receivingPlant}${batch ? `, batch ${batch}` : ''}`;
}

export function samePosition(a: Position, b: Position): boolean {
  return a.plant === b.plant && a.sloc === b.sloc && (a.bin ?? '') === (b.bin ?? '') && a.category === b.category;
}
