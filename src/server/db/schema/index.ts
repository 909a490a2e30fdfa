import type { ApiTokenTables } from './api-tokens';
import type { AuthTables } from './auth';
import type { DeliveryTables } from './deliveries';
import type { DockTables } from './dock';
import type { DocumentLockTables } from './document-locks';
import type { DocumentTables } from './documents';
import type { EdiTables } from './edi';
import type { EquipmentReceiptTables } from './equipment-receipt';
import type { LedgerTables } from './ledger';
import type { MailTables } from './mail';
import type { MasterDataTables } from './master-data';
import type { PhysicalInventoryTables } from './physical-inventory';
import type { QualityTables } from './quality';
import type { ReturnTables } from './returns';
import type { ShippingTables } from './shipping';
import type { SsoTables } from './sso';
import type { WmTables } from './wm';

export type { Decimal, Timestamp } from './master-data';

/** The whole database as Kysely sees it: one interface per area, joined here. */
export interface DB
  extends MasterDataTables,
    AuthTables,
    LedgerTables,
    WmTables,
    ApiTokenTables,
    DeliveryTables,
    PhysicalInventoryTables,
    DocumentLockTables,
    QualityTables,
    DockTables,
    ShippingTables,
    EquipmentReceiptTables,
    SsoTables,
    MailTables,
    ReturnTables,
    EdiTables,
    DocumentTables {}
