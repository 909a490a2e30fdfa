import { MOVEMENT_TYPES, reversalOf } from '../../db/configuration';
import type { EquipmentStatus, SideKind, StockCategory } from '../../db/schema/ledger';

/** Reference documents a posting can be made for, and which item-level effect it has on them. */
export type ReferenceType = 'PO' | 'STO' | 'SO' | 'DLV' | 'PI' | 'QL' | 'MD' | 'RMA' | 'RO';

/**
 * How an item's category at the destination is found:
 * - a fixed category (321: QUALITY -> UNRESTRICTED);
 * - SAME: the source position's category (transfers keep the category);
 * - BY_MATERIAL: QUALITY for materials under quality inspection, else UNRESTRICTED (goods receipt);
 * - ANY: what the poster chooses, UNRESTRICTED by default (initial entry, inventory gain).
 */
export type ToCategoryRule = StockCategory | 'SAME' | 'BY_MATERIAL' | 'ANY';

export interface MovementRule {
  type: string;
  /** What the poster may use the type for; reversal types are posted only by reversing a document. */
  reversalOnly: boolean;
  from: SideKind;
  to: SideKind;
  /** Source category: a fixed one, or ANY (the poster's choice, UNRESTRICTED by default). */
  fromCategory: StockCategory | 'ANY';
  toCategory: ToCategoryRule;
  /** Destination position relative to the source: other plant (301), other sloc of the plant (311), other bin of the sloc (999), the same position (category changes). */
  toPosition: 'FREE' | 'OTHER_PLANT' | 'OTHER_SLOC' | 'OTHER_BIN' | 'SAME';
  references: readonly ReferenceType[];
  referenceRequired: boolean;
  needs: { costCenter?: true; customer?: true; vendor?: true };
  /**
   * Where the receiving plant of a side in transit comes from: the reference document (641, STO 101)
   * or the item's destination plant (303 names the plant it sends to, 305 the plant it places in).
   */
  transitPlant: 'REFERENCE' | 'DESTINATION';
  /** The movement type that reverses this one (odd types: type + 1; the category pairs reverse each other). */
  reversal: string | null;
}

/** A rule; its reversal comes from the configuration (db/configuration.ts, what migration 0008 inserted). */
const rule = (r: Partial<MovementRule> & Pick<MovementRule, 'type' | 'from' | 'to'>): MovementRule => ({
  reversalOnly: reversalOf(r.type) === null,
  fromCategory: 'ANY',
  toCategory: 'SAME',
  toPosition: 'FREE',
  references: [],
  referenceRequired: false,
  needs: {},
  transitPlant: 'REFERENCE',
  ...r,
  reversal: reversalOf(r.type) ?? null,
});

/**
 * DESIGN.md section 4, as data. 101 takes its source from the reference: the vendor for a
 * purchase order, stock in transit for a stock transport order (see `sourceOf`).
 */
export const MOVEMENT_RULES: Record<string, MovementRule> = Object.fromEntries(
  [
    rule({
      type: '101',
      from: 'VENDOR',
      to: 'POSITION',
      toCategory: 'BY_MATERIAL',
      references: ['PO', 'STO'],
      referenceRequired: true,
    }),
    rule({ type: '122', from: 'POSITION', to: 'VENDOR', references: ['PO', 'QL', 'DLV'], needs: { vendor: true } }),
    // return items on a purchase order, issued through their return delivery (vendor-returns/)
    rule({ type: '161', from: 'POSITION', to: 'VENDOR', references: ['PO', 'DLV'], needs: { vendor: true } }),
    rule({ type: '201', from: 'POSITION', to: 'COST_CENTER', fromCategory: 'UNRESTRICTED', needs: { costCenter: true } }),
    rule({ type: '301', from: 'POSITION', to: 'POSITION', toPosition: 'OTHER_PLANT' }),
    rule({ type: '311', from: 'POSITION', to: 'POSITION', toPosition: 'OTHER_SLOC' }),
    // material to material: the leg taking the old material out of a position (the receiving leg: materialTransferLeg)
    rule({ type: '309', from: 'POSITION', to: 'MATERIAL' }),
    rule({
      type: '321',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'QUALITY',
      toCategory: 'UNRESTRICTED',
      toPosition: 'SAME',
      references: ['QL'],
    }),
    rule({
      type: '343',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'BLOCKED',
      toCategory: 'UNRESTRICTED',
      toPosition: 'SAME',
    }),
    rule({
      type: '344',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'UNRESTRICTED',
      toCategory: 'BLOCKED',
      toPosition: 'SAME',
    }),
    rule({
      type: '349',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'BLOCKED',
      toCategory: 'QUALITY',
      toPosition: 'SAME',
    }),
    rule({
      type: '350',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'QUALITY',
      toCategory: 'BLOCKED',
      toPosition: 'SAME',
      references: ['QL'],
    }),
    // a unit to the vendor for repair, against its repair order: ours, counted as stock at the vendor (repair-orders/)
    rule({
      type: '541',
      from: 'POSITION',
      to: 'AT_VENDOR',
      references: ['RO'],
      referenceRequired: true,
      needs: { vendor: true },
    }),
    rule({ type: '551', from: 'POSITION', to: 'SCRAP', references: ['QL'] }),
    rule({ type: '561', from: 'INITIAL', to: 'POSITION', toCategory: 'ANY' }),
    rule({
      type: '601',
      from: 'POSITION',
      to: 'CUSTOMER',
      fromCategory: 'UNRESTRICTED',
      references: ['SO', 'DLV'],
      needs: { customer: true },
    }),
    // a customer's unit back on its return order (RMA): into QUALITY or BLOCKED as the return reason says
    rule({
      type: '651',
      from: 'CUSTOMER',
      to: 'POSITION',
      toCategory: 'ANY',
      references: ['RMA'],
      referenceRequired: true,
      needs: { customer: true },
    }),
    rule({
      type: '641',
      from: 'POSITION',
      to: 'TRANSIT',
      fromCategory: 'UNRESTRICTED',
      references: ['STO', 'DLV'],
      referenceRequired: true,
    }),
    // two steps plant to plant: 303 out of the issuing plant into transit to the receiving plant, 305 out of transit into storage there
    rule({ type: '303', from: 'POSITION', to: 'TRANSIT', fromCategory: 'UNRESTRICTED', transitPlant: 'DESTINATION' }),
    rule({
      type: '305',
      from: 'TRANSIT',
      to: 'POSITION',
      toCategory: 'UNRESTRICTED',
      references: ['MD'],
      referenceRequired: true,
      transitPlant: 'DESTINATION',
    }),
    rule({ type: '701', from: 'DIFFERENCE', to: 'POSITION', toCategory: 'ANY', references: ['PI'] }),
    rule({ type: '702', from: 'POSITION', to: 'DIFFERENCE', references: ['PI'] }),
    rule({ type: '999', from: 'POSITION', to: 'POSITION', toPosition: 'OTHER_BIN' }),
    // reversal types: only through reverseMaterialDocument, which mirrors the original item
    ...MOVEMENT_TYPES.filter((t) => t.reversal === null).map(({ type }) => rule({ type, from: 'POSITION', to: 'POSITION' })),
  ].map((r) => [r.type, r]),
);

/**
 * 309 posts material to material as two legs of one document: an item with a source takes the old
 * material out of a position (to MATERIAL), the item after it puts the same quantity (and serials)
 * of the new material into a position (from MATERIAL, category as given). resolvePosting pairs them.
 */
export const MATERIAL_TRANSFER = '309';
export function materialTransferLeg(rule: MovementRule, hasSource: boolean): MovementRule {
  if (rule.type !== MATERIAL_TRANSFER || hasSource) return rule;
  return { ...rule, from: 'MATERIAL', to: 'POSITION', toCategory: 'ANY', toPosition: 'FREE' };
}

export function movementRule(type: string): MovementRule | undefined {
  return Object.hasOwn(MOVEMENT_RULES, type) ? MOVEMENT_RULES[type] : undefined;
}

/**
 * The source of a 101 depends on what is received: from the vendor (PO), from transit (STO) or from the stock
 * at the vendor (RO: a repaired unit back on its repair order).
 */
export function sourceOf(rule: MovementRule, reference: ReferenceType | null): SideKind {
  if (rule.type === '101' && reference === 'STO') return 'TRANSIT';
  if (rule.type === '101' && reference === 'RO') return 'AT_VENDOR';
  return rule.from;
}

/**
 * A 101 against a repair order (only through its own command: clients post 101 for a PO or an STO, and are told
 * so) takes from the stock at the vendor; the repaired unit comes back into QUALITY (its inspection lot opens with
 * the receipt), whatever the material says.
 */
export function receiptRule(rule: MovementRule, reference: ReferenceType | null): MovementRule {
  if (rule.type === '101' && reference === 'RO')
    return { ...rule, references: [...rule.references, 'RO'], toCategory: 'QUALITY', needs: { vendor: true } };
  return rule;
}

/** For reference documents: +1 when the type adds to the reference's quantity, -1 when it takes away. */
export function referenceEffect(
  type: string,
  reference: ReferenceType,
): { field: 'received' | 'issued' | 'delivered'; sign: 1 | -1 } | null {
  if (reference === 'PO') {
    if (type === '101' || type === '123') return { field: 'received', sign: 1 };
    if (type === '102' || type === '122' || type === '161') return { field: 'received', sign: -1 };
    if (type === '162') return { field: 'received', sign: 1 };
  }
  if (reference === 'STO') {
    if (type === '641') return { field: 'issued', sign: 1 };
    if (type === '642') return { field: 'issued', sign: -1 };
    if (type === '101') return { field: 'received', sign: 1 };
    if (type === '102') return { field: 'received', sign: -1 };
  }
  if (reference === 'SO') {
    if (type === '601') return { field: 'delivered', sign: 1 };
    if (type === '602') return { field: 'delivered', sign: -1 };
  }
  // a delivery: goods issue takes what was picked (the delivery's order follows in check-reference)
  if (reference === 'DLV') {
    if (type === '601' || type === '641' || type === '122' || type === '161') return { field: 'issued', sign: 1 };
    if (type === '602' || type === '642' || type === '123' || type === '162') return { field: 'issued', sign: -1 };
  }
  return null;
}

/** The equipment status a serial has after an item moved it to a side outside the stock (or into it). */
const STATUS_AFTER = {
  VENDOR: 'RETURNED',
  COST_CENTER: 'ISSUED',
  CUSTOMER: 'ISSUED',
  SCRAP: 'SCRAPPED',
  DIFFERENCE: 'LOST',
  INITIAL: 'REMOVED',
  MATERIAL: 'REMOVED',
  TRANSIT: 'IN_TRANSIT',
  POSITION: 'IN_STOCK',
  AT_VENDOR: 'AT_VENDOR',
} as const satisfies Record<SideKind, EquipmentStatus>;

export function statusOutside(kind: SideKind) {
  return STATUS_AFTER[kind];
}
