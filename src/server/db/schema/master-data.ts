import type { ColumnType, Generated } from 'kysely';

/** numeric(13,3) columns: decimal strings in and out, never floats. */
export type Decimal = ColumnType<string, string, string>;
export type DecimalDefault = ColumnType<string, string | undefined, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateColumn = ColumnType<Date, Date | string, Date | string>;

export interface MasterDataTables {
  country: { iso_code: string; name: string };
  company_code: { company_code: string; name: string; country: string; currency: string };
  plant: {
    plant_id: string;
    name: string;
    company_code: string;
    country: string;
    city: string;
    timezone: Generated<string>;
    /** months before the current one open for posting (0101_posting_period) */
    posting_open_months: Generated<number>;
  };
  warehouse: { warehouse_id: string; name: string; plant_id: string };
  storage_location: { plant_id: string; sloc_id: string; name: string; warehouse_id: string | null };
  storage_type: { warehouse_id: string; storage_type: string; name: string; role: 'GR_AREA' | 'RACK' | 'SHIPPING' | 'DIFFERENCE' };
  bin_type: { warehouse_id: string; bin_type: string; description: string };
  storage_bin: {
    warehouse_id: string;
    bin_id: string;
    storage_type: string;
    bin_type: string;
    capacity: Decimal | null;
    blocked: Generated<boolean>;
  };
  material_group: { material_group: string; description: string };
  material_type: { material_type: string; description: string };
  material: {
    material_id: string;
    description: string;
    material_type: string;
    material_group: string;
    base_unit: Generated<string>;
    serialized: Generated<boolean>;
    batch_managed: Generated<boolean>;
    quality_inspected: Generated<boolean>;
    product_category: string | null;
    created_at: Timestamp;
  };
  material_gtin: { gtin: string; material_id: string };
  material_plant: { material_id: string; plant_id: string; default_sloc: string | null };
  fixed_bin: { warehouse_id: string; material_id: string; bin_id: string };
  vendor: { vendor_id: string; name: string; country: string; city: string; email: string | null };
  customer: { customer_number: string; name: string; country: string; city: string };
  cost_center: { cost_center: string; company_code: string; description: string };
  carrier: { carrier_code: string; name: string; tracking_url_template: string | null };
  shipping_route: { route_id: string; description: string };
  shipping_profile: { profile_id: string; name: string; carrier_code: string; service: string; shipping_point: string };
  movement_type: { movement_type: string; description: string; reversal_of: string | null };
  movement_reason: { movement_type: string; reason_code: string; description: string };
  unit_of_measure: { unit: string; description: string; decimals: number };
  stock_category: { category: string; description: string };
  purchase_order: {
    po_number: string;
    vendor_id: string;
    plant_id: string;
    company_code: string;
    document_date: DateColumn;
    created_at: Timestamp;
  };
  purchase_order_item: {
    po_number: string;
    item_no: number;
    material_id: string;
    plant_id: string;
    sloc_id: string;
    quantity: Decimal;
    received_qty: DecimalDefault;
    over_tolerance_pct: DecimalDefault;
    delivery_date: DateColumn;
    closed: Generated<boolean>;
  };
  stock_transport_order: {
    sto_number: string;
    supplying_plant: string;
    receiving_plant: string;
    document_date: DateColumn;
    created_at: Timestamp;
    /** the shipping route of its deliveries (migration 0020) */
    route_id: string | null;
  };
  stock_transport_order_item: {
    sto_number: string;
    item_no: number;
    material_id: string;
    supplying_sloc: string;
    receiving_sloc: string;
    quantity: Decimal;
    issued_qty: DecimalDefault;
    received_qty: DecimalDefault;
    delivery_date: DateColumn;
    closed: Generated<boolean>;
    /** the quantity already in deliveries, never above the ordered one (migration 0020) */
    in_delivery_qty: DecimalDefault;
  };
  sales_order: {
    sales_order_number: string;
    customer_number: string;
    plant_id: string;
    shipping_profile: string | null;
    document_date: DateColumn;
    created_at: Timestamp;
    /** the shipping route of its deliveries (migration 0020) */
    route_id: string | null;
    /** the order is blocked for credit (migration 0020) */
    credit_block: Generated<boolean>;
  };
  sales_order_item: {
    sales_order_number: string;
    item_no: number;
    material_id: string;
    sloc_id: string;
    quantity: Decimal;
    delivered_qty: DecimalDefault;
    delivery_date: DateColumn;
    closed: Generated<boolean>;
    /** the quantity already in deliveries, never above the ordered one (migration 0020) */
    in_delivery_qty: DecimalDefault;
  };
  number_range: { object: string; next_value: number; last_value: number };
}
