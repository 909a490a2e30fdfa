import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { eventPageExample } from '../integration/documented';
import { eventFeed, eventFeedQuery } from './schemas';

/**
 * The event feed of integration callers (INTEGRATION/EVENTS, API tokens): every posted material
 * document once, in an order a cursor never skips (domain/events/read-events.ts).
 */

export const readEvents = endpointsFor('GET', grant('INTEGRATION', 'EVENTS'))(
  '/supplier/api/integration/v1/events',
  'Events after a cursor (exactly once by cursor)',
  {
    query: eventFeedQuery,
    response: eventFeed,
    examples: { response: eventPageExample },
  },
);
