/**
 * The kinds of notification the portal sends, each with its audience and its default channel. A
 * notification is written in the transaction of the event it tells of (server
 * domain/notifications/notify.ts), to the kind's audience only: supplier users of the event's vendor,
 * warehouse users of the event's plant, or the administrators. Each user chooses a channel per kind
 * (profile): in the portal only (the bell), by e-mail as well, in a daily digest as well, or not at all.
 */
export const NOTIFICATION_CHANNELS = ['PORTAL', 'EMAIL', 'DIGEST', 'OFF'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Who a kind is for: the vendor's supplier users, the plant's warehouse users, the administrators, or the people of a ticket. */
export type NotificationAudience = 'supplier' | 'warehouse' | 'administrator' | 'ticket';

export const notificationKinds = {
  /** a supplier asked for a dock slot: the plant's dock schedulers (WM/SCHD) */
  DOCK_SLOT_REQUESTED: { audience: 'warehouse', channel: 'PORTAL' },
  /** the warehouse confirmed, refused or moved a slot: the vendor's supplier users */
  DOCK_SLOT_CONFIRMED: { audience: 'supplier', channel: 'EMAIL' },
  DOCK_SLOT_REFUSED: { audience: 'supplier', channel: 'EMAIL' },
  DOCK_SLOT_MOVED: { audience: 'supplier', channel: 'EMAIL' },
  /** a shipping notice was received in full, with its differences; a carton or pallet recorded missing */
  ASN_RECEIVED: { audience: 'supplier', channel: 'PORTAL' },
  ASN_DIFFERENCE: { audience: 'supplier', channel: 'EMAIL' },
  /** the ERP created or changed a purchase order through the integration API */
  PO_CHANGED_BY_ERP: { audience: 'supplier', channel: 'DIGEST' },
  /** a supplier's confirmation proposes another quantity or date: the plant's buyers (MM/ME23N) */
  PO_CONFIRMATION_CHANGE: { audience: 'warehouse', channel: 'EMAIL' },
  /** a ticket opened, answered or closed: the people of the ticket (and the plant's desk for a new one) */
  SERVICE_DESK: { audience: 'ticket', channel: 'PORTAL' },
  /** a proof of delivery with a shortfall: the plant's shipping (SD/POD) */
  POD_SHORTFALL: { audience: 'warehouse', channel: 'EMAIL' },
  /** a usage decision on a lot of the vendor's goods */
  QUALITY_DECISION: { audience: 'supplier', channel: 'EMAIL' },
  /** a webhook's deliveries fail (a dead letter), a label printer does not answer */
  WEBHOOK_FAILING: { audience: 'administrator', channel: 'EMAIL' },
  PRINTER_FAILING: { audience: 'administrator', channel: 'EMAIL' },
} as const satisfies Record<string, { audience: NotificationAudience; channel: NotificationChannel }>;

export type NotificationKind = keyof typeof notificationKinds;
export const NOTIFICATION_KINDS = Object.keys(notificationKinds) as NotificationKind[];

/** The kinds a user can be sent: a supplier user's (vendor) kinds, a warehouse user's, an administrator's; tickets for all. */
export function kindsFor(user: { isWarehouseUser: boolean; isAdmin: boolean; hasVendors: boolean }): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const audience: NotificationAudience = notificationKinds[kind].audience;
    if (audience === 'ticket') return true;
    if (audience === 'supplier') return user.hasVendors;
    if (audience === 'warehouse') return user.isWarehouseUser;
    return user.isAdmin;
  });
}
