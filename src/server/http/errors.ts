import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, messages } from '../../shared/messages';
import { DomainError } from '../domain/errors';
import { wantsHtml } from './pages-util';

/** Maps everything a route can throw to `{ code, message, reason? }`; no stack trace leaves. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.reason) body.reason = error.reason;
      return sendError(request, reply, error.status, body, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const where = error.validationContext ? `${error.validationContext}${field ? `.${field}` : ''}` : field;
      const text = first?.message ?? messages.invalidInput;
      return sendError(request, reply, 400, {
        code: 'INVALID_INPUT',
        message: where ? `${where}: ${text}` : text,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(request, reply, 413, { code: 'TOO_LARGE', message: messages.tooLarge });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, ...)
      return sendError(request, reply, status, { code: error.code ?? 'BAD_REQUEST', message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, { code: 'INTERNAL', message: messages.unknownError });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body has a content type this route does not accept.';
    default:
      return error.message || messages.invalidInput;
  }
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody, details?: Record<string, unknown>) {
  reply.code(status);
  if (wantsHtml(request) && request.method === 'GET') {
    return reply.type('text/html; charset=utf-8').send(errorPage(status, body.message));
  }
  return reply.send(details ? { ...body, details } : body);
}

export function errorPage(status: number, message: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} - Supplier Portal</title><link rel="stylesheet" href="/supplier/assets/error.css"></head><body><main class="error-page"><h1>${status}</h1><p>${esc(message)}</p><p><a href="/supplier/login">Supplier Portal</a></p></main></body></html>`;
}
