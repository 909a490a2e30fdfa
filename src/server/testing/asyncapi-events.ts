import { Parser } from '@asyncapi/parser';
import { Ajv2020 } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

/**
 * Checks events against the AsyncAPI document the portal serves: the document must parse without
 * error or warning (@asyncapi/parser), then each event is validated (ajv) against the payload of the
 * message of its type, in the feed's form (with cursor) or the webhook's (without). Answers the problems.
 */
export async function eventChecker(document: Json) {
  const { document: parsed, diagnostics } = await new Parser().parse(JSON.stringify(document));
  // severity 0 error, 1 warning (2 information: "a newer AsyncAPI version exists")
  const serious = diagnostics.filter((d) => d.severity <= 1).map((d) => `${d.code}: ${d.message} at ${d.path.join('/')}`);
  if (!parsed || serious.length > 0) throw new Error(`the AsyncAPI document does not validate:\n${serious.join('\n')}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const messages = (document.components as { messages: Record<string, { name: string; payload: Json }> }).messages;
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  for (const [key, message] of Object.entries(messages)) {
    const form = key.endsWith('Feed') ? 'feed' : key.endsWith('Webhook') ? 'webhook' : null;
    if (form) validators.set(`${form} ${message.name}`, ajv.compile(message.payload));
  }
  const check = (form: 'feed' | 'webhook', event: unknown): string[] => {
    const type = (event as { type?: unknown } | null)?.type;
    const validate = validators.get(`${form} ${String(type)}`);
    if (!validate) return [`no ${form} message for event type ${String(type)}`];
    if (validate(event)) return [];
    return (validate.errors ?? []).map((e) => `${String(type)} ${e.instancePath} ${e.message}`);
  };
  return {
    /** The event types the document has messages for (feed and webhook). */
    types: [...new Set([...validators.keys()].map((key) => key.split(' ')[1]))],
    feed: (event: unknown) => check('feed', event),
    webhook: (body: unknown) => check('webhook', body),
  };
}
