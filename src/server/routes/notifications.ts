import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/notifications/endpoints';
import { listNotifications, markNotificationsRead } from '../domain/notifications/inbox';
import { notificationPreferences, setNotificationPreferences } from '../domain/notifications/preferences';
import { handle } from '../http/route';

/** The signed-in user's notifications (the bell) and the channel chosen per kind. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.listNotifications, async ({ db, user }) => listNotifications(db, user.userId));
  handle(app, e.markNotificationsRead, async ({ db, user, body }) => markNotificationsRead(db, user.userId, body.ids));
  handle(app, e.getNotificationPreferences, async ({ db, user }) => notificationPreferences(db, user));
  handle(app, e.setNotificationPreferences, async ({ db, user, body }) => setNotificationPreferences(db, user, body));
}
