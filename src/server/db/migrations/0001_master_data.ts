import { type Kysely, sql } from 'kysely';

/** Master data and the orders the warehouse works on (purchase, stock transport, sales). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table country (
  iso_code char(2) primary key,
  name text not null
);
create table company_code (
  company_code varchar(4) primary key,
  name text not null,
  country char(2) not null references country,
  currency char(3) not null
);
create table plant (
  plant_id varchar(4) primary key,
  name text not null,
  company_code varchar(4) not null references company_code,
  country char(2) not null references country,
  city text not null,
  timezone text not null default 'UTC'
);
create table warehouse (
  warehouse_id varchar(3) primary key,
  name text not null,
  plant_id varchar(4) not null references plant
);
create table storage_location (
  plant_id varchar(4) not null references plant,
  sloc_id varchar(4) not null,
  name text not null,
  warehouse_id varchar(3) references warehouse,
  primary key (plant_id, sloc_id)
);
comment on column storage_location.warehouse_id is 'set when the storage location is warehouse-managed (stock per bin)';
create table storage_type (
  warehouse_id varchar(3) not null references warehouse,
  storage_type varchar(3) not null,
  name text not null,
  role text not null check (role in ('GR_AREA', 'RACK', 'SHIPPING', 'DIFFERENCE')),
  primary key (warehouse_id, storage_type)
);
create table bin_type (
  warehouse_id varchar(3) not null references warehouse,
  bin_type varchar(4) not null,
  description text not null,
  primary key (warehouse_id, bin_type)
);
create table storage_bin (
  warehouse_id varchar(3) not null references warehouse,
  bin_id varchar(18) not null,
  storage_type varchar(3) not null,
  bin_type varchar(4) not null,
  capacity numeric(13,3),
  blocked boolean not null default false,
  primary key (warehouse_id, bin_id),
  foreign key (warehouse_id, storage_type) references storage_type,
  foreign key (warehouse_id, bin_type) references bin_type
);
create index storage_bin_type_idx on storage_bin (warehouse_id, storage_type, bin_type, bin_id);
create table material_group (
  material_group varchar(9) primary key,
  description text not null
);
create table material_type (
  material_type varchar(4) primary key,
  description text not null
);
create table material (
  material_id varchar(18) primary key,
  description text not null,
  material_type varchar(4) not null references material_type,
  material_group varchar(9) not null references material_group,
  base_unit varchar(3) not null default 'EA',
  serialized boolean not null default false,
  batch_managed boolean not null default false,
  quality_inspected boolean not null default false,
  product_category text,
  created_at timestamptz not null default now()
);
create index material_group_idx on material (material_group, material_id);
create index material_type_idx on material (material_type, material_id);
create index material_description_idx on material (lower(description) text_pattern_ops);
create table material_gtin (
  gtin varchar(14) primary key,
  material_id varchar(18) not null references material
);
create index material_gtin_material_idx on material_gtin (material_id);
create table material_plant (
  material_id varchar(18) not null references material,
  plant_id varchar(4) not null references plant,
  default_sloc varchar(4),
  primary key (material_id, plant_id)
);
create table fixed_bin (
  warehouse_id varchar(3) not null,
  material_id varchar(18) not null references material,
  bin_id varchar(18) not null,
  primary key (warehouse_id, material_id),
  foreign key (warehouse_id, bin_id) references storage_bin
);
create table vendor (
  vendor_id varchar(10) primary key,
  name text not null,
  country char(2) not null references country,
  city text not null,
  email text
);
create table customer (
  customer_number varchar(10) primary key,
  name text not null,
  country char(2) not null references country,
  city text not null
);
create table cost_center (
  cost_center varchar(10) primary key,
  company_code varchar(4) not null references company_code,
  description text not null
);
create table carrier (
  carrier_code varchar(10) primary key,
  name text not null,
  tracking_url_template text
);
create table shipping_route (
  route_id varchar(6) primary key,
  description text not null
);
create table shipping_profile (
  profile_id varchar(10) primary key,
  name text not null,
  carrier_code varchar(10) not null references carrier,
  service text not null,
  shipping_point varchar(4) not null references plant
);
create table movement_type (
  movement_type varchar(3) primary key,
  description text not null,
  reversal_of varchar(3) references movement_type
);
create table movement_reason (
  movement_type varchar(3) not null references movement_type,
  reason_code varchar(4) not null,
  description text not null,
  primary key (movement_type, reason_code)
);

create table purchase_order (
  po_number varchar(10) primary key,
  vendor_id varchar(10) not null references vendor,
  plant_id varchar(4) not null references plant,
  company_code varchar(4) not null references company_code,
  document_date date not null,
  created_at timestamptz not null default now()
);
create index purchase_order_vendor_idx on purchase_order (vendor_id, po_number);
create index purchase_order_plant_idx on purchase_order (plant_id, document_date);
create table purchase_order_item (
  po_number varchar(10) not null references purchase_order,
  item_no integer not null,
  material_id varchar(18) not null references material,
  plant_id varchar(4) not null references plant,
  sloc_id varchar(4) not null,
  quantity numeric(13,3) not null check (quantity > 0),
  received_qty numeric(13,3) not null default 0 check (received_qty >= 0),
  over_tolerance_pct numeric(5,2) not null default 0 check (over_tolerance_pct >= 0),
  delivery_date date not null,
  closed boolean not null default false,
  primary key (po_number, item_no),
  foreign key (plant_id, sloc_id) references storage_location
);
create index purchase_order_item_material_idx on purchase_order_item (material_id);
create table stock_transport_order (
  sto_number varchar(10) primary key,
  supplying_plant varchar(4) not null references plant,
  receiving_plant varchar(4) not null references plant,
  document_date date not null,
  created_at timestamptz not null default now()
);
create table stock_transport_order_item (
  sto_number varchar(10) not null references stock_transport_order,
  item_no integer not null,
  material_id varchar(18) not null references material,
  supplying_sloc varchar(4) not null,
  receiving_sloc varchar(4) not null,
  quantity numeric(13,3) not null check (quantity > 0),
  issued_qty numeric(13,3) not null default 0 check (issued_qty >= 0),
  received_qty numeric(13,3) not null default 0 check (received_qty >= 0),
  delivery_date date not null,
  closed boolean not null default false,
  primary key (sto_number, item_no)
);
create table sales_order (
  sales_order_number varchar(10) primary key,
  customer_number varchar(10) not null references customer,
  plant_id varchar(4) not null references plant,
  shipping_profile varchar(10) references shipping_profile,
  document_date date not null,
  created_at timestamptz not null default now()
);
create table sales_order_item (
  sales_order_number varchar(10) not null references sales_order,
  item_no integer not null,
  material_id varchar(18) not null references material,
  sloc_id varchar(4) not null,
  quantity numeric(13,3) not null check (quantity > 0),
  delivered_qty numeric(13,3) not null default 0 check (delivered_qty >= 0),
  delivery_date date not null,
  closed boolean not null default false,
  primary key (sales_order_number, item_no)
);
create table number_range (
  object text primary key,
  next_value bigint not null,
  last_value bigint not null
);
`.execute(db);
}
