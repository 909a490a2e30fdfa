import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './master-data';

export type ReturnOrderStatus = 'OPEN' | 'PARTIAL' | 'RECEIVED';
export type ReturnCategory = 'QUALITY' | 'BLOCKED';

/** Customer returns (migration 0130): return orders (RMA), their serials, the return reasons. */
export interface ReturnTables {
  return_reason: { reason_code: string; category: ReturnCategory; description: string };
  return_order: {
    rma_number: string;
    external_id: string | null;
    plant_id: string;
    sloc_id: string;
    customer_number: string;
    delivery_number: string;
    reason_code: string;
    note: Generated<string>;
    status: ColumnType<ReturnOrderStatus, ReturnOrderStatus | undefined, ReturnOrderStatus>;
    created_via: ColumnType<'SCREEN' | 'API', 'SCREEN' | 'API' | undefined, 'SCREEN' | 'API'>;
    created_by: number | null;
    created_at: Timestamp;
  };
  return_order_item: {
    rma_number: string;
    item_no: number;
    material_id: string;
    serial_number: string;
    issued_mat_doc: string;
    received_mat_doc: string | null;
    lot_number: string | null;
  };
  /** repair orders (migration 0220): units sent to a vendor for repair (541) and received back (101) */
  repair_order: {
    repair_order_number: string;
    plant_id: string;
    vendor_id: string;
    lot_number: string | null;
    note: Generated<string>;
    created_by: number | null;
    created_at: Timestamp;
  };
  repair_order_item: {
    repair_order_number: string;
    item_no: number;
    material_id: string;
    serial_number: string;
    sent_mat_doc: string | null;
    received_mat_doc: string | null;
    announced_ship_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    announced_at: Date | null;
    announced_by: number | null;
  };
}
