/**
 * Authorization objects: every page, JSON route and API route is guarded by one of these.
 * A (module, transaction code) grant comes from the user's roles; 'public' needs nothing and
 * 'signed-in' needs only a session. Administrators hold the ADMIN module.
 */
export type Access = 'public' | 'signed-in' | { module: Module; tcode: string };

export const modules = ['PORTAL', 'MM', 'IM', 'WM', 'SD', 'QM', 'ADMIN'] as const;
export type Module = (typeof modules)[number];

/** The transaction codes the portal knows, per module, with what they allow. */
export const tcodes = {
  PORTAL: { PRINTAPP: 'Download the print app' },
  MM: { MIGO: 'Goods receipt for purchase and stock transport orders', ME23N: 'Display purchase orders' },
  IM: {
    MMBE: 'Stock overview',
    MB1B: 'Transfer posting',
    MB51: 'Material documents',
    MBST: 'Reverse a material document',
    MI01: 'Physical inventory documents',
    IQ03: 'Equipment and serial numbers',
    IMAGING: 'Equipment imaging',
  },
  WM: {
    LS03N: 'Storage bins',
    LX03: 'Stock inquiry',
    LT01: 'Create transfer orders (put-away, bin to bin)',
    LT12: 'Confirm transfer orders',
    LI11: 'Physical inventory counting',
    MB1A: 'Goods issue to cost centre',
    ZREC: 'Receiving (dock arrival)',
    SCHD: 'Dock scheduling',
  },
  SD: { VL06O: 'Deliveries due', VL02N: 'Deliveries', VT02N: 'Shipments', POD: 'Proof of delivery' },
  QM: { QA32: 'Quality lots', IQ08: 'Equipment lock' },
  ADMIN: { SU01: 'Users, roles and grants', CACHE: 'Refresh cached lookups' },
} as const satisfies Record<Module, Record<string, string>>;

export function grantKey(module: string, tcode: string): string {
  return `${module}/${tcode}`;
}
