import { type Kysely, sql } from 'kysely';

/**
 * Customer returns (RMA): a return order per customer, naming the delivery that shipped its serials;
 * receiving it posts 651 (returns from customer) into QUALITY or BLOCKED by the return reason, and a
 * receipt into QUALITY opens an inspection lot (origin RETURN) in the same transaction. 652 reverses
 * 651. A 651 references its return order as reference type RMA (the reference columns are text).
 * Return orders are numbered from the number range 'return_order' (gap-free, 22xxxxxxxx).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
insert into movement_type (movement_type, description) values
  ('651', 'Returns from customer (return order)'),
  ('652', 'Reversal of returns from customer')
on conflict do nothing;
update movement_type set reversal_of = '651' where movement_type = '652' and reversal_of is null;

create table return_reason (
  reason_code varchar(4) primary key,
  category varchar(12) not null check (category in ('QUALITY', 'BLOCKED')),
  description text not null
);
insert into return_reason (reason_code, category, description) values
  ('0001', 'QUALITY', 'Contract ended: inspect and reuse'),
  ('0002', 'QUALITY', 'Reported defective: inspect and repair'),
  ('0003', 'BLOCKED', 'Damaged in transport: blocked for the claim'),
  ('0004', 'QUALITY', 'Wrong unit delivered');
insert into movement_reason (movement_type, reason_code, description)
  select '651', reason_code, description from return_reason
on conflict do nothing;

alter table quality_lot drop constraint quality_lot_origin_valid;
alter table quality_lot add constraint quality_lot_origin_valid check (origin in ('RECEIPT', 'MANUAL', 'POSTING', 'MIGRATION', 'RETURN'));

create table return_order (
  rma_number varchar(10) primary key,
  external_id varchar(40) unique,
  plant_id varchar(4) not null references plant,
  sloc_id varchar(4) not null,
  customer_number varchar(10) not null references customer,
  delivery_number varchar(10) not null,
  reason_code varchar(4) not null references return_reason,
  note text not null default '',
  status varchar(10) not null default 'OPEN' check (status in ('OPEN', 'PARTIAL', 'RECEIVED')),
  created_via varchar(6) not null default 'SCREEN' check (created_via in ('SCREEN', 'API')),
  created_by integer references app_user,
  created_at timestamptz not null default now(),
  foreign key (plant_id, sloc_id) references storage_location
);
create index return_order_plant_idx on return_order (plant_id, created_at desc, rma_number desc);
create index return_order_delivery_idx on return_order (delivery_number);

create table return_order_item (
  rma_number varchar(10) not null references return_order,
  item_no integer not null,
  material_id varchar(18) not null references material,
  serial_number varchar(30) not null,
  issued_mat_doc varchar(10) not null references material_document,
  received_mat_doc varchar(10) references material_document,
  lot_number varchar(10),
  primary key (rma_number, item_no),
  unique (rma_number, material_id, serial_number)
);
-- a serial is open on one return order at a time
create unique index return_order_item_open_once on return_order_item (material_id, serial_number) where received_mat_doc is null;
create index return_order_item_serial_idx on return_order_item (serial_number);

insert into number_range (object, next_value, last_value) values ('return_order', 2200000001, 2299999999);
`.execute(db);
}
