import { webhookEventBody } from '../../../shared/contracts/events/schemas';

/** What a webhook sends, or why it does not: the body as text, or the contract's first complaint. */
export type WebhookBody = { text: string } | { refused: string };

/**
 * An event as a webhook body, through the events contract as the feed serialises its answers: fields
 * the contract does not name are dropped, and an event that does not match it is not sent at all
 * (the reason names the first field and what is wrong with it).
 */
export function webhookBody(event: { eventId: string; type: string; createdAt: string; payload: unknown }): WebhookBody {
  const parsed = webhookEventBody.safeParse(event);
  if (parsed.success) return { text: JSON.stringify(parsed.data) };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { refused: `event ${event.eventId} does not match the events contract (${where}${issue?.message ?? 'not valid'})` };
}
