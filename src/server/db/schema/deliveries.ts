import type { ColumnType, Generated } from 'kysely';
import type { Decimal, DecimalDefault, Timestamp } from './master-data';

/** SO, STO; RTV: a return to the vendor (migration 0200), never in a published delivery answer. */
export type DeliveryOrderType = 'SO' | 'STO' | 'RTV';
/** The orders deliveries are created for from the deliveries due: what the published answers call the order type. */
export type OrderDeliveryType = Exclude<DeliveryOrderType, 'RTV'>;
export type DeliveryStatus = 'OPEN' | 'PICKING' | 'PICKED' | 'PACKED' | 'GOODS_ISSUED' | 'DELIVERED';
type DateColumn = ColumnType<Date, Date | string, Date | string>;

/** Outbound deliveries (migration 0020). */
export interface DeliveryTables {
  /** which orders a delivery type delivers (migration 0099) */
  delivery_type: { delivery_type: string; description: string; order_type: OrderDeliveryType; sort_order: number };
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
    /** the vendor of a return to vendor (order type RTV, migration 0200) */
    vendor_id: string | null;
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
  /** a return to vendor (migration 0200): its kind (122 against a receipt, 161 on the PO) and receipt */
  vendor_return: {
    delivery_number: string;
    movement_type: '122' | '161';
    po_number: string;
    gr_mat_doc: string | null;
    note: Generated<string>;
  };
  vendor_return_item: {
    delivery_number: string;
    item_no: number;
    po_item: number;
    gr_item: number | null;
    reason_code: string;
    serials: ColumnType<string[], string[] | undefined, string[]>;
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
