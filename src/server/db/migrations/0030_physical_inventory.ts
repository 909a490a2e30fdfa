import { type Kysely, sql } from 'kysely';

/**
 * Physical inventory (MI01/LI11/MI07): documents over bins of one warehouse, their bins in counting
 * order, items per bin and material (book quantity at creation, for display; serialized materials counted by serial), and every count as a
 * version of its item. A count records the ledger position (the highest material document touching
 * the bin and material when it was taken) and the book quantity at that position: the difference is
 * book-at-count minus counted, so the warehouse is never frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table pi_document (
  pi_number varchar(10) primary key,
  plant_id varchar(4) not null,
  sloc_id varchar(4) not null,
  warehouse_id varchar(3) not null references warehouse,
  status varchar(20) not null default 'CREATED',
  selection jsonb not null,
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  posted_by integer references app_user,
  posted_at timestamptz,
  posted_mat_doc varchar(10) references material_document,
  bin_count integer not null,
  constraint pi_document_status_valid check (status in ('CREATED', 'COUNTING', 'COUNTED', 'RECOUNT', 'POSTED')),
  constraint pi_document_bins check (bin_count > 0),
  constraint pi_document_posted check ((status = 'POSTED') = (posted_at is not null)),
  foreign key (plant_id, sloc_id) references storage_location
);
create index pi_document_list_idx on pi_document (warehouse_id, status, created_at desc, pi_number desc);
create index pi_document_created_idx on pi_document (created_at desc, pi_number desc);

create table pi_bin (
  pi_number varchar(10) not null references pi_document,
  seq integer not null,
  warehouse_id varchar(3) not null,
  bin_id varchar(18) not null,
  empty_confirmed boolean not null default false,
  counted_by integer references app_user,
  counted_at timestamptz,
  primary key (pi_number, seq),
  unique (pi_number, bin_id),
  foreign key (warehouse_id, bin_id) references storage_bin
);
create index pi_bin_bin_idx on pi_bin (warehouse_id, bin_id, counted_at desc);

create table pi_item (
  pi_number varchar(10) not null references pi_document,
  item_no integer not null,
  bin_id varchar(18) not null,
  material_id varchar(18) not null references material,
  batch varchar(10) not null default '',
  book_qty numeric(13,3) not null,
  status varchar(12) not null default 'OPEN',
  count_version integer not null default 0,
  counted_qty numeric(13,3),
  book_at_count numeric(13,3),
  ledger_mat_doc varchar(10),
  counted_serials text[],
  book_serials text[],
  posted_mat_doc varchar(10) references material_document,
  posted_item_no integer,
  primary key (pi_number, item_no),
  unique (pi_number, bin_id, material_id, batch),
  foreign key (pi_number, bin_id) references pi_bin (pi_number, bin_id),
  constraint pi_item_status_valid check (status in ('OPEN', 'COUNTED', 'RECOUNT', 'POSTED')),
  constraint pi_item_counted check ((count_version > 0) = (counted_qty is not null and book_at_count is not null)),
  constraint pi_item_quantities check (book_qty >= 0 and (counted_qty is null or counted_qty >= 0) and (book_at_count is null or book_at_count >= 0))
);
comment on column pi_item.book_qty is 'book quantity when the document was created (display only)';
comment on column pi_item.book_at_count is 'book quantity at ledger_mat_doc, the ledger position of the latest count';
comment on column pi_item.book_serials is 'serialized materials: the serials in the bin at the latest count (counted_serials: what was counted)';
create index pi_item_open_idx on pi_item (bin_id, material_id) where status <> 'POSTED';

create table pi_count (
  pi_number varchar(10) not null,
  item_no integer not null,
  version integer not null,
  counted_qty numeric(13,3) not null,
  book_at_count numeric(13,3) not null,
  ledger_mat_doc varchar(10),
  serials text[] not null default '{}',
  book_serials text[] not null default '{}',
  empty_bin boolean not null default false,
  counted_by integer not null references app_user,
  counted_at timestamptz not null default now(),
  primary key (pi_number, item_no, version),
  foreign key (pi_number, item_no) references pi_item,
  constraint pi_count_quantity check (counted_qty >= 0)
);
comment on table pi_count is 'every count of an item (append-only): a later count is a recount, never an overwrite';
create trigger pi_count_immutable before update or delete on pi_count for each row execute function ledger_immutable();

insert into number_range (object, next_value, last_value) values ('pi_document', 1000000001, 1099999999);
`.execute(db);
}
