import type { Access } from '../access';
import { pages } from '../pages';
import * as apiTokens from './api-tokens/endpoints';
import * as asn from './asn/endpoints';
import * as audit from './audit/endpoints';
import * as auth from './auth/endpoints';
import * as binMoves from './bin-moves/endpoints';
import * as command from './command/endpoints';
import * as deliveries from './deliveries/endpoints';
import * as documentLocks from './document-locks/endpoints';
import * as edi from './edi/endpoints';
import { type EndpointDef, endpoint, endpointKey } from './endpoint';
import * as equipment from './equipment/endpoints';
import * as events from './events/endpoints';
import * as goodsReceipt from './goods-receipt/endpoints';
import * as integration from './integration/endpoints';
import * as kpis from './kpis/endpoints';
import * as mail from './mail/endpoints';
import * as masterData from './master-data/endpoints';
import * as notifications from './notifications/endpoints';
// offline journal
import * as offline from './offline/endpoints';
import * as orders from './orders/endpoints';
import * as physicalInventory from './physical-inventory/endpoints';
import * as platform from './platform/endpoints';
import * as profile from './profile/endpoints';
import * as quality from './quality/endpoints';
import * as receiving from './receiving/endpoints';
import * as repairOrders from './repair-orders/endpoints';
import * as returns from './returns/endpoints';
import * as serviceDesk from './service-desk/endpoints';
import * as shipping from './shipping/endpoints';
import * as sso from './sso/endpoints';
import * as stock from './stock/endpoints';
import * as transferOrders from './transfer-orders/endpoints';
import * as transferPosting from './transfer-posting/endpoints';
import * as users from './users/endpoints';
import * as vendorReturns from './vendor-returns/endpoints';
import * as webhooks from './webhooks/endpoints';

/**
 * Every endpoint of the portal by area: the server's routes, the authorization catalogue and the
 * OpenAPI document come from this list (a route without a contract cannot be registered). The web
 * imports single areas' endpoint files, never this registry (it would pull in every schema).
 */
const areaModules: Record<string, Record<string, unknown>> = {
  platform,
  auth,
  profile,
  audit,
  notifications,
  users,
  'master-data': masterData,
  stock,
  'transfer-orders': transferOrders,
  'bin-moves': binMoves,
  'physical-inventory': physicalInventory,
  orders,
  'goods-receipt': goodsReceipt,
  'api-tokens': apiTokens,
  events,
  integration,
  webhooks,
  deliveries,
  'document-locks': documentLocks,
  // quality management and equipment
  quality,
  equipment,
  // inventory
  'transfer-posting': transferPosting,
  // the dock and the supplier side
  asn,
  receiving,
  'service-desk': serviceDesk,
  command,
  // offline journal
  offline,
  // shipping and labels
  shipping,
  // single sign-on with the company's identity provider
  sso,
  // e-mail
  mail,
  // dashboards: the warehouse dashboard and the supplier scorecard
  kpis,
  // customer returns
  returns,
  // returns to vendor
  'vendor-returns': vendorReturns,
  'repair-orders': repairOrders,
  // suppliers' own systems: EDI and cXML
  edi,
};

function isEndpoint(value: unknown): value is EndpointDef {
  return !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value;
}

/** The screens of the single-page app (shared/pages.ts): each path serves the app shell. */
export const pageEndpoints = pages.map((p) =>
  endpoint({ method: 'GET', path: p.path, access: p.access, summary: 'Screen', produces: 'text/html', internal: true }),
);

export interface RegisteredEndpoint {
  area: string;
  /** The contract's export name (`upsertMasterData`; `docsPages.2` in a list): the operationId of the OpenAPI document. */
  name: string;
  endpoint: EndpointDef;
}

export const allEndpoints: RegisteredEndpoint[] = [
  ...Object.entries(areaModules).flatMap(([area, module]) =>
    Object.entries(module).flatMap(([name, value]) =>
      (Array.isArray(value) ? value.map((e, i) => [`${name}.${i}`, e] as const) : [[name, value] as const])
        .filter((entry): entry is readonly [string, EndpointDef] => isEndpoint(entry[1]))
        .map(([entryName, e]) => ({ area, name: entryName, endpoint: e })),
    ),
  ),
  ...pageEndpoints.map((e, i) => ({ area: 'pages', name: `page.${i}`, endpoint: e })),
];

const byKey = new Map<string, RegisteredEndpoint>();
for (const entry of allEndpoints) {
  const key = endpointKey(entry.endpoint.method, entry.endpoint.path);
  if (byKey.has(key)) throw new Error(`Two contracts for ${key}`);
  byKey.set(key, entry);
}

/** The contract of a route (`METHOD path` as Fastify's url pattern), if there is one. */
export function findEndpoint(method: string, path: string): RegisteredEndpoint | undefined {
  return byKey.get(endpointKey(method, path));
}

/** The access of a route; HEAD is GET. Undefined: no contract, no access. */
export function endpointAccess(method: string, path: string): Access | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method;
  return byKey.get(endpointKey(m, path))?.endpoint.access;
}

/** The area an endpoint belongs to (the OpenAPI tag). */
export function areaOf(e: EndpointDef): string {
  return byKey.get(endpointKey(e.method, e.path))?.area ?? 'other';
}
