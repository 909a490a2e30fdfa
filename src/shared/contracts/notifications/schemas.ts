import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../notifications';

/** In-portal notifications of the signed-in user (the bell), newest first, with the unread count. */
export const notificationList = z.object({
  unread: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      /** its kind (shared/notifications.ts); null for notifications from before kinds were kept */
      kind: z.string().nullable(),
      text: z.string(),
      link: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
});
export type NotificationList = z.infer<typeof notificationList>;

export const markReadSchema = z.strictObject({
  /** the notifications read; none: all of them */
  ids: z
    .array(
      z
        .number({ error: message('val.idsNumbers') })
        .int(says('val.idsWhole'))
        .positive(says('val.idsPositive'))
        .max(2147483647, says('val.idTooLarge')),
    )
    .max(100, says('val.idsMax'))
    .optional(),
});

const kindSchema = z.enum(NOTIFICATION_KINDS, says('val.oneOf', { name: 'kind', values: NOTIFICATION_KINDS.join(', ') }));
const channelSchema = z.enum(NOTIFICATION_CHANNELS, says('val.oneOf', { name: 'channel', values: NOTIFICATION_CHANNELS.join(', ') }));

/** The user's channel per kind, for the kinds the user can be sent; `chosen` false: the kind's default. */
export const notificationPreferences = z.object({
  /** the address e-mails go to (the profile's); null: no e-mail can be sent */
  email: z.string().nullable(),
  items: z.array(z.object({ kind: kindSchema, channel: channelSchema, defaultChannel: channelSchema, chosen: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const setPreferencesSchema = z.strictObject({
  items: z
    .array(z.strictObject({ kind: kindSchema, channel: channelSchema }))
    .max(NOTIFICATION_KINDS.length, says('val.notificationKindsMax', { max: NOTIFICATION_KINDS.length })),
});
export type SetPreferencesInput = z.infer<typeof setPreferencesSchema>;
