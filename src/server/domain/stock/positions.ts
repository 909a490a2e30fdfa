import { t } from '../../../shared/i18n';
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

/** "plant 1000, storage location 0001, bin R01-01-1, batch B1, UNRESTRICTED" for messages, in the reader's language. */
export function describePosition(p: Position, batch: string): string {
  return [
    t('pos.plant', { plant: p.plant }),
    t('pos.sloc', { sloc: p.sloc }),
    ...(p.bin ? [t('pos.bin', { bin: p.bin })] : []),
    ...(batch ? [t('pos.batch', { batch })] : []),
    p.category,
  ].join(', ');
}

/** "in transit to plant 1000, batch B1", in the reader's language. */
export function describeTransit(receivingPlant: string, batch: string): string {
  return batch ? t('pos.transitBatch', { plant: receivingPlant, batch }) : t('pos.transit', { plant: receivingPlant });
}

export function samePosition(a: Position, b: Position): boolean {
  return a.plant === b.plant && a.sloc === b.sloc && (a.bin ?? '') === (b.bin ?? '') && a.category === b.category;
}

/** The key of a stock-at-vendor row (the unique key of table stock_at_vendor). */
export function atVendorKey(material: string, plant: string, vendor: string, batch: string): string {
  return `${material}|${plant}|${vendor}|${batch}`;
}

/** "at vendor 100001 for repair (plant 1000), batch B1", in the reader's language. */
export function describeAtVendor(plant: string, vendor: string, batch: string): string {
  return batch ? t('pos.atVendorBatch', { plant, vendor, batch }) : t('pos.atVendor', { plant, vendor });
}
