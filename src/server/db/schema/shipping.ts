import type { ColumnType, Generated } from 'kysely';
import type { Decimal } from './master-data';

/** Shipping and labels (migrations 0040-0049). */
export interface ShippingTables extends HandlingUnitTables {
  gs1_configuration: {
    id: boolean;
    company_prefix: string;
    extension_digit: string;
  };
}

export type HandlingUnitStatus = 'OPEN' | 'CLOSED';
export type ShipmentStatus = 'PLANNED' | 'LOADING' | 'SHIPPED' | 'DELIVERED';
type Ts = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTs = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface HandlingUnitTables {
  handling_unit: {
    hu_number: string;
    sscc: string;
    plant_id: string;
    delivery_number: string;
    parent_hu: string | null;
    packaging_material: string;
    gross_weight: Decimal | null;
    status: ColumnType<HandlingUnitStatus, HandlingUnitStatus | undefined, HandlingUnitStatus>;
    created_by: number;
    created_at: Ts;
  };
  handling_unit_item: {
    hu_number: string;
    delivery_number: string;
    item_no: number;
    material_id: string;
    quantity: Decimal;
    serials: ColumnType<string[], string[] | undefined, string[]>;
  };
  shipment: {
    shipment_number: string;
    plant_id: string;
    carrier_code: string;
    service: string;
    profile_id: string | null;
    tracking_number: string | null;
    planned_departure: NullableTs;
    actual_departure: NullableTs;
    status: ColumnType<ShipmentStatus, ShipmentStatus | undefined, ShipmentStatus>;
    delivered_at: NullableTs;
    pod_date: ColumnType<Date | null, string | null | undefined, string | null>;
    pod_signer: string | null;
    pod_photo: Buffer | null;
    pod_photo_type: string | null;
    pod_difference: Generated<boolean>;
    created_by: number;
    created_at: Ts;
  };
  shipment_delivery: { shipment_number: string; delivery_number: string };
  pod_item: {
    shipment_number: string;
    delivery_number: string;
    item_no: number;
    shipped_qty: Decimal;
    delivered_qty: Decimal;
    difference: Decimal;
    reason: string | null;
    confirmed_by: number;
    confirmed_at: Ts;
  };
  printer: {
    printer_id: string;
    name: string;
    plant_id: string;
    host: string;
    port: number;
    dpi: number;
    label_width_mm: Decimal;
    label_height_mm: Decimal;
    created_at: Ts;
  };
  print_job: {
    job_id: Generated<number>;
    printer_id: string;
    label_kind: string;
    reference: string;
    label_count: number;
    bytes: number;
    status: 'PRINTED' | 'FAILED';
    error: string | null;
    created_by: number;
    created_at: Ts;
  };
}
