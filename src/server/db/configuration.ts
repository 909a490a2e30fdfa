/**
 * The portal's configuration as data: movement types with their reversals, default movement
 * reasons, material types, units of measure and stock categories. Migration 0008 inserts these rows
 * (a freshly migrated database can post without the demo seed), and the ledger's rules
 * (domain/stock/movement-types.ts) take each type's reversal from here: one source of truth.
 * A change to this data ships as a new migration that upserts the changed rows.
 */

export interface MovementTypeConfig {
  type: string;
  description: string;
  /** The type that reverses this one; null for a type that only reverses another (102 reverses 101). */
  reversal: string | null;
}

const mt = (type: string, description: string, reversal: string | null = null): MovementTypeConfig => ({ type, description, reversal });

/** DESIGN.md section 4: odd types are reversed by type + 1; the category pairs, 701/702 and 999 reverse each other. */
export const MOVEMENT_TYPES: readonly MovementTypeConfig[] = [
  mt('101', 'Goods receipt for purchase order / stock transport order', '102'),
  mt('102', 'Reversal of goods receipt'),
  mt('122', 'Return delivery to vendor', '123'),
  mt('123', 'Reversal of return delivery to vendor'),
  mt('161', 'Return delivery for purchase order (returns item)', '162'),
  mt('162', 'Reversal of return for purchase order'),
  mt('201', 'Goods issue to cost centre', '202'),
  mt('202', 'Reversal of goods issue to cost centre'),
  mt('301', 'Transfer posting plant to plant', '302'),
  mt('302', 'Reversal of transfer posting plant to plant'),
  mt('311', 'Transfer posting storage location to storage location', '312'),
  mt('312', 'Reversal of transfer posting storage location to storage location'),
  mt('309', 'Transfer posting material to material', '310'),
  mt('310', 'Reversal of transfer posting material to material'),
  mt('321', 'Quality inspection to unrestricted', '322'),
  mt('322', 'Reversal of quality inspection to unrestricted'),
  mt('343', 'Blocked to unrestricted', '344'),
  mt('344', 'Unrestricted to blocked', '343'),
  mt('349', 'Blocked to quality inspection', '350'),
  mt('350', 'Quality inspection to blocked', '349'),
  mt('551', 'Scrapping', '552'),
  mt('552', 'Reversal of scrapping'),
  mt('541', 'To stock at vendor for repair (repair order)', '542'),
  mt('542', 'Reversal of transfer to stock at vendor'),
  mt('561', 'Initial entry of stock balances', '562'),
  mt('562', 'Reversal of initial entry of stock balances'),
  mt('601', 'Goods issue for delivery', '602'),
  mt('651', 'Returns from customer (return order)', '652'),
  mt('652', 'Reversal of returns from customer'),
  mt('602', 'Reversal of goods issue for delivery'),
  mt('641', 'Goods issue for stock transport delivery (to in transit)', '642'),
  mt('642', 'Reversal of goods issue for stock transport delivery'),
  mt('701', 'Physical inventory difference: gain', '702'),
  mt('702', 'Physical inventory difference: loss', '701'),
  mt('999', 'Bin to bin (transfer order confirmation)', '999'),
  mt('303', 'Removal from storage plant to plant (into stock in transit)', '304'),
  mt('304', 'Reversal of removal from storage plant to plant'),
  mt('305', 'Placement in storage plant to plant (out of stock in transit)', '306'),
  mt('306', 'Reversal of placement in storage plant to plant'),
];

/** The type a movement type reverses, for types that exist only as reversals (the table's `reversal_of`). */
export function reversedBy(type: string): string | null {
  const own = MOVEMENT_TYPES.find((t) => t.type === type);
  if (!own || own.reversal !== null) return null;
  return MOVEMENT_TYPES.find((t) => t.reversal === type)?.type ?? null;
}

/** The type that reverses `type` (undefined for an unknown type). */
export function reversalOf(type: string): string | null | undefined {
  return MOVEMENT_TYPES.find((t) => t.type === type)?.reversal;
}

/** Default reasons per movement type: [type, code, text]. */
export const MOVEMENT_REASONS: readonly [string, string, string][] = [
  ['122', '0001', 'Damaged on arrival'],
  ['122', '0002', 'Wrong material delivered'],
  ['122', '0003', 'Over-delivery'],
  ['122', '0004', 'Quality defect'],
  ['161', '0001', 'Damaged'],
  ['161', '0002', 'Wrong material delivered'],
  ['161', '0003', 'Excess quantity'],
  ['161', '0004', 'Quality defect'],
  ['201', '0001', 'Internal use'],
  ['201', '0002', 'Demonstration unit'],
  ['201', '0003', 'Repair consumption'],
  ['309', '0001', 'Material number changed'],
  ['309', '0002', 'Converted or re-labelled'],
  ['311', '0001', 'Relocation'],
  ['311', '0002', 'Customer return'],
  ['311', '0003', 'Sent to repair'],
  ['321', '0001', 'Inspection passed'],
  ['343', '0001', 'Released after review'],
  ['344', '0001', 'Damaged'],
  ['344', '0002', 'Awaiting vendor decision'],
  ['349', '0001', 'Re-inspection required'],
  ['350', '0001', 'Inspection failed'],
  ['350', '0002', 'Damaged'],
  ['551', '0001', 'Damaged beyond repair'],
  ['551', '0002', 'Obsolete'],
  ['701', '0001', 'Counting error'],
  ['701', '0002', 'Unrecorded receipt'],
  ['702', '0001', 'Counting error'],
  ['702', '0002', 'Theft or loss'],
  ['702', '0003', 'Damaged'],
  ['303', '0001', 'Relocation between plants'],
  ['303', '0002', 'Replenishment of the receiving plant'],
];

export const MATERIAL_TYPES: readonly [string, string][] = [
  ['FERT', 'Finished product'],
  ['HAWA', 'Trading goods'],
  ['ERSA', 'Spare parts'],
  ['VERP', 'Packaging'],
];

/** Units of measure: [code, text, decimals a quantity may have]. */
export const UNITS_OF_MEASURE: readonly [string, string, number][] = [
  ['EA', 'Each', 0],
  ['PC', 'Piece', 0],
  ['SET', 'Set', 0],
  ['BOX', 'Box', 0],
  ['PAL', 'Pallet', 0],
  ['M', 'Metre', 3],
  ['KG', 'Kilogram', 3],
  ['L', 'Litre', 3],
];

/** Stock categories (the ledger's check constraints name the same three). */
export const STOCK_CATEGORIES: readonly [string, string][] = [
  ['UNRESTRICTED', 'Unrestricted-use stock'],
  ['QUALITY', 'Stock in quality inspection'],
  ['BLOCKED', 'Blocked stock'],
];
