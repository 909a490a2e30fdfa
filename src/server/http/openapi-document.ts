import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { allEndpoints, type RegisteredEndpoint } from '../../shared/contracts';
import type { EndpointDef } from '../../shared/contracts/endpoint';
import { POSTING_ERRORS } from '../../shared/contracts/endpoint';
import { apiErrorBody } from '../../shared/contracts/error-body';
import { type ErrorCode, errorStatus, errors } from '../../shared/errors';
import { englishTranslator, type MessageId } from '../../shared/i18n';
import { postsToLedger } from './route';

/**
 * What the OpenAPI document says beyond the schemas @fastify/swagger takes from the routes, all of it
 * derived from the contracts (src/shared/contracts) and the error table (src/shared/errors.ts):
 * servers, license, tags per area, an operationId per contract (its export name, never changed once
 * published: docs/api/operation-ids.txt), the security of each operation (API token or session), the
 * error answers every operation can give, one path per kind where a route takes the kind as a parameter
 * (the rows of each master-data and order kind), and the integration examples.
 */

type Json = Record<string, unknown>;
type Operation = Json & { parameters?: Json[]; responses?: Record<string, Json>; requestBody?: Json };

export interface DocumentOptions {
  /** Where this portal is reached (PUBLIC_ORIGIN, else the address it listens on). */
  origin: string;
}

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The path a contract has in the document: OpenAPI paths end without a slash (the router ignores a trailing one). */
export const documentedPath = (path: string) => openApiPath(path.length > 1 ? path.replace(/\/$/, '') : path);

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A zod schema as the document's JSON schema, by the same transform that makes the routes' schemas. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const transform = jsonSchemaTransform as unknown as (document: Json) => { schema: Json };
  const part = io === 'input' ? { body: schema } : { response: { 200: schema } };
  const { schema: converted } = transform({ schema: part, url: '/', openapiObject: { openapi: '3.1.0' } });
  return (io === 'input' ? converted.body : (converted.response as Json)['200']) as Json;
}

const AREA_DESCRIPTIONS: Record<string, string> = {
  platform: 'Health and readiness of this instance',
  auth: 'Sign-in, sessions, second factor, passkeys and the signed-in user',
  profile: 'The signed-in user’s own settings',
  audit: 'Audit log of what users and tokens did',
  notifications: 'Notifications of the signed-in user',
  users: 'Users, roles and grants (administration)',
  'master-data': 'Plants, storage locations, bins, materials, vendors and customers as the screens read and keep them',
  stock: 'Stock, material documents and postings',
  'transfer-orders': 'Warehouse transfer orders: create, confirm, cancel',
  'bin-moves': 'Bin to bin moves on the handheld',
  'physical-inventory': 'Physical inventory: count documents, counts and differences',
  orders: 'Purchase orders, stock transport orders and sales orders as the screens read them',
  'goods-receipt': 'Goods receipts against purchase and stock transport orders',
  'api-tokens': 'API tokens of machine callers (administration)',
  events: 'The event feed: every posted material document once, by cursor',
  integration: 'The ERP integration API: master data, orders and opening stock in batches; stock and serial reads',
  webhooks: 'Webhooks of API tokens: URL, signing secret, dead letters',
  deliveries: 'Outbound deliveries: picking, packing, goods issue',
  'document-locks': 'Locks of documents being edited',
  quality: 'Quality inspection lots and decisions',
  equipment: 'Equipment (serial numbers) and its history',
  'transfer-posting': 'Transfer postings between storage locations, categories and plants',
  asn: 'Advance shipping notices from suppliers',
  receiving: 'Dock, arrivals and receiving by SSCC',
  'service-desk': 'Tickets between suppliers and the warehouse',
  command: 'The command line of the screens',
  offline: 'The handheld’s offline journal',
  shipping: 'Handling units, shipments, labels and printers',
  sso: 'Single sign-on with the company’s identity provider',
  mail: 'Outgoing e-mail and its log',
  kpis: 'The warehouse dashboard and the supplier scorecard: figures from the ledger and the documents for a period',
  returns: 'Customer returns: return orders, their receipt into inspection, the return sheet',
  'vendor-returns': 'Returns to vendor: 122 against a goods receipt, 161 on a purchase order, shipped through outbound',
  'repair-orders':
    'Repair orders: units sent to the vendor for repair (541) and received back (101 into inspection), and the supplier’s announcement of their return',
  edi: 'Suppliers’ own systems: EDI and cXML channels, messages and their acknowledgements',
};

const isIntegration = (e: EndpointDef) => typeof e.access === 'object' && e.access.module === 'INTEGRATION';

/** `company-codes` -> `CompanyCodes`. */
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');

const english = (code: ErrorCode) => englishTranslator.t(`error.${code}` as MessageId);

/**
 * The error answers of an operation by status, each with the codes that come with it: the access
 * (401, 403), validation (400), a record named in the path (404), what the contract's command
 * refuses (its `errors`), what every posting refuses (POSTING_ERRORS), and the server's own (500).
 */
export function errorCodesOf(e: EndpointDef, options: { posting: boolean }): Map<number, ErrorCode[]> {
  const codes: ErrorCode[] = [];
  const hasInput = !!(e.params || e.query || e.body);
  if (hasInput) codes.push('INVALID_INPUT');
  if (e.body) codes.push('INVALID_JSON', 'TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (e.idempotent) codes.push('IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_FLIGHT');
  if (e.access !== 'public') {
    if (isIntegration(e)) codes.push('API_TOKEN_INVALID', 'API_RATE_LIMITED');
    else codes.push('NOT_SIGNED_IN');
  }
  if (typeof e.access === 'object') codes.push('FORBIDDEN');
  if (e.access !== 'public' && !isIntegration(e) && e.method !== 'GET') codes.push('CSRF');
  if (/:[A-Za-z]/.test(e.path)) codes.push('NOT_FOUND');
  if (options.posting) codes.push(...POSTING_ERRORS);
  codes.push(...(e.errors ?? []), 'INTERNAL');
  if (options.posting || e.idempotent) codes.push('DATABASE_UNAVAILABLE');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: a field is wrong (details.field names it), or the body is not what the operation takes',
  401: 'Not signed in, or the API token is unknown or revoked',
  403: 'The caller lacks the grant (a token: the scope) this operation needs',
  404: 'Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor',
  409: 'Conflict with the state of the data',
  410: 'Gone',
  413: 'The body is too large',
  415: 'The body’s media type is not one this operation takes',
  422: 'Refused: the request is well-formed but the data does not allow it',
  429: 'Too many requests (Retry-After says when to try again)',
  500: 'An unexpected error (the request id is in the log)',
  502: 'A system the portal calls did not answer as expected',
  503: 'The database is not reachable, or the instance drains',
};

/** `Error409`: one shared response per status (the codes an operation answers with are in its reference's description). */
const responseName = (status: number) => `Error${status}`;

function errorResponses(e: EndpointDef, posting: boolean): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [status, codes] of errorCodesOf(e, { posting })) {
    out[String(status)] = {
      $ref: `#/components/responses/${responseName(status)}`,
      description: `${STATUS_TEXT[status] ?? 'Error'}. Codes: ${codes.join(', ')}.`,
    };
  }
  return out;
}

/** The shared error responses, one per status of the error table, each with an example per code. */
function sharedErrorResponses(used: ReadonlySet<string>): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of Object.keys(errors) as ErrorCode[]) {
    if (used.has(String(errorStatus(code)))) byStatus.set(errorStatus(code), [...(byStatus.get(errorStatus(code)) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      responseName(status),
      {
        description: STATUS_TEXT[status] ?? 'Error',
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            examples: Object.fromEntries(
              codes.map((code) => [code, { summary: code, value: { code, message: english(code), requestId: 'req-8f3a2c' } }]),
            ),
          },
        },
      },
    ]),
  );
}

/** A record keyed by an enum (`z.record(z.enum(...), X)`) names its keys as properties (its `required` list names them). */
function recordKeysAsProperties(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) recordKeysAsProperties(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const names = (schema.propertyNames as Json | undefined)?.enum;
  if (Array.isArray(names) && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const value = schema.additionalProperties;
    schema.properties = { ...Object.fromEntries(names.map((n) => [String(n), value])), ...(schema.properties as Json | undefined) };
  }
  for (const child of Object.values(schema)) recordKeysAsProperties(child);
}

/** The operations one path per value of its parameter (`bodyPer`): the kind is in the path, the body its rows. */
function expandPerValue(paths: Record<string, Json>, entry: RegisteredEndpoint, operation: Operation): void {
  const e = entry.endpoint;
  const per = e.bodyPer;
  if (!per) return;
  const path = documentedPath(e.path);
  const method = e.method.toLowerCase();
  const { [method]: _, ...others } = paths[path] ?? {};
  if (Object.keys(others).length === 0) delete paths[path];
  else paths[path] = others;
  for (const [value, body] of Object.entries(per.bodies)) {
    const concrete = path.replace(`{${per.param}}`, value);
    const example = per.examples?.[value] as { body?: unknown; response?: unknown } | undefined;
    const single: Operation = {
      ...structuredClone(operation),
      operationId: `${entry.name}${pascal(value)}`,
      summary: `${e.summary}: ${value}`,
      parameters: (operation.parameters ?? []).filter((p) => !(p.in === 'path' && p.name === per.param)),
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: jsonSchemaOf(body, 'input'), ...(example?.body ? { example: example.body } : {}) },
          'application/x-ndjson': {
            schema: { type: 'string', description: 'One row as JSON a line (any number of rows; read in chunks of 1,000).' },
          },
        },
      },
    };
    if (example?.response) withResponseExample(single, e, example.response);
    paths[concrete] = { ...paths[concrete], [method]: single };
  }
}

function withResponseExample(operation: Operation, e: EndpointDef, example: unknown): void {
  const content = (operation.responses?.[String(e.status ?? 200)]?.content as Json | undefined)?.['application/json'] as Json | undefined;
  if (content) content.example = example;
}

/** Completes the document @fastify/swagger made from the routes (it is changed in place and returned). */
export function completeOpenApi(doc: Json, options: DocumentOptions): Json {
  doc.servers = [{ url: options.origin, description: 'This portal' }];
  const info = doc.info as Json;
  info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  info.contact = { name: 'Supplier Portal operators', url: `${options.origin}/supplier/api/docs` };
  const components = doc.components as Json;
  components.schemas = { ...(components.schemas as Json | undefined), Error: jsonSchemaOf(apiErrorBody, 'output') };
  components.securitySchemes = {
    ...(components.securitySchemes as Json | undefined),
    apiToken: {
      type: 'http',
      scheme: 'bearer',
      description: 'An API token (spt_...) of Admin > API Tokens; its scopes are the INTEGRATION grants it holds.',
    },
  };
  const paths = doc.paths as Record<string, Json>;
  // OpenAPI paths end without a slash (the router ignores a trailing one)
  for (const path of Object.keys(paths)) {
    if (path.length > 1 && path.endsWith('/')) {
      paths[path.slice(0, -1)] = { ...paths[path.slice(0, -1)], ...paths[path] };
      delete paths[path];
    }
  }
  const areas = new Set<string>();
  const statuses = new Set<string>();
  for (const entry of allEndpoints) {
    const e = entry.endpoint;
    if (e.internal) continue;
    const operation = paths[documentedPath(e.path)]?.[e.method.toLowerCase()] as Operation | undefined;
    if (!operation) continue;
    areas.add(entry.area);
    operation.operationId = entry.name;
    operation.security = e.access === 'public' ? [] : isIntegration(e) ? [{ apiToken: [] }] : [{ session: [] }];
    const errorAnswers = errorResponses(e, postsToLedger(e));
    for (const status of Object.keys(errorAnswers)) statuses.add(status);
    operation.responses = { ...operation.responses, ...errorAnswers };
    if (e.examples?.response !== undefined) withResponseExample(operation, e, e.examples.response);
    const bodyContent = (operation.requestBody?.content as Json | undefined)?.['application/json'] as Json | undefined;
    if (e.documentedBody && bodyContent) bodyContent.schema = jsonSchemaOf(e.documentedBody, 'input');
    if (e.examples?.body !== undefined && bodyContent) bodyContent.example = e.examples.body;
    expandPerValue(paths, entry, operation);
  }
  components.responses = { ...(components.responses as Json | undefined), ...sharedErrorResponses(statuses) };
  doc.tags = [...areas].sort().map((name) => ({ name, description: AREA_DESCRIPTIONS[name] ?? name }));
  recordKeysAsProperties(doc.paths);
  recordKeysAsProperties(components.schemas);
  return doc;
}

/** Every method object of the document (for tests): `METHOD path` -> operation. */
export function operationsOf(doc: Json): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation) out.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return out;
}
