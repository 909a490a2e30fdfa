import { displayQuantity, normalizeQuantity, quantityProblem, quantityProblemText } from '../quantity';
import { showQuantity, t, translator } from './index';
import { readDecimal } from './read-decimal';

/**
 * Quantities people type, the one place screens read them: in the reader's locale ("1,5" in German,
 * "1.5" in English, a scanner's "." always: readDecimal), as the canonical text the API takes.
 */

/** A typed quantity; a leading minus kept (the quantity rules then say it cannot be negative); null: no number. */
export function readQuantity(text: string): string | null {
  const typed = text.trim();
  const negative = typed.startsWith('-');
  const read = readDecimal(negative ? typed.slice(1) : typed, translator().decimalMark);
  return read === null ? null : `${negative ? '-' : ''}${read}`;
}

/** The same for an optional field: '' for an empty one. */
export const readOptionalQuantity = (text: string): string | null => (text.trim() === '' ? '' : readQuantity(text));

/** What a field says of text it cannot read: how to write a number here. */
export const unreadableQuantity = (text: string): string => t('numberUnreadable', { text: text.trim(), example: showQuantity('1.5') });

/**
 * A typed (or scanned) quantity checked against the quantity rules: the canonical quantity ("1.500"), or
 * why it cannot be taken (unreadable; negative, too many decimals, zero). On a handheld, a comma the locale
 * cannot read as grouping ("3,5" in English) is the decimal comma of a German keypad.
 */
export function typedQuantity(
  text: string,
  { allowZero = false }: { allowZero?: boolean } = {},
): { ok: true; quantity: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: quantityProblemText['not-a-number'] };
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1) : trimmed;
  const read = readDecimal(digits, translator().decimalMark) ?? readDecimal(digits, ',');
  if (read === null) return { ok: false, message: unreadableQuantity(trimmed) };
  const problem = quantityProblem(negative ? `-${read}` : read, { allowZero });
  if (problem) return { ok: false, message: quantityProblemText[problem] };
  return { ok: true, quantity: normalizeQuantity(read) };
}

/**
 * A quantity as an input starts with it (a default, the open quantity to edit): the reader's decimal
 * mark, no group separators, so it reads back as the same number ("1500,5" in German; "1.500" would read
 * as one and a half). `showQuantity` is for text, this for an input's value.
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
