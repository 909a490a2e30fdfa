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
}
