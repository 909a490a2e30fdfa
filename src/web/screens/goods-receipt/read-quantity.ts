import { showQuantity, t, translator } from '../../../shared/i18n';
import { readDecimal } from '../../../shared/i18n/read-decimal';

/**
 * A quantity a person typed, as the API takes it: "1,5" in German, "1.5" in English, the scanner's "."
 * always (readDecimal). A leading minus is kept ("-5" -> "-5"), so the quantity rules can say that a
 * quantity cannot be negative instead of calling it unreadable. null: no number in the reader's locale.
 */
export function readQuantity(text: string): string | null {
  const typed = text.trim();
  const negative = typed.startsWith('-');
  const read = readDecimal(negative ? typed.slice(1) : typed, translator().decimalMark);
  return read === null ? null : `${negative ? '-' : ''}${read}`;
}

/** What a quantity field says of a text it cannot read: how to write a number here. */
export const unreadableQuantity = (text: string): string => t('numberUnreadable', { text: text.trim(), example: showQuantity('1.5') });
