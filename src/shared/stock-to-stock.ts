import { type MessageId, t } from './i18n';
import { categoryName } from './i18n/units';

/**
 * The stock-to-stock movement types of the handheld (MB1B), in the order the warehouse menu shows
 * them, with their texts (as in the movement type table): 311 storage location to storage
 * location, the others change the stock category in place. `text` is the English text (the
 * catalogue's); screens show `stockToStockText(type)`, the reader's language.
 */
export const STOCK_TO_STOCK_TYPES = [
  { type: '311', text: 'Storage location to storage location', key: 's2s.type311' },
  { type: '321', text: 'Quality inspection to unrestricted', key: 's2s.type321' },
  { type: '343', text: 'Blocked to unrestricted', key: 's2s.type343' },
  { type: '344', text: 'Unrestricted to blocked', key: 's2s.type344' },
  { type: '349', text: 'Blocked to quality inspection', key: 's2s.type349' },
  { type: '350', text: 'Quality inspection to blocked', key: 's2s.type350' },
] as const satisfies readonly { type: string; text: string; key: MessageId }[];

export type StockToStockType = (typeof STOCK_TO_STOCK_TYPES)[number]['type'];

/** A movement type's text in the reader's language ("Blocked to unrestricted"); an unknown type shows itself. */
export const stockToStockText = (type: StockToStockType | string): string => {
  const found = STOCK_TO_STOCK_TYPES.find((entry) => entry.type === type);
  return found ? t(found.key) : type;
};

type Category = 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED';

/** A serial that is in the bin but in another category than the move takes: the real reason, and how to release it. */
export function serialCategoryMessage(serial: string, actual: Category | string, wanted: Category | string): string {
  if (actual === 'QUALITY') return t('serialInQuality', { serial });
  if (actual === 'BLOCKED') return t('serialInBlocked', { serial });
  // the catalogue names the three categories in the sentence's grammar; another code by its name
  return t('s2s.serialInOtherCategory', { serial, actual, wanted, actualName: categoryName(actual), wantedName: categoryName(wanted) });
}
