import type { IncomingMessage, ServerResponse } from 'node:http';

export function verified(rawBody: Buffer | string, signatureHeader: string | string[] | undefined, secret: string): boolean;
export function webhookHandler(
  secret: string,
  onEvent: (event: unknown, eventId: string | string[] | undefined) => Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => void;
