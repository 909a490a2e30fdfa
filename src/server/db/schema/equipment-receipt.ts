import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './master-data';

export type ReceiptRequestStatus = 'OPEN' | 'RECEIVED' | 'CANCELLED';

/** Equipment announced to arrive outside a PO or shipping notice (migration 0100). */
export interface EquipmentReceiptTables {
  equipment_receipt_request: {
    request_number: string;
    plant_id: string;
    material_id: string;
    sender: string;
    reason: string;
    status: ColumnType<ReceiptRequestStatus, ReceiptRequestStatus | undefined, ReceiptRequestStatus>;
    created_by: number;
    created_at: Timestamp;
  };
  equipment_receipt_request_serial: {
    request_number: string;
    serial_number: string;
    material_id: string;
    open: Generated<boolean>;
  };
}
