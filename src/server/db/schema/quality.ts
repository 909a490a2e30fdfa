import type { ColumnType, Generated } from 'kysely';
import type { Decimal, Timestamp } from './master-data';

export type QualityLotStatus = 'OPEN' | 'IN_INSPECTION' | 'DECIDED' | 'CLOSED';
export type QualityLotOrigin = 'RECEIPT' | 'MANUAL' | 'POSTING' | 'MIGRATION' | 'RETURN';
export type QualitySerialState = 'OPEN' | 'IN_INSPECTION' | 'VALIDATED' | 'DECIDED';
export type QualityDecision = 'ACCEPT' | 'REJECT' | 'RETURN' | 'SCRAP' | 'OTHER';

export interface QualityTables {
  quality_code_group: { prodcat: string; code_group: string; description: string };
  quality_code: { prodcat: string; code_group: string; code: string; description: string };
  quality_plant_setting: { plant_id: string; repair_cost_center: string | null; second_validator: Generated<boolean> };
  quality_lot: {
    lot_number: Generated<string>;
    origin: QualityLotOrigin;
    plant_id: string;
    material_id: string;
    prodcat: string;
    serialized: boolean;
    vendor_id: string | null;
    po_number: string | null;
    po_item: number | null;
    opened_mat_doc: string | null;
    opened_item_no: number | null;
    quantity: Decimal;
    decided_qty: ColumnType<string, string | undefined, string>;
    status: ColumnType<QualityLotStatus, QualityLotStatus | undefined, QualityLotStatus>;
    note: Generated<string>;
    created_by: number | null;
    created_at: Timestamp;
    closed_at: Date | null;
  };
  quality_lot_serial: {
    lot_number: string;
    serial_number: string;
    material_id: string;
    equipment_number: string | null;
    state: ColumnType<QualitySerialState, QualitySerialState | undefined, QualitySerialState>;
    summary: Generated<string>;
    validated_by: number | null;
    validated_at: Date | null;
    decision: QualityDecision | null;
    decided_mat_doc: string | null;
    decided_by: number | null;
    decided_at: Date | null;
  };
  quality_lot_decision: {
    decision_id: Generated<number>;
    lot_number: string;
    mat_doc: string;
    item_no: number;
    movement_type: string;
    decision: QualityDecision;
    quantity: Decimal;
    serials: ColumnType<string[], string[] | undefined, string[]>;
    decided_by: number | null;
    decided_at: Timestamp;
  };
  quality_defect: {
    defect_id: Generated<number>;
    lot_number: string;
    serial_number: string | null;
    prodcat: string;
    code_group: string;
    code: string;
    note: Generated<string>;
    document_reference: string | null;
    created_by: number;
    created_at: Timestamp;
  };
  quality_repair: {
    repair_id: Generated<number>;
    lot_number: string;
    serial_number: string | null;
    action: string;
    part_material: string | null;
    part_quantity: Decimal | null;
    mat_doc: string | null;
    created_by: number;
    created_at: Timestamp;
  };
  equipment_lock: { equipment_number: string; reason: string; locked_by: number; locked_at: Timestamp };
  equipment_lock_event: {
    event_id: Generated<number>;
    equipment_number: string;
    action: 'LOCK' | 'UNLOCK';
    reason: string;
    user_id: number;
    at: Timestamp;
  };
  equipment_image_type: { image_type: string; description: string };
  equipment_image: {
    image_id: Generated<number>;
    equipment_number: string;
    image_type: string;
    file_name: string;
    content_type: string;
    size: number;
    sha256: string;
    content: Buffer;
    thumbnail: Buffer;
    uploaded_by: number;
    uploaded_at: Timestamp;
  };
}
