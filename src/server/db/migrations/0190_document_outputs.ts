import { type Kysely, sql } from 'kysely';

/**
 * The document history (issue 39, "Documents that travel with goods"): every label and document given
 * out for a delivery, shipment, handling unit or material document, downloaded or sent to a printer,
 * by whom and when; a reprint names the output it copies (copy_of). Only adds a table: release 0.2.0
 * runs on this schema unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table document_output (
  output_id bigserial primary key,
  document_type varchar(10) not null,
  document_id varchar(20) not null,
  plant_id varchar(4) not null references plant,
  output_kind varchar(20) not null,
  format varchar(4) not null,
  channel varchar(8) not null,
  printer_id varchar(20) references printer,
  print_job_id bigint references print_job,
  copy_of bigint references document_output,
  created_by integer not null references app_user,
  created_at timestamptz not null default now(),
  constraint document_output_type_valid check (document_type in ('DELIVERY', 'SHIPMENT', 'HU', 'MATDOC')),
  constraint document_output_kind_valid check (output_kind in ('delivery-note', 'sscc', 'delivery', 'transfer-posting')),
  constraint document_output_format_valid check (format in ('pdf', 'zpl')),
  constraint document_output_channel_valid check (channel in ('DOWNLOAD', 'PRINTER')),
  constraint document_output_printer check ((channel = 'PRINTER') = (printer_id is not null))
);
create index document_output_document_idx on document_output (document_type, document_id, output_id desc);
`.execute(db);
}
