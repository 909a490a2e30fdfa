import { type Kysely, sql } from 'kysely';

/**
 * Transfer orders of warehouse-managed storage locations (put-away, picking, bin to bin): a
 * header and lines with source bin, suggested destination, what was confirmed, and the
 * material document (999) each confirmation posted. Placement rules say which bin type a
 * material group is put away to when no fixed or partly filled bin is found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table transfer_order (
  order_id varchar(10) primary key,
  warehouse_id varchar(3) not null references warehouse,
  plant_id varchar(4) not null,
  sloc_id varchar(4) not null,
  order_type varchar(12) not null,
  status varchar(12) not null default 'OPEN',
  reference_mat_doc varchar(10) references material_document,
  reference_type varchar(10),
  reference_number varchar(20),
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  closed_by integer references app_user,
  closed_at timestamptz,
  line_count integer not null,
  constraint transfer_order_type_valid check (order_type in ('PUTAWAY', 'PICK', 'BIN_TO_BIN')),
  constraint transfer_order_status_valid check (status in ('OPEN', 'CONFIRMED', 'CANCELLED')),
  constraint transfer_order_lines check (line_count > 0),
  constraint transfer_order_reference check ((reference_type is null) = (reference_number is null)),
  foreign key (plant_id, sloc_id) references storage_location
);
create index transfer_order_list_idx on transfer_order (warehouse_id, status, created_at desc, order_id desc);
create index transfer_order_created_idx on transfer_order (created_at desc, order_id desc);
create index transfer_order_mat_doc_idx on transfer_order (reference_mat_doc) where reference_mat_doc is not null;

create table transfer_order_line (
  order_id varchar(10) not null references transfer_order,
  line_no integer not null,
  material_id varchar(18) not null references material,
  batch varchar(10) not null default '',
  category varchar(12) not null,
  quantity numeric(13,3) not null,
  serials text[] not null default '{}',
  source_bin varchar(18) not null,
  destination_bin varchar(18) not null,
  status varchar(12) not null default 'OPEN',
  confirmed_bin varchar(18),
  confirmed_qty numeric(13,3),
  confirmed_serials text[],
  destination_differs boolean not null default false,
  quantity_short boolean not null default false,
  confirmed_mat_doc varchar(10) references material_document,
  confirmed_by integer references app_user,
  confirmed_at timestamptz,
  primary key (order_id, line_no),
  constraint transfer_order_line_status_valid check (status in ('OPEN', 'CONFIRMED', 'CANCELLED')),
  constraint transfer_order_line_category_valid check (category in ('UNRESTRICTED', 'QUALITY', 'BLOCKED')),
  constraint transfer_order_line_quantity check (quantity > 0),
  constraint transfer_order_line_bins_differ check (source_bin <> destination_bin),
  constraint transfer_order_line_confirmed check (
    (status = 'CONFIRMED') = (confirmed_bin is not null and confirmed_qty is not null and confirmed_mat_doc is not null)
  ),
  constraint transfer_order_line_confirmed_qty check (confirmed_qty is null or (confirmed_qty > 0 and confirmed_qty <= quantity))
);
comment on column transfer_order_line.destination_bin is 'the destination the order proposed (suggested bin)';
comment on column transfer_order_line.confirmed_bin is 'where the operator actually put it; destination_differs when not destination_bin';
create index transfer_order_line_material_idx on transfer_order_line (material_id, order_id);
create index transfer_order_line_open_source_idx on transfer_order_line (source_bin, material_id) where status = 'OPEN';
create index transfer_order_line_open_destination_idx on transfer_order_line (destination_bin) where status = 'OPEN';

create table placement_rule (
  warehouse_id varchar(3) not null references warehouse,
  material_group varchar(9) not null references material_group,
  bin_type varchar(4) not null,
  primary key (warehouse_id, material_group),
  foreign key (warehouse_id, bin_type) references bin_type
);
comment on table placement_rule is 'put-away: the bin type an empty bin must have for a material group';

insert into number_range (object, next_value, last_value) values ('transfer_order', 6000000001, 6999999999);
`.execute(db);
}
