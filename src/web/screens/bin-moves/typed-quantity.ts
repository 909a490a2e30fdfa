import { showQuantity, t, translator } from '../../../shared/i18n';
import { readDecimal } from '../../../shared/i18n/read-decimal';
import { normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';

/**
 * A quantity a person typed (or scanned) on a handheld, read in their locale ("1,5" in German, "1.5" in
 * English, a scanner's "." always): the canonical quantity ("1.500"), or why it cannot be taken
 * (unreadable: `numberUnreadable`; a comma that is no grouping of the locale reads as a decimal comma; negative, too many decimals, zero: the quantity rules' text).
 */
export function typedQuantity(
  text: string,
  { allowZero = false }: { allowZero?: boolean } = {},
): { ok: true; quantity: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: quantityProblemText['not-a-number'] };
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1) : trimmed;
  // a comma the locale cannot read as grouping ("3,5" in English) is the handheld's decimal comma, as before
  const read = readDecimal(digits, translator().decimalMark) ?? readDecimal(digits, ',');
  if (read === null) return { ok: false, message: t('numberUnreadable', { text: trimmed, example: showQuantity('1.5') }) };
  const problem = quantityProblem(negative ? `-${read}` : read, { allowZero });
  if (problem) return { ok: false, message: quantityProblemText[problem] };
  return { ok: true, quantity: normalizeQuantity(read) };
}
