import type { FastifyRequest } from 'fastify';

/** A browser navigation (HTML wanted) rather than an API or JSON call. */
export function wantsHtml(request: FastifyRequest): boolean {
  const url = request.url;
  if (url.startsWith('/supplier/api/') || url.split('?')[0]?.endsWith('.json')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}
