import { type Kysely, sql } from 'kysely';

/**
 * The inventory ledger: stock per position, stock in transit, equipment (serials), material
 * documents with items and serial history, idempotency keys. Posted documents, their items and
 * serial history are immutable in the database itself; stock is written only by postings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table stock (
  stock_id bigserial primary key,
  material_id varchar(18) not null references material,
  plant_id varchar(4) not null,
  sloc_id varchar(4) not null,
  warehouse_id varchar(3),
  bin_id varchar(18),
  batch varchar(10) not null default '',
  category varchar(12) not null,
  quantity numeric(13,3) not null default 0,
  updated_at timestamptz not null default now(),
  constraint stock_category_valid check (category in ('UNRESTRICTED', 'QUALITY', 'BLOCKED')),
  constraint stock_quantity_not_negative check (quantity >= 0),
  constraint stock_bin_needs_warehouse check ((warehouse_id is null) = (bin_id is null)),
  foreign key (plant_id, sloc_id) references storage_location,
  foreign key (warehouse_id, bin_id) references storage_bin
);
comment on table stock is 'quantity per position; written only by postMaterialDocument';
create unique index stock_position_key on stock (material_id, plant_id, sloc_id, (coalesce(bin_id, '')), batch, category);
create index stock_plant_idx on stock (plant_id, sloc_id, material_id);
create index stock_bin_idx on stock (warehouse_id, bin_id, material_id) where bin_id is not null;

create table stock_in_transit (
  transit_id bigserial primary key,
  material_id varchar(18) not null references material,
  plant_id varchar(4) not null references plant,
  batch varchar(10) not null default '',
  quantity numeric(13,3) not null default 0,
  updated_at timestamptz not null default now(),
  constraint stock_in_transit_not_negative check (quantity >= 0),
  unique (material_id, plant_id, batch)
);
comment on column stock_in_transit.plant_id is 'receiving plant: issued with 641 for a stock transport order, not yet received';
create index stock_in_transit_plant_idx on stock_in_transit (plant_id, material_id);

create sequence equipment_number_seq start with 10000001;
create table equipment (
  equipment_number varchar(18) primary key default nextval('equipment_number_seq')::text,
  material_id varchar(18) not null references material,
  serial_number varchar(30) not null,
  status varchar(12) not null,
  plant_id varchar(4) not null references plant,
  sloc_id varchar(4),
  warehouse_id varchar(3),
  bin_id varchar(18),
  batch varchar(10) not null default '',
  category varchar(12),
  locked boolean not null default false,
  last_mat_doc varchar(10) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint equipment_status_valid check (status in ('IN_STOCK', 'IN_TRANSIT', 'ISSUED', 'RETURNED', 'SCRAPPED', 'LOST', 'REMOVED')),
  constraint equipment_position_when_in_stock check ((status = 'IN_STOCK') = (sloc_id is not null and category is not null)),
  constraint equipment_bin_needs_warehouse check ((warehouse_id is null) = (bin_id is null)),
  unique (material_id, serial_number)
);
comment on column equipment.plant_id is 'plant of the current position; receiving plant when in transit; last plant otherwise';
create index equipment_serial_idx on equipment (serial_number);
create index equipment_position_idx on equipment (plant_id, sloc_id, bin_id, material_id);

create table material_document (
  mat_doc varchar(10) primary key,
  posting_date date not null,
  document_date date not null,
  created_at timestamptz not null default now(),
  created_by integer not null references app_user,
  header_text text not null default '',
  reference_type varchar(10),
  reference_number varchar(20),
  reversal_of varchar(10) unique references material_document,
  item_count integer not null,
  constraint material_document_items check (item_count > 0),
  constraint material_document_reference check ((reference_type is null) = (reference_number is null)),
  constraint material_document_header_text check (length(header_text) <= 200)
);
comment on column material_document.reversal_of is 'unique: a document is reversed at most once';
create index material_document_posting_idx on material_document (posting_date desc, mat_doc desc);
create index material_document_reference_idx on material_document (reference_type, reference_number) where reference_type is not null;
create index material_document_user_idx on material_document (created_by, posting_date desc);

create table material_document_item (
  mat_doc varchar(10) not null references material_document,
  item_no integer not null,
  movement_type varchar(3) not null references movement_type,
  material_id varchar(18) not null references material,
  quantity numeric(13,3) not null,
  batch varchar(10) not null default '',
  posting_date date not null,
  from_kind varchar(12) not null,
  from_plant varchar(4) references plant,
  from_sloc varchar(4),
  from_warehouse varchar(3),
  from_bin varchar(18),
  from_category varchar(12),
  to_kind varchar(12) not null,
  to_plant varchar(4) references plant,
  to_sloc varchar(4),
  to_warehouse varchar(3),
  to_bin varchar(18),
  to_category varchar(12),
  receiving_plant varchar(4) references plant,
  reason_code varchar(4),
  cost_center varchar(10) references cost_center,
  customer_number varchar(10) references customer,
  vendor_id varchar(10) references vendor,
  reference_item integer,
  reversal_of_item integer,
  primary key (mat_doc, item_no),
  foreign key (movement_type, reason_code) references movement_reason,
  constraint material_document_item_quantity check (quantity > 0),
  constraint material_document_item_kinds check (
    from_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL')
    and to_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL')
    and not (from_kind <> 'POSITION' and to_kind <> 'POSITION' and not (from_kind = 'TRANSIT' or to_kind = 'TRANSIT'))
  ),
  constraint material_document_item_from check ((from_kind = 'POSITION') = (from_plant is not null and from_sloc is not null and from_category is not null)),
  constraint material_document_item_to check ((to_kind = 'POSITION') = (to_plant is not null and to_sloc is not null and to_category is not null)),
  constraint material_document_item_transit check ((from_kind = 'TRANSIT' or to_kind = 'TRANSIT') = (receiving_plant is not null))
);
create index material_document_item_recent_idx on material_document_item (posting_date desc, mat_doc desc, item_no);
create index material_document_item_material_idx on material_document_item (material_id, posting_date desc, mat_doc desc);
create index material_document_item_from_idx on material_document_item (from_plant, from_sloc, posting_date desc) where from_plant is not null;
create index material_document_item_to_idx on material_document_item (to_plant, to_sloc, posting_date desc) where to_plant is not null;
create index material_document_item_transit_idx on material_document_item (receiving_plant, posting_date desc) where receiving_plant is not null;
create index material_document_item_type_idx on material_document_item (movement_type, posting_date desc);

create table serial_history (
  history_id bigserial primary key,
  equipment_number varchar(18) not null references equipment,
  mat_doc varchar(10) not null,
  item_no integer not null,
  status varchar(12) not null,
  plant_id varchar(4) not null,
  sloc_id varchar(4),
  warehouse_id varchar(3),
  bin_id varchar(18),
  batch varchar(10) not null default '',
  category varchar(12),
  foreign key (mat_doc, item_no) references material_document_item,
  unique (mat_doc, equipment_number)
);
comment on table serial_history is 'per serial and posted item: the state the posting left the equipment in';
create index serial_history_equipment_idx on serial_history (equipment_number, history_id);

create table idempotency_key (
  user_id integer not null references app_user on delete cascade,
  idem_key varchar(200) not null,
  request_hash char(64) not null,
  response_status integer not null default 0,
  response_body text not null default '',
  mat_doc varchar(10),
  created_at timestamptz not null default now(),
  primary key (user_id, idem_key)
);
comment on table idempotency_key is 'claimed inside the posting transaction; kept at least 24 hours';
create index idempotency_key_created_idx on idempotency_key (created_at);

create function ledger_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'posted % rows are immutable: post a reversal instead', tg_table_name using errcode = '55000';
end $$;
create trigger material_document_immutable before update or delete on material_document
  for each row execute function ledger_immutable();
create trigger material_document_no_truncate before truncate on material_document
  for each statement execute function ledger_immutable();
create trigger material_document_item_immutable before update or delete on material_document_item
  for each row execute function ledger_immutable();
create trigger material_document_item_no_truncate before truncate on material_document_item
  for each statement execute function ledger_immutable();
create trigger serial_history_immutable before update or delete on serial_history
  for each row execute function ledger_immutable();
create trigger serial_history_no_truncate before truncate on serial_history
  for each statement execute function ledger_immutable();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function ledger_immutable();

insert into number_range (object, next_value, last_value) values ('material_document', 4900000001, 4999999999);
`.execute(db);
}
