import type { PostedXferPosting, XferPostingInput } from '../../../shared/contracts/transfer-posting/schemas';

/**
 * SEAM for the transfer-posting label (issue 16). The label itself (one layout rendered to ZPL and
 * PDF, DESIGN.md section 10) is built by the label service on branch wt-shipping; this is the data
 * it is handed, one label per line of a posted transfer. Wire it where the label service takes a
 * label request (e.g. `labels per posting` of spec section 7); nothing renders it here.
 */
export interface TransferPostingLabel {
  kind: 'transfer-posting';
  matDoc: string;
  movementType: string;
  material: string;
  /** 309: the material the stock became */
  toMaterial: string | null;
  quantity: string;
  batch: string | null;
  serials: string[];
  /** null for 305: placed out of stock in transit */
  from: { plant: string; sloc: string; bin: string | null } | null;
  to: { plant: string | null; sloc: string | null; bin: string | null };
}

export function transferPostingLabels(input: XferPostingInput, posted: PostedXferPosting): TransferPostingLabel[] {
  return input.lines.map((line) => ({
    kind: 'transfer-posting',
    matDoc: posted.matDoc,
    movementType: posted.movementType,
    material: line.material,
    toMaterial: line.toMaterial ?? null,
    quantity: line.quantity,
    batch: line.batch ?? null,
    serials: line.serials ?? [],
    from: input.from ? { plant: input.from.plant, sloc: input.from.sloc, bin: input.from.bin ?? null } : null,
    to: { plant: input.to?.plant ?? null, sloc: input.to?.sloc ?? null, bin: input.to?.bin ?? null },
  }));
}
