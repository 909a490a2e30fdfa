import { t } from './i18n';

/**
 * The stock-to-stock movement types of the handheld (MB1B), in the order the warehouse menu shows
 * them, with their texts (as in the movement type table): 311 storage location to storage
 * location, the others change the stock category in place.
 */
export const STOCK_TO_STOCK_TYPES = [
  { type: '311', text: 'Storage location to storage location' },
  { type: '321', text: 'Quality inspection to unrestricted' },
  { type: '343', text: 'Blocked to unrestricted' },
  { type: '344', text: 'Unrestricted to blocked' },
  { type: '349', text: 'Blocked to quality inspection' },
  { type: '350', text: 'Quality inspection to blocked' },
] as const;

export type StockToStockType = (typeof STOCK_TO_STOCK_TYPES)[number]['type'];

export const stockToStockText = (type: StockToStockType): string => STOCK_TO_STOCK_TYPES.find((t) => t.type === type)?.text ?? type;

type Category = 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED';
const categoryName = (c: string) => (c === 'QUALITY' ? 'quality inspection' : c === 'BLOCKED' ? 'blocked' : 'unrestricted');

/** A serial that is in the bin but in another category than the move takes: the real reason, and how to release it. */
export function serialCategoryMessage(serial: string, actual: Category | string, wanted: Category | string): string {
  if (actual === 'QUALITY') return t('serialInQuality', { serial });
  if (actual === 'BLOCKED') return t('serialInBlocked', { serial });
  return t('serialInOtherCategory', { serial, actual: categoryName(actual), wanted: categoryName(wanted) });
}
