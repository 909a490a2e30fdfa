import { errorText } from '../../../shared/errors';
import { t } from '../../../shared/i18n';
import { lineProblem } from '../../../shared/line-rules';
import { displayQuantity, quantityProblem, quantityProblemText, toMilliUnits } from '../../../shared/quantity';

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
    return t('transferOrderQuantityTooHigh', { quantity: displayQuantity(text), open: displayQuantity(line.quantity) });
  const rule = lineProblem({ material: line.material, serialized: line.serialized, quantity: text });
  return rule ? errorText(rule.code, rule.params) : null;
}
