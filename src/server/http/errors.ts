import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, errorStatus, errorText } from '../../shared/errors';
import { fieldLabel, labelledProblem, pathKeys } from '../../shared/field-labels';
import { PSEUDO_LOCALE, SOURCE_LANGUAGE, t, translator } from '../../shared/i18n';
import type { ApiErrorBody } from '../../shared/messages';
import { DomainError, type ErrorDetails } from '../domain/errors';
import { wantsHtml } from './pages-util';

/**
 * Maps everything a route can throw to `{ code, message, reason?, details? }` with the status of the
 * error table (src/shared/errors.ts); no stack trace leaves.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.reason) body.reason = error.reason;
      return sendError(request, reply, error.status, body, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const keys = pathKeys(first?.instancePath ?? '');
      const part = error.validationContext;
      // a key the schema does not know is named in the path too ("body.items.0.surprise"), as zod names it in the text
      const unknownKey = first?.keyword === 'unrecognized_keys' ? (first.params as { keys?: unknown[] }).keys?.[0] : undefined;
      const where = [...(part ? [part] : []), ...keys, ...(typeof unknownKey === 'string' ? [unknownKey] : [])].join('.');
      const text = first?.message ?? errorText('BAD_REQUEST');
      // the user reads the field's label ("SSCC of pallet 1"), an API caller finds the path in details.field
      const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
      const label = fieldLabel(part ? schemas?.[part] : undefined, keys);
      const problem = labelledProblem(label, text);
      return sendError(
        request,
        reply,
        errorStatus('INVALID_INPUT'),
        { code: 'INVALID_INPUT', message: errorText('INVALID_INPUT', { problem }) },
        where ? { field: where } : undefined,
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendCode(request, reply, 'TOO_LARGE');
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, ...) keep Fastify's code
      return sendError(request, reply, status, { code: error.code ?? 'BAD_REQUEST', message: clientMessage(error) });
    }
    request.log.error({ err: safeErrorLog(error) }, 'unhandled error');
    return sendCode(request, reply, 'INTERNAL');
  });
}

/**
 * What the log keeps of an unexpected error: its name, code, message and stack, never its other
 * fields. Database drivers attach the statement's parameters and the failing row's values (a 500 once
 * logged a new user's password hash); none of that belongs in a log.
 */
export function safeErrorLog(error: unknown): { type: string; code?: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorText('INVALID_JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorText('UNSUPPORTED_MEDIA_TYPE');
    default:
      return error.message || errorText('BAD_REQUEST');
  }
}

function sendCode(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, params: Record<string, string | number> = {}) {
  return sendError(request, reply, errorStatus(code), { code, message: errorText(code, params) });
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody, details?: ErrorDetails) {
  reply.code(status).header('cache-control', 'no-store');
  request.server.ctx.metrics.refusals.inc({ code: body.code });
  body.requestId = request.id; // what an operator greps the log for when a user reports the message
  if (wantsHtml(request) && request.method === 'GET') {
    return reply.type('text/html; charset=utf-8').send(errorPage(status, body.message));
  }
  return reply.send(details ? { ...body, details } : body);
}

/** An error as a page of its own, in the reader's language. */
export function errorPage(status: number, message: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const { language } = translator();
  const lang = language === PSEUDO_LOCALE ? SOURCE_LANGUAGE : language;
  const title = esc(t('portalTitle'));
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} - ${title}</title><link rel="stylesheet" href="/supplier/assets/error.css"></head><body><main class="error-page"><h1>${status}</h1><p>${esc(message)}</p><p><a href="/supplier/login">${title}</a></p></main></body></html>`;
}
