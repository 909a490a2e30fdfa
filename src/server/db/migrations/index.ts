import type { Migration } from 'kysely';
import * as m0001 from './0001_master_data';
import * as m0002 from './0002_auth';
import * as m0003 from './0003_ledger';
import * as m0005 from './0005_master_data_indexes';
import * as m0006 from './0006_transfer_orders';
import * as m0007 from './0007_stock_visibility_indexes';
import * as m0008 from './0008_configuration';
import * as m0009 from './0009_api_tokens';
import * as m0010 from './0010_events';
import * as m0012 from './0012_webhooks';
import * as m0013 from './0013_api_rate_limit';
import * as m0020 from './0020_deliveries';
import * as m0030 from './0030_physical_inventory';
import * as m0035 from './0035_material_transfer';
import * as m0040 from './0040_gs1_sscc';
import * as m0041 from './0041_shipping';
import * as m0050 from './0050_quality';
import * as m0060 from './0060_dock';
import * as m0080 from './0080_document_locks';
import * as m0085 from './0085_document_sequences';
import * as m0086 from './0086_receiving_unload';
import * as m0087 from './0087_sdsk_attachments';
import * as m0090 from './0090_transit_transfer';
import * as m0091 from './0091_list_indexes';
import * as m0092 from './0092_lean_ledger_rows';
import * as m0093 from './0093_posting_functions';
import * as m0094 from './0094_posting_batches';
import * as m0095 from './0095_posting_row_functions';
import * as m0096 from './0096_user_profile_version';
import * as m0097 from './0097_posting_post_set_based';
import * as m0098 from './0098_feed_shift';
import * as m0099 from './0099_delivery_types';
import * as m0100 from './0100_equipment_receipt_requests';
import * as m0101 from './0101_posting_period';
import * as m0102 from './0102_user_language_optional';
import * as m0103 from './0103_notification_messages';
import * as m0104 from './0104_second_factor';
import * as m0105 from './0105_passkeys';
import * as m0106 from './0106_mail_outbox';
import * as m0107 from './0107_account_tokens';
import * as m0108 from './0108_notification_kinds';
import * as m0110 from './0110_audit_trail';
import * as m0111 from './0111_session_list';
import * as m0112 from './0112_sso';
import * as m0130 from './0130_customer_returns';
import * as m0140 from './0140_edi_channels';
import * as m0160 from './0160_movement_summary';
import * as m0180 from './0180_edi_outbound';
import * as m0190 from './0190_document_outputs';
import * as m0200 from './0200_vendor_returns';
import * as m0210 from './0210_stock_age_summary';
import * as m0220 from './0220_repair_loop';
import * as m0230 from './0230_ledger_row_checks';
// the dock and the supplier side

/**
 * Forward-only migrations, listed explicitly so they bundle and type-check.
 * Add the next number at the end; never edit one that has shipped. Database functions are not defined
 * here: each has its file in ../functions/, applied after these whenever it changes.
 */
export const migrations: Record<string, Migration> = {
  '0001_master_data': m0001,
  '0002_auth': m0002,
  '0003_ledger': m0003,
  '0005_master_data_indexes': m0005,
  '0006_transfer_orders': m0006,
  '0007_stock_visibility_indexes': m0007,
  '0008_configuration': m0008,
  '0009_api_tokens': m0009,
  '0010_events': m0010,
  '0012_webhooks': m0012,
  '0013_api_rate_limit': m0013,
  '0020_deliveries': m0020,
  '0030_physical_inventory': m0030,
  '0035_material_transfer': m0035,
  '0040_gs1_sscc': m0040,
  '0041_shipping': m0041,
  '0050_quality': m0050,
  '0060_dock': m0060,
  '0080_document_locks': m0080,
  '0085_document_sequences': m0085,
  '0086_receiving_unload': m0086,
  '0087_sdsk_attachments': m0087,
  '0090_transit_transfer': m0090,
  '0091_list_indexes': m0091,
  '0092_lean_ledger_rows': m0092,
  '0093_posting_functions': m0093,
  '0094_posting_batches': m0094,
  '0095_posting_row_functions': m0095,
  '0096_user_profile_version': m0096,
  '0097_posting_post_set_based': m0097,
  '0098_feed_shift': m0098,
  '0099_delivery_types': m0099,
  '0100_equipment_receipt_requests': m0100,
  '0101_posting_period': m0101,
  '0102_user_language_optional': m0102,
  '0103_notification_messages': m0103,
  '0104_second_factor': m0104,
  '0105_passkeys': m0105,
  '0106_mail_outbox': m0106,
  '0107_account_tokens': m0107,
  '0108_notification_kinds': m0108,
  '0110_audit_trail': m0110,
  '0111_session_list': m0111,
  '0112_sso': m0112,
  '0130_customer_returns': m0130,
  '0140_edi_channels': m0140,
  '0160_movement_summary': m0160,
  '0180_edi_outbound': m0180,
  '0190_document_outputs': m0190,
  '0200_vendor_returns': m0200,
  '0210_stock_age_summary': m0210,
  '0220_repair_loop': m0220,
  '0230_ledger_row_checks': m0230,
};
