import type { ColumnType, Generated } from 'kysely';
import type { Decimal, Timestamp } from './master-data';

export type StockCategory = 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED';
export type EquipmentStatus = 'IN_STOCK' | 'IN_TRANSIT' | 'ISSUED' | 'RETURNED' | 'SCRAPPED' | 'LOST' | 'REMOVED' | 'AT_VENDOR';
/** Where an item's quantity comes from / goes to: a stock position, in transit, or outside the stock. */
export type SideKind =
  | 'POSITION'
  | 'TRANSIT'
  | 'VENDOR'
  | 'COST_CENTER'
  | 'CUSTOMER'
  | 'SCRAP'
  | 'DIFFERENCE'
  | 'INITIAL'
  /** the other material of a material-to-material transfer (309): one leg takes out, the other puts in */
  | 'MATERIAL'
  /** ours, at a vendor for repair (541 out, 101 against the repair order back; migration 0220) */
  | 'AT_VENDOR';
type DateColumn = ColumnType<Date, Date | string, Date | string>;

/** A piece of equipment's status and where it is: its own columns, and what its history records with each movement. */
interface EquipmentPlace {
  status: EquipmentStatus;
  plant_id: string;
  sloc_id: string | null;
  warehouse_id: string | null;
  bin_id: string | null;
  batch: Generated<string>;
  category: StockCategory | null;
  /** the vendor while the status is AT_VENDOR (migration 0220) */
  vendor_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LedgerTables {
  stock: {
    stock_id: Generated<number>;
    material_id: string;
    plant_id: string;
    sloc_id: string;
    warehouse_id: string | null;
    bin_id: string | null;
    batch: Generated<string>;
    category: StockCategory;
    quantity: ColumnType<string, string | undefined, string>;
    updated_at: Timestamp;
  };
  /** stock at a vendor for repair, per material, plant (whose stock it is), vendor and batch (migration 0220) */
  stock_at_vendor: {
    at_vendor_id: Generated<number>;
    material_id: string;
    plant_id: string;
    vendor_id: string;
    batch: Generated<string>;
    quantity: ColumnType<string, string | undefined, string>;
    updated_at: Timestamp;
  };
  stock_in_transit: {
    transit_id: Generated<number>;
    material_id: string;
    plant_id: string;
    batch: Generated<string>;
    quantity: ColumnType<string, string | undefined, string>;
    updated_at: Timestamp;
  };
  equipment: EquipmentPlace & {
    equipment_number: Generated<string>;
    material_id: string;
    serial_number: string;
    locked: Generated<boolean>;
    last_mat_doc: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  material_document: {
    mat_doc: string;
    posting_date: DateColumn;
    document_date: DateColumn;
    created_at: Timestamp;
    created_by: number;
    header_text: Generated<string>;
    reference_type: string | null;
    reference_number: string | null;
    reversal_of: string | null;
    item_count: number;
    /** the posting transaction (pg_current_xact_id() as text): numbers come from a sequence, not in commit order */
    xact_id: Generated<string>;
  };
  material_document_item: {
    mat_doc: string;
    item_no: number;
    movement_type: string;
    material_id: string;
    quantity: Decimal;
    batch: Generated<string>;
    posting_date: DateColumn;
    from_kind: SideKind;
    from_plant: string | null;
    from_sloc: string | null;
    from_warehouse: string | null;
    from_bin: string | null;
    from_category: StockCategory | null;
    to_kind: SideKind;
    to_plant: string | null;
    to_sloc: string | null;
    to_warehouse: string | null;
    to_bin: string | null;
    to_category: StockCategory | null;
    receiving_plant: string | null;
    reason_code: string | null;
    cost_center: string | null;
    customer_number: string | null;
    vendor_id: string | null;
    reference_item: number | null;
    reversal_of_item: number | null;
  };
  serial_history: EquipmentPlace & {
    history_id: Generated<number>;
    equipment_number: string;
    mat_doc: string;
    item_no: number;
  };
  /** goods movements per plant, posting date, movement type and side up to movement_summary_state.horizon (0160) */
  movement_summary: {
    plant_id: string;
    day: DateColumn;
    movement_type: string;
    side: 'IN' | 'OUT';
    items: number;
    documents: number;
  };
  /** one row: the oldest transaction not yet counted in movement_summary (domain/kpis/movement-summary.ts) */
  movement_summary_state: {
    one: Generated<boolean>;
    horizon: Generated<string>;
    refreshed_at: Timestamp | null;
  };
  /** what stock_age_summary counts of each position with stock (0210) */
  stock_age_position: {
    stock_id: number;
    plant_id: string;
    category: string;
    /** the quarter hour (UTC) of the position's last movement */
    moved: DateColumn;
    quantity: Decimal;
  };
  /** positions with stock per plant, category and quarter hour of last movement up to stock_age_state.horizon (0210) */
  stock_age_summary: {
    plant_id: string;
    category: string;
    moved: DateColumn;
    positions: number;
    quantity: Decimal;
  };
  /** one row: the oldest transaction whose positions stock_age_summary has not moved yet (domain/kpis/stock-age.ts) */
  stock_age_state: {
    one: Generated<boolean>;
    horizon: Generated<string>;
    refreshed_at: Timestamp | null;
  };
  idempotency_key: {
    user_id: number;
    idem_key: string;
    request_hash: string;
    response_status: Generated<number>;
    response_body: Generated<string>;
    mat_doc: string | null;
    created_at: Timestamp;
  };
}
