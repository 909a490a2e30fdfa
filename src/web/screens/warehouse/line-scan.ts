import { errorText } from '../../../shared/errors';
import { showQuantity, t, translator } from '../../../shared/i18n';
import { readDecimal } from '../../../shared/i18n/read-decimal';
import { lineProblem } from '../../../shared/line-rules';
import { quantityProblem, quantityProblemText, toMilliUnits } from '../../../shared/quantity';

/** Two scanned codes name the same thing (case and surrounding blanks aside). */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Why a quantity scanned for a transfer-order line (a pick, a put-away) cannot be taken: not a
 * quantity, more than the line's open quantity, or a fraction of a serialized material; else null.
 */
export function lineQuantityProblem(text: string, line: { material: string; quantity: string; serialized: boolean }): string | null {
  const problem = quantityProblem(text);
  if (problem) return quantityProblemText[problem];
  if (toMilliUnits(text) > toMilliUnits(line.quantity))
    return t('transferOrderQuantityTooHigh', { quantity: showQuantity(text), open: showQuantity(line.quantity) });
  const rule = lineProblem({ material: line.material, serialized: line.serialized, quantity: text });
  return rule ? errorText(rule.code, rule.params) : null;
}

/**
 * A quantity scanned or typed for a transfer-order line, read in the reader's locale ("1,5" in German,
 * the scanner's "1.5" always): the canonical quantity, or why it cannot be taken (see lineQuantityProblem).
 */
export function readLineQuantity(
  text: string,
  line: { material: string; quantity: string; serialized: boolean },
): { quantity: string; problem: null } | { quantity: null; problem: string } {
  const quantity = readDecimal(text, translator().decimalMark);
  if (quantity === null) return { quantity: null, problem: t('numberUnreadable', { text: text.trim(), example: showQuantity('1.5') }) };
  const problem = lineQuantityProblem(quantity, line);
  return problem ? { quantity: null, problem } : { quantity, problem: null };
}
