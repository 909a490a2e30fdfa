import { showQuantity, t, translator } from '../../../shared/i18n';
import { readDecimal } from '../../../shared/i18n/read-decimal';

/**
 * A quantity typed into a quality form, read in the reader's locale ("1,5" in German): the canonical
 * text the API takes, '' for an empty field, or null when it is no number (say `unreadableQuantity`).
 */
export function typedQuantityText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? '' : readDecimal(trimmed, translator().decimalMark);
}

/** Why a typed quantity cannot be read, with an example in the reader's notation. */
export const unreadableQuantity = (text: string): string => t('numberUnreadable', { text: text.trim(), example: showQuantity('1.5') });
