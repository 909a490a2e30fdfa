import { endpoint } from '../endpoint';
import { markReadSchema, notificationList, notificationPreferences, setPreferencesSchema } from './schemas';

/** The signed-in user's notifications (the bell) and the channel chosen per kind (the profile): every user has them. */
const me = 'signed-in' as const;

export const listNotifications = endpoint({
  method: 'GET',
  path: '/supplier/api/notifications',
  access: me,
  summary: 'The signed-in user’s notifications: the latest 20 and the unread count',
  response: notificationList,
});
export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/supplier/api/notifications/read',
  access: me,
  summary: 'Mark notifications read (all when no ids)',
  body: markReadSchema,
  response: notificationList,
});
export const getNotificationPreferences = endpoint({
  method: 'GET',
  path: '/supplier/api/notifications/preferences',
  access: me,
  summary: 'The channel of each notification kind the user can be sent (portal, e-mail, daily digest, off)',
  response: notificationPreferences,
});
export const setNotificationPreferences = endpoint({
  method: 'POST',
  path: '/supplier/api/notifications/preferences',
  access: me,
  summary: 'Choose the channel of notification kinds (a kind the user cannot be sent is refused)',
  body: setPreferencesSchema,
  response: notificationPreferences,
});
