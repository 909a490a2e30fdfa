import type { z } from 'zod';
import type { Access } from '../access';
import type { ErrorCode } from '../errors';

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
  /**
   * The error codes (src/shared/errors.ts) the command answers besides those every route of its kind
   * can (validation, access, a missing path record): the OpenAPI document lists them under their status.
   */
  errors?: readonly ErrorCode[];
  /**
   * One documented operation per value of a path parameter, each with its own body (the route itself
   * takes any value and checks the body per row): `{ param: 'kind', bodies: { materials: ... } }`.
   */
  bodyPer?: { param: string; bodies: Record<string, z.ZodType>; examples?: Record<string, unknown> };
  /** The body as the API document shows it, where the route takes rows as `unknown` and checks each itself (errors per row). */
  documentedBody?: z.ZodType;
  /** An example answer (and body) for the API document. */
  examples?: { body?: unknown; response?: unknown };
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

/**
 * What the one posting function (postMaterialDocument) refuses, whichever command calls it: every
 * posting's document lists these besides its own. A test keeps the list complete (openapi-errors test).
 */
export const POSTING_ERRORS = [
  'ALREADY_REVERSED',
  'BIN_BLOCKED',
  'BIN_NOT_ALLOWED',
  'BIN_REQUIRED',
  'BIN_UNKNOWN',
  'CATEGORY',
  'COST_CENTER_OTHER_COMPANY',
  'COST_CENTER_UNKNOWN',
  'CUSTOMER',
  'DESTINATION_MUST_DIFFER',
  'DESTINATION_MUST_MATCH',
  'DESTINATION_NOT_ALLOWED',
  'DESTINATION_REQUIRED',
  'FIELD_NOT_ALLOWED',
  'FIELD_REQUIRED',
  'INSUFFICIENT_STOCK',
  'IS_REVERSAL',
  'MATERIAL_DOCUMENT_NOT_FOUND',
  'MATERIAL_NOT_MAINTAINED',
  'MATERIAL_TRANSFER_MISMATCH',
  'MATERIAL_TRANSFER_UNPAIRED',
  'MATERIAL_UNKNOWN',
  'MOVEMENT_TYPE_REVERSAL_ONLY',
  'MOVEMENT_TYPE_UNKNOWN',
  'NOT_REVERSIBLE',
  'PLANT',
  'PLANT_SCOPE',
  'POSTING_DATE',
  'POSTING_PERIOD_CLOSED',
  'QUALITY_LOT_CLOSED',
  'QUALITY_LOT_MATERIAL',
  'QUALITY_LOT_MISSING',
  'QUALITY_LOT_OVER_DECISION',
  'QUALITY_LOT_UNKNOWN',
  'QUALITY_SERIAL_NOT_IN_LOT',
  'REASON',
  'REFERENCE_CLOSED',
  'REFERENCE_ITEM_NOT_ALLOWED',
  'REFERENCE_ITEM_REQUIRED',
  'REFERENCE_ITEM_UNKNOWN',
  'REFERENCE_MATERIAL_MISMATCH',
  'REFERENCE_NOT_ALLOWED',
  'REFERENCE_OVER_DELIVERY',
  'REFERENCE_PARTY_MISMATCH',
  'REFERENCE_PLANT_MISMATCH',
  'REFERENCE_REQUIRED',
  'REFERENCE_UNDERFLOW',
  'REFERENCE_UNKNOWN',
  'SERIAL_ALREADY_PRESENT',
  'SERIAL_BLOCKED',
  'SERIAL_IN_QUALITY',
  'SERIAL_LOCKED',
  'SERIAL_LOCKED_BECAUSE',
  'SERIAL_MOVED_SINCE',
  'SERIAL_NOT_AT',
  'SERIAL_OTHER_CATEGORY',
  'SERIAL_UNKNOWN',
  'SLOC',
  'SOURCE_NOT_ALLOWED',
  'SOURCE_REQUIRED',
  'TRANSIT_ALREADY_PLACED',
  'TRANSIT_DESTINATION_PLANT_ONLY',
  'TRANSIT_DOCUMENT_BATCH',
  'TRANSIT_DOCUMENT_NONE',
  'TRANSIT_OVER_OPEN',
  'TRANSIT_SERIAL_NOT_IN_DOCUMENT',
  'VENDOR',
] as const satisfies readonly ErrorCode[];

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
