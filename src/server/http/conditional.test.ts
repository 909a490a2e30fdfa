import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notModified } from './conditional';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const etag = '"abc"';
const lastModified = new Date('2026-11-22T10:00:00.000Z');

describe('notModified', () => {
  it('matches If-None-Match by weak comparison, in lists and with *', () => {
    expect(notModified(req({ 'if-none-match': '"abc"' }), etag, lastModified)).toBe(true);
    expect(notModified(req({ 'if-none-match': 'W/"abc"' }), etag, lastModified)).toBe(true);
    expect(notModified(req({ 'if-none-match': '"x", "abc"' }), etag, lastModified)).toBe(true);
    expect(notModified(req({ 'if-none-match': '*' }), etag, lastModified)).toBe(true);
    expect(notModified(req({ 'if-none-match': '"abcd"' }), etag, lastModified)).toBe(false);
    expect(notModified(req({ 'if-none-match': 'abc' }), etag, lastModified)).toBe(false);
  });

  it('uses If-Modified-Since only without If-None-Match, to the second', () => {
    expect(notModified(req({ 'if-modified-since': 'Sun, 22 Nov 2026 10:00:00 GMT' }), etag, new Date('2026-11-22T10:00:00.900Z'))).toBe(
      true,
    );
    expect(notModified(req({ 'if-modified-since': 'Sun, 22 Nov 2026 09:59:59 GMT' }), etag, lastModified)).toBe(false);
    expect(notModified(req({ 'if-modified-since': 'Sun, 22 Nov 2026 11:00:00 GMT' }), etag, lastModified)).toBe(true);
    expect(notModified(req({ 'if-modified-since': 'garbage' }), etag, lastModified)).toBe(false);
    expect(notModified(req({ 'if-none-match': '"old"', 'if-modified-since': 'Sun, 22 Nov 2026 11:00:00 GMT' }), etag, lastModified)).toBe(
      false,
    );
    expect(notModified(req({}), etag, lastModified)).toBe(false);
  });
});
