import type { z } from 'zod';
import type { Access } from '../access';

/**
 * One contract per endpoint: method, path, params, query, body, response, the (module, tcode)
 * that guards it and whether it is a posting (Idempotency-Key). The server registers its routes
 * from these (src/server/http/route.ts), the authorization catalogue and the OpenAPI document are
 * derived from them, and the web calls them through one typed client (src/web/api.ts `call`).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint answers besides JSON: pages, forms, exports and files. */
export type Produces = 'application/json' | 'text/html' | 'text/csv' | 'text/javascript' | 'text/plain' | 'application/octet-stream';

export interface EndpointDef {
  method: Method;
  /** Fastify's url pattern: `/supplier/api/warehouse/orders/:orderId` */
  path: string;
  access: Access;
  /** One line for the API document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer (required for JSON endpoints; serialises the reply on the server, parses it in the web). */
  response?: z.ZodType;
  /** Success status: 200 unless given (postings answer 201). */
  status?: 200 | 201;
  /** Not JSON: the media type the route answers with (no response schema then). */
  produces?: Exclude<Produces, 'application/json'>;
  /** A posting: runs in one retried transaction and takes an `Idempotency-Key` (replays the first answer). */
  idempotent?: boolean;
  /** Left out of the OpenAPI document (pages, static files, the sign-in form). */
  internal?: boolean;
  /** Largest body in bytes when below the server's default. */
  bodyLimit?: number;
}

/** A JSON endpoint (the typed client calls only these). */
export type JsonEndpoint = EndpointDef & { response: z.ZodType };

/** Declares a contract; the literal types of method and path stay visible to callers. */
export function endpoint<const D extends EndpointDef>(definition: D): D {
  return definition;
}

/** What a contract names besides its method, path, access and summary. */
type Parts = Omit<EndpointDef, 'method' | 'path' | 'access' | 'summary'>;

/**
 * The contracts of an area that share a method and an access:
 * `const read = endpointsFor('GET', LT12); export const x = read(path, summary, { response })`.
 */
export function endpointsFor<const M extends Method, const A extends Access>(method: M, access: A) {
  return <const P extends string, const R extends Parts>(path: P, summary: string, parts: R) =>
    endpoint({ method, path, access, summary, ...parts });
}

/** The postings of an area under one access: POST, answering 201, with an Idempotency-Key. */
export function postingsFor<const A extends Access>(access: A) {
  return <const P extends string, const R extends Parts>(path: P, summary: string, parts: R) =>
    endpoint({ method: 'POST', path, access, summary, ...parts, status: 201, idempotent: true });
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a route handler receives after validation. */
export interface ParsedInput<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** What a client sends (before validation). Parts the contract does not have are left out. */
export type CallInput<E extends EndpointDef> = (E['params'] extends z.ZodType ? { params: In<E['params']> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: never });

/** The answer of a JSON endpoint. */
export type ResponseOf<E extends EndpointDef> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/** The answer a handler may return (before the response schema strips what it does not name). */
export type HandlerResult<E extends EndpointDef> = E['response'] extends z.ZodType ? z.input<E['response']> : never;

/** `/a/:id/b` with `{ id: 'x y' }` -> `/a/x%20y/b`; a missing parameter is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `METHOD path`: the key of an endpoint in the authorization catalogue. */
export function endpointKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
