import type { SideKind, StockCategory } from '../../db/schema/ledger';

/** Reference documents a posting can be made for, and which item-level effect it has on them. */
export type ReferenceType = 'PO' | 'STO' | 'SO' | 'DLV';

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
  /** The movement type that reverses this one (odd types: type + 1; the category pairs reverse each other). */
  reversal: string | null;
}

const rule = (r: Partial<MovementRule> & Pick<MovementRule, 'type' | 'from' | 'to'>): MovementRule => ({
  reversalOnly: false,
  fromCategory: 'ANY',
  toCategory: 'SAME',
  toPosition: 'FREE',
  references: [],
  referenceRequired: false,
  needs: {},
  reversal: null,
  ...r,
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
      reversal: '102',
    }),
    rule({ type: '122', from: 'POSITION', to: 'VENDOR', references: ['PO'], needs: { vendor: true }, reversal: '123' }),
    rule({ type: '201', from: 'POSITION', to: 'COST_CENTER', fromCategory: 'UNRESTRICTED', needs: { costCenter: true }, reversal: '202' }),
    rule({ type: '301', from: 'POSITION', to: 'POSITION', toPosition: 'OTHER_PLANT', reversal: '302' }),
    rule({ type: '311', from: 'POSITION', to: 'POSITION', toPosition: 'OTHER_SLOC', reversal: '312' }),
    rule({
      type: '321',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'QUALITY',
      toCategory: 'UNRESTRICTED',
      toPosition: 'SAME',
      reversal: '322',
    }),
    rule({
      type: '343',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'BLOCKED',
      toCategory: 'UNRESTRICTED',
      toPosition: 'SAME',
      reversal: '344',
    }),
    rule({
      type: '344',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'UNRESTRICTED',
      toCategory: 'BLOCKED',
      toPosition: 'SAME',
      reversal: '343',
    }),
    rule({
      type: '349',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'BLOCKED',
      toCategory: 'QUALITY',
      toPosition: 'SAME',
      reversal: '350',
    }),
    rule({
      type: '350',
      from: 'POSITION',
      to: 'POSITION',
      fromCategory: 'QUALITY',
      toCategory: 'BLOCKED',
      toPosition: 'SAME',
      reversal: '349',
    }),
    rule({ type: '551', from: 'POSITION', to: 'SCRAP', reversal: '552' }),
    rule({ type: '561', from: 'INITIAL', to: 'POSITION', toCategory: 'ANY', reversal: '562' }),
    rule({
      type: '601',
      from: 'POSITION',
      to: 'CUSTOMER',
      fromCategory: 'UNRESTRICTED',
      references: ['SO', 'DLV'],
      needs: { customer: true },
      reversal: '602',
    }),
    rule({
      type: '641',
      from: 'POSITION',
      to: 'TRANSIT',
      fromCategory: 'UNRESTRICTED',
      references: ['STO', 'DLV'],
      referenceRequired: true,
      reversal: '642',
    }),
    rule({ type: '701', from: 'DIFFERENCE', to: 'POSITION', toCategory: 'ANY', reversal: '702' }),
    rule({ type: '702', from: 'POSITION', to: 'DIFFERENCE', reversal: '701' }),
    rule({ type: '999', from: 'POSITION', to: 'POSITION', toPosition: 'OTHER_BIN', reversal: '999' }),
    // reversal types: only through reverseMaterialDocument, which mirrors the original item
    ...['102', '123', '202', '302', '312', '322', '552', '562', '602', '642'].map((type) =>
      rule({ type, from: 'POSITION', to: 'POSITION', reversalOnly: true }),
    ),
  ].map((r) => [r.type, r]),
);

export function movementRule(type: string): MovementRule | undefined {
  return Object.hasOwn(MOVEMENT_RULES, type) ? MOVEMENT_RULES[type] : undefined;
}

/** The source of a 101 depends on what is received: from the vendor (PO) or from transit (STO). */
export function sourceOf(rule: MovementRule, reference: ReferenceType | null): SideKind {
  if (rule.type === '101' && reference === 'STO') return 'TRANSIT';
  return rule.from;
}

/** For reference documents: +1 when the type adds to the reference's quantity, -1 when it takes away. */
export function referenceEffect(
  type: string,
  reference: ReferenceType,
): { field: 'received' | 'issued' | 'delivered'; sign: 1 | -1 } | null {
  if (reference === 'PO') {
    if (type === '101' || type === '123') return { field: 'received', sign: 1 };
    if (type === '102' || type === '122') return { field: 'received', sign: -1 };
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
    if (type === '601' || type === '641') return { field: 'issued', sign: 1 };
    if (type === '602' || type === '642') return { field: 'issued', sign: -1 };
  }
  return null;
}

/** The equipment status a serial has after an item moved it to a side outside the stock. */
export function statusOutside(kind: SideKind) {
  switch (kind) {
    case 'VENDOR':
      return 'RETURNED' as const;
    case 'COST_CENTER':
    case 'CUSTOMER':
      return 'ISSUED' as const;
    case 'SCRAP':
      return 'SCRAPPED' as const;
    case 'DIFFERENCE':
      return 'LOST' as const;
    case 'INITIAL':
      return 'REMOVED' as const;
    case 'TRANSIT':
      return 'IN_TRANSIT' as const;
    case 'POSITION':
      return 'IN_STOCK' as const;
  }
}
