import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/events/endpoints';
import { readEvents } from '../domain/events/read-events';
import { handle } from '../http/route';

/** The integration event feed (INTEGRATION/EVENTS): the events of the caller's plants. */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.readEvents, async ({ db, user, query }) => readEvents(db, user.plants, query));
}
