import { eventPayloads, integrationEvent, webhookEventBody } from '../../shared/contracts/events/schemas';
import { jsonSchemaOf } from './openapi-document';

/**
 * The events of the portal as an AsyncAPI 3.0 document (/supplier/api/asyncapi.json): the event feed a
 * token polls and the webhook the portal POSTs to, one message per event type, each payload made from
 * the zod contract of that event (src/shared/contracts/events/schemas.ts) by the same transform as the
 * OpenAPI document's schemas.
 */

type Json = Record<string, unknown>;

const FEED_PATH = '/supplier/api/integration/v1/events';

/** `material-document.posted` -> `materialDocumentPosted`. */
const messageName = (type: string) => type.replace(/[.-]([a-z])/g, (_, c: string) => c.toUpperCase());

/** The payload schema of one event type: the event (feed: with its cursor; webhook: without) carrying that type's payload. */
function eventSchema(type: string, withCursor: boolean): Json {
  const base = jsonSchemaOf(withCursor ? integrationEvent : webhookEventBody, 'output');
  const properties = base.properties as Json;
  const payload = eventPayloads[type as keyof typeof eventPayloads];
  return {
    ...base,
    properties: { ...properties, type: { type: 'string', const: type }, payload: jsonSchemaOf(payload, 'output') },
  };
}

export function asyncApiDocument(origin: string): Json {
  const url = new URL(origin);
  const types = Object.keys(eventPayloads);
  const messages: Json = {};
  for (const type of types) {
    const name = messageName(type);
    messages[`${name}Feed`] = {
      name: type,
      title: `${type} (feed)`,
      summary: `One ${type} event as the feed lists it: \`after=<cursor>\` continues behind it.`,
      contentType: 'application/json',
      payload: eventSchema(type, true),
    };
    messages[`${name}Webhook`] = {
      name: type,
      title: `${type} (webhook)`,
      summary: `One ${type} event as a webhook POSTs it: the feed's event without its cursor, signed.`,
      contentType: 'application/json',
      headers: {
        type: 'object',
        required: ['X-Portal-Event-Id', 'X-Portal-Timestamp', 'X-Portal-Signature'],
        properties: {
          'X-Portal-Event-Id': { type: 'string', description: 'The event id: deduplicate by it (a delivery may come twice).' },
          'X-Portal-Timestamp': { type: 'string', description: 'Unix seconds of the attempt (not signed).' },
          'X-Portal-Signature': {
            type: 'string',
            pattern: '^sha256=[0-9a-f]{64}$',
            description: 'sha256= and the hex HMAC-SHA256 of the raw body with the webhook secret (whsec_...): compare in constant time.',
          },
        },
      },
      correlationId: { description: 'The event id', location: '$message.header#/X-Portal-Event-Id' },
      payload: eventSchema(type, false),
    };
  }
  const refs = (suffix: string) =>
    Object.fromEntries(types.map((type) => [type, { $ref: `#/components/messages/${messageName(type)}${suffix}` }]));
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Supplier Portal events',
      version: '1',
      description:
        'Every posted material document appends one event, in the transaction of the document. A token reads the events of its ' +
        'plants from the feed (exactly once by cursor) or has them POSTed to its webhook, in the same order. docs/INTEGRATION.md.',
      license: { name: 'Proprietary', url: `${origin}/supplier/api/docs` },
    },
    defaultContentType: 'application/json',
    servers: {
      portal: {
        host: url.host,
        protocol: url.protocol.replace(':', ''),
        description: 'This portal: the feed is read with an API token (scope EVENTS).',
        security: [{ $ref: '#/components/securitySchemes/apiToken' }],
      },
    },
    channels: {
      eventFeed: {
        address: FEED_PATH,
        title: 'Event feed',
        description: 'GET ?after=<next>&limit=1..1000: the events after a cursor, then `next` to send as `after` the next time.',
        servers: [{ $ref: '#/servers/portal' }],
        messages: refs('Feed'),
      },
      webhook: {
        address: null,
        title: 'Webhook',
        description:
          "The URL set on the token's webhook (Admin > API Tokens): one POST per event, in feed order; answer 2xx once stored. " +
          'Failed deliveries are retried, then kept as dead letters.',
        messages: refs('Webhook'),
      },
    },
    operations: {
      readEventFeed: {
        action: 'receive',
        title: 'Read the event feed',
        summary: 'Poll the feed with the last `next` as `after`; store the cursor only after the events are processed.',
        channel: { $ref: '#/channels/eventFeed' },
        messages: types.map((type) => ({ $ref: `#/channels/eventFeed/messages/${type}` })),
      },
      receiveWebhook: {
        action: 'receive',
        title: 'Receive webhook deliveries',
        summary: 'Verify X-Portal-Signature over the raw body before trusting a delivery.',
        channel: { $ref: '#/channels/webhook' },
        messages: types.map((type) => ({ $ref: `#/channels/webhook/messages/${type}` })),
      },
    },
    components: {
      messages,
      securitySchemes: {
        apiToken: { type: 'http', scheme: 'bearer', description: 'An API token (spt_...) with the scope EVENTS.' },
      },
    },
  };
}
