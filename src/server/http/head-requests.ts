import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';

/** The server settings Fastify hands its server factory, each already filled with Fastify's default. */
interface FastifyServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The HTTP server under Fastify, answering HEAD for every GET route. Fastify would register a HEAD
 * twin of each of the ~230 GET routes (`exposeHeadRoutes`), built like a route of its own at every
 * start (~60-90 ms of it). Node already answers a HEAD request without a body: its response
 * drops whatever the handler writes and keeps the headers (content-length included), so the request
 * runs as the GET it mirrors. Fastify's own server settings (timeouts) are applied as Fastify applies
 * them to the server it makes itself.
 */
export function headAsGetServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: Record<string, unknown>,
): Server {
  const settings = options as unknown as FastifyServerSettings;
  const server = createServer(settings.http ?? {}, (request, response) => {
    // the response was made for HEAD already (no body); the route is found as GET
    if (request.method === 'HEAD') request.method = 'GET';
    handler(request, response);
  });
  server.keepAliveTimeout = settings.keepAliveTimeout;
  server.requestTimeout = settings.requestTimeout;
  server.setTimeout(settings.connectionTimeout);
  if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
  return server;
}
