import type { FastifyRequest } from 'fastify';

/**
 * RFC 9110 conditional GET: If-None-Match (weak comparison, `*`, lists) decides when present;
 * otherwise If-Modified-Since against Last-Modified (whole seconds).
 */
export function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const inm = request.headers['if-none-match'];
  if (typeof inm === 'string' && inm.trim() !== '') {
    if (inm.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    const want = opaque(etag);
    return inm.split(',').some((tag) => opaque(tag) === want);
  }
  const ims = request.headers['if-modified-since'];
  if (typeof ims === 'string') {
    const since = Date.parse(ims);
    if (!Number.isNaN(since)) return Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}
