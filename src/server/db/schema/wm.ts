import type { ColumnType, Generated } from 'kysely';
import type { StockCategory } from './ledger';
import type { Decimal, Timestamp } from './master-data';

export type TransferOrderType = 'PUTAWAY' | 'PICK' | 'BIN_TO_BIN';
export type TransferOrderStatus = 'OPEN' | 'CONFIRMED' | 'CANCELLED';

export interface WmTables {
  transfer_order: {
    order_id: string;
    warehouse_id: string;
    plant_id: string;
    sloc_id: string;
    order_type: TransferOrderType;
    status: ColumnType<TransferOrderStatus, TransferOrderStatus | undefined, TransferOrderStatus>;
    reference_mat_doc: string | null;
    reference_type: string | null;
    reference_number: string | null;
    created_by: number;
    created_at: Timestamp;
    closed_by: number | null;
    closed_at: Date | null;
    line_count: number;
  };
  transfer_order_line: {
    order_id: string;
    line_no: number;
    material_id: string;
    batch: Generated<string>;
    category: StockCategory;
    quantity: Decimal;
    serials: ColumnType<string[], string[] | undefined, string[]>;
    source_bin: string;
    destination_bin: string;
    status: ColumnType<TransferOrderStatus, TransferOrderStatus | undefined, TransferOrderStatus>;
    confirmed_bin: string | null;
    confirmed_qty: string | null;
    confirmed_serials: string[] | null;
    destination_differs: Generated<boolean>;
    quantity_short: Generated<boolean>;
    confirmed_mat_doc: string | null;
    confirmed_by: number | null;
    confirmed_at: Date | null;
  };
  placement_rule: { warehouse_id: string; material_group: string; bin_type: string };
}
