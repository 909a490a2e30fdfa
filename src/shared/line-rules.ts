import type { ErrorCode, ErrorParams } from './errors';
import { showQuantity } from './i18n';
import { toMilliUnits } from './quantity';

/**
 * The rules of a material line, once (server commands, the posting path and the handheld flows):
 * a batch-managed material needs a batch and no other material takes one; a serialized material
 * moves whole pieces, one serial number per piece, none twice; a material without serials takes
 * none. Pure: no server or web imports.
 */

/** A material line as far as it is known: a rule is judged only when the line carries what it needs. */
export interface MaterialLine {
  /** the material as the messages name it */
  material: string;
  serialized: boolean;
  /** with `batch`: the batch rule is judged */
  batchManaged?: boolean | undefined;
  /** the line's batch ('' or null: none); undefined: not judged */
  batch?: string | null | undefined;
  /** the line's quantity (decimal text); undefined (or not a quantity): the quantity rules are not judged */
  quantity?: string | undefined;
  /** the line's serial numbers; undefined: not judged */
  serials?: readonly string[] | undefined;
}

export interface LineRuleOptions {
  /** serials may come later (a transfer order's line is confirmed with them): an empty list is not counted */
  serialsLater?: boolean;
  /** serials earlier lines of the same document took (keys from `serialKey`): taking one again is a duplicate */
  earlierSerials?: ReadonlySet<string>;
}

export type LineRuleCode = Extract<
  ErrorCode,
  'BATCH_REQUIRED' | 'BATCH_NOT_ALLOWED' | 'SERIAL_WHOLE_QUANTITY' | 'SERIALS_COUNT' | 'SERIALS_NOT_ALLOWED' | 'SERIAL_DUPLICATE'
>;

/** A problem of a line: a code of the error table (src/shared/errors.ts) and its parameters. */
export interface LineProblem {
  code: LineRuleCode;
  params: ErrorParams;
}

/** The key of a serial of a material in `earlierSerials`. */
export const serialKey = (material: string, serial: string) => `${material}|${serial}`;

function milliOf(quantity: string | undefined): bigint | null {
  if (quantity === undefined) return null;
  try {
    return toMilliUnits(quantity);
  } catch {
    return null;
  }
}

/**
 * The first problem of a material line, in this order: batch required / not allowed, a serialized
 * material's whole quantity, its serial count, serials on a material without serials, a serial
 * twice (in the line or after an earlier line); null when the line keeps the rules.
 */
export function lineProblem(line: MaterialLine, options: LineRuleOptions = {}): LineProblem | null {
  const material = line.material;
  if (line.batch !== undefined && line.batchManaged !== undefined) {
    const batch = line.batch ?? '';
    if (line.batchManaged && !batch) return { code: 'BATCH_REQUIRED', params: { material } };
    if (!line.batchManaged && batch) return { code: 'BATCH_NOT_ALLOWED', params: { material } };
  }
  const qty = milliOf(line.quantity);
  const serials = line.serials;
  if (line.serialized) {
    if (qty !== null && qty % 1000n !== 0n) return { code: 'SERIAL_WHOLE_QUANTITY', params: { material } };
    const counted = serials !== undefined && !(options.serialsLater && serials.length === 0);
    if (counted && qty !== null && BigInt(serials.length) * 1000n !== qty)
      return {
        code: 'SERIALS_COUNT',
        params: { material, quantity: showQuantity(line.quantity as string), given: serials.length },
      };
  } else if (serials !== undefined && serials.length > 0) {
    return { code: 'SERIALS_NOT_ALLOWED', params: { material } };
  }
  const seen = new Set<string>();
  for (const serial of serials ?? []) {
    if (seen.has(serial) || options.earlierSerials?.has(serialKey(material, serial)))
      return { code: 'SERIAL_DUPLICATE', params: { serial, material } };
    seen.add(serial);
  }
  return null;
}
