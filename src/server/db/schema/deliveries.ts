import type { ColumnType, Generated } from 'kysely';
import type { Decimal, DecimalDefault, Timestamp } from './master-data';

export type DeliveryOrderType = 'SO' | 'STO';
export type DeliveryStatus = 'OPEN' | 'PICKING' | 'PICKED' | 'PACKED' | 'GOODS_ISSUED' | 'DELIVERED';
type DateColumn = ColumnType<Date, Date | string, Date | string>;

/** Outbound deliveries (migration 0020). */
export interface DeliveryTables {
  /** which orders a delivery type delivers (migration 0099) */
  delivery_type: { delivery_type: string; description: string; order_type: DeliveryOrderType; sort_order: number };
  delivery: {
    delivery_number: string;
    order_type: DeliveryOrderType;
    order_number: string;
    plant_id: string;
    shipping_point: string;
    customer_number: string | null;
    receiving_plant: string | null;
    route_id: string | null;
    delivery_date: DateColumn;
    status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
    gi_mat_doc: string | null;
    item_count: number;
    created_by: number;
    created_at: Timestamp;
    /** a proof of delivery found less than was issued (migration 0041) */
    pod_difference: ColumnType<boolean, boolean | undefined, boolean>;
  };
  delivery_item: {
    delivery_number: string;
    item_no: number;
    order_item: number;
    material_id: string;
    sloc_id: string;
    quantity: Decimal;
    picked_qty: DecimalDefault;
    issued_qty: DecimalDefault;
    /** packed into handling units (migration 0041) */
    packed_qty: DecimalDefault;
  };
  delivery_pick: {
    pick_id: Generated<number>;
    delivery_number: string;
    item_no: number;
    order_id: string;
    line_no: number;
    warehouse_id: string;
    bin_id: string;
    batch: Generated<string>;
    quantity: Decimal;
    serials: ColumnType<string[], string[] | undefined, string[]>;
    mat_doc: string;
    picked_by: number;
    picked_at: Timestamp;
  };
  delivery_error_log: {
    log_id: Generated<number>;
    order_type: DeliveryOrderType;
    order_number: string;
    item_no: number | null;
    delivery_number: string | null;
    code: string;
    message: string;
    created_by: number;
    created_at: Timestamp;
  };
}
