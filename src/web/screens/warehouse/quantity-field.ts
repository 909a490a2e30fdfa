import { translator } from '../../../shared/i18n';
import { displayQuantity } from '../../../shared/quantity';

/**
 * A quantity as a field starts with it (a default, the open quantity to edit): the reader's decimal mark,
 * no group separators, so `readDecimal` reads it back as the same number ("1500,5" in German; "1.500"
 * would read as one and a half). `showQuantity` is for text, this for an input's value.
 */
export function quantityForInput(value: string | null | undefined): string {
  if (!value) return '';
  let plain: string;
  try {
    plain = displayQuantity(value);
  } catch {
    return value;
  }
  return plain.replace('.', translator().decimalMark);
}
