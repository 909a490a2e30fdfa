import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * The HTTP server under Fastify, answering HEAD for every GET route. Fastify would register a HEAD
 * twin of each of the ~230 GET routes (`exposeHeadRoutes`), built like a route of its own at every
 * start (~60-90 ms of it, issue 18). Node already answers a HEAD request without a body: its response
 * drops whatever the handler writes and keeps the headers (content-length included), so the request
 * runs as the GET it mirrors. Fastify's own server settings (its validated options, timeouts with
 * their defaults) are applied as Fastify applies them to the server it makes itself.
 */
export function headAsGetServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: Record<string, unknown>,
): Server {
  const server = createServer((options.http as object | undefined) ?? {}, (request, response) => {
    // the response was made for HEAD already (no body); the route is found as GET
    if (request.method === 'HEAD') request.method = 'GET';
    handler(request, response);
  });
  server.keepAliveTimeout = numberOr(options.keepAliveTimeout, 72_000);
  server.requestTimeout = numberOr(options.requestTimeout, 0);
  server.setTimeout(numberOr(options.connectionTimeout, 0));
  const perSocket = numberOr(options.maxRequestsPerSocket, 0);
  if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
  return server;
}
