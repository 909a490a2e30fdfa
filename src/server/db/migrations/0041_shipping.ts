import { type Kysely, sql } from 'kysely';

/**
 * Shipping: handling units (packed delivery items and serials, nested HUs, one SSCC
 * each), shipments (deliveries grouped with carrier, service, shipping profile, tracking number;
 * PLANNED -> LOADING -> SHIPPED -> DELIVERED), proof of delivery per item (a shortfall is a POD
 * difference on the delivery), bulk POD runs, label printers and print jobs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table handling_unit (
  hu_number varchar(10) primary key,
  sscc char(18) not null unique,
  plant_id varchar(4) not null references plant,
  delivery_number varchar(10) not null references delivery,
  parent_hu varchar(10) references handling_unit,
  packaging_material varchar(20) not null,
  gross_weight numeric(13,3),
  status varchar(8) not null default 'CLOSED',
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  constraint handling_unit_not_in_itself check (parent_hu is null or parent_hu <> hu_number),
  constraint handling_unit_status_valid check (status in ('OPEN', 'CLOSED')),
  constraint handling_unit_weight check (gross_weight is null or gross_weight > 0)
);
create index handling_unit_delivery_idx on handling_unit (delivery_number, hu_number);
create index handling_unit_parent_idx on handling_unit (parent_hu) where parent_hu is not null;
create index handling_unit_list_idx on handling_unit (plant_id, created_at desc, hu_number desc);

create table handling_unit_item (
  hu_number varchar(10) not null references handling_unit,
  delivery_number varchar(10) not null,
  item_no integer not null,
  material_id varchar(18) not null references material,
  quantity numeric(13,3) not null check (quantity > 0),
  serials text[] not null default '{}',
  primary key (hu_number, delivery_number, item_no),
  foreign key (delivery_number, item_no) references delivery_item
);
create index handling_unit_item_delivery_idx on handling_unit_item (delivery_number, item_no);
create index handling_unit_item_serials_idx on handling_unit_item using gin (serials);

alter table delivery_item add column packed_qty numeric(13,3) not null default 0;
alter table delivery_item add constraint delivery_item_packed check (packed_qty >= 0 and packed_qty <= picked_qty);
alter table delivery add column pod_difference boolean not null default false;

create table shipment (
  shipment_number varchar(10) primary key,
  plant_id varchar(4) not null references plant,
  carrier_code varchar(10) not null references carrier,
  service text not null,
  profile_id varchar(10) references shipping_profile,
  tracking_number varchar(40),
  planned_departure timestamptz,
  actual_departure timestamptz,
  status varchar(10) not null default 'PLANNED',
  delivered_at timestamptz,
  pod_date date,
  pod_signer text,
  pod_photo bytea,
  pod_photo_type varchar(20),
  pod_difference boolean not null default false,
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  constraint shipment_status_valid check (status in ('PLANNED', 'LOADING', 'SHIPPED', 'DELIVERED'))
);
create index shipment_list_idx on shipment (plant_id, created_at desc, shipment_number desc);
create index shipment_status_idx on shipment (plant_id, status);

create table shipment_delivery (
  shipment_number varchar(10) not null references shipment,
  delivery_number varchar(10) not null unique references delivery,
  primary key (shipment_number, delivery_number)
);

create table pod_item (
  shipment_number varchar(10) not null references shipment,
  delivery_number varchar(10) not null,
  item_no integer not null,
  shipped_qty numeric(13,3) not null,
  delivered_qty numeric(13,3) not null check (delivered_qty >= 0),
  difference numeric(13,3) not null,
  reason text,
  confirmed_by integer not null references app_user,
  confirmed_at timestamptz not null default now(),
  primary key (shipment_number, delivery_number, item_no),
  foreign key (delivery_number, item_no) references delivery_item,
  constraint pod_item_not_more check (delivered_qty <= shipped_qty and difference = shipped_qty - delivered_qty)
);
comment on table pod_item is 'proof of delivery per delivery item: a positive difference is a POD difference (the customer got less than left with the goods issue)';

create table printer (
  printer_id varchar(20) primary key,
  name text not null,
  plant_id varchar(4) not null references plant,
  host varchar(253) not null,
  port integer not null check (port between 1 and 65535),
  dpi integer not null check (dpi in (203, 300, 600)),
  label_width_mm numeric(6,1) not null check (label_width_mm > 0),
  label_height_mm numeric(6,1) not null check (label_height_mm > 0),
  created_at timestamptz not null default now()
);
create table print_job (
  job_id bigserial primary key,
  printer_id varchar(20) not null references printer,
  label_kind varchar(20) not null,
  reference text not null,
  label_count integer not null,
  bytes integer not null,
  status varchar(8) not null,
  error text,
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  constraint print_job_status_valid check (status in ('PRINTED', 'FAILED'))
);
create index print_job_list_idx on print_job (printer_id, created_at desc);

insert into number_range (object, next_value, last_value) values ('handling_unit', 1000000001, 1999999999);
insert into number_range (object, next_value, last_value) values ('shipment', 7000000001, 7999999999);
`.execute(db);
}
