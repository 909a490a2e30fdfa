import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/events/endpoints';
import { readEvents } from '../domain/events/read-events';
import { handle } from '../http/route';

/** The integration event feed (INTEGRATION/EVENTS). */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.readEvents, async ({ db, query }) => readEvents(db, query));
}
