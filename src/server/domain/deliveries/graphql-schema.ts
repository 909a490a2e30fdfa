import type { Kysely } from 'kysely';
import { deliveryNumberSchema, deliverySearchSchema } from '../../../shared/contracts/deliveries/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { Viewer } from '../master-data/viewer';
import { getDelivery, searchDeliveries } from './delivery-queries';

/**
 * The read-only GraphQL view of deliveries (for ERP and BI callers): the same queries, the same
 * authorization (the route's SD/VL02N grant) and plant scoping as the REST calls. No mutations.
 */
export const deliveriesSdl = /* GraphQL */ `
  enum DeliveryStatus { OPEN PICKING PICKED PACKED GOODS_ISSUED DELIVERED }
  enum OrderType { SO STO }

  type DeliveryItem {
    itemNo: Int!
    material: String!
    materialDescription: String!
    baseUnit: String!
    serialized: Boolean!
    sloc: String!
    quantity: String!
    pickedQuantity: String!
    issuedQuantity: String!
    serials: [String!]!
  }

  type DeliveryDocument {
    matDoc: String!
    postingDate: String!
    movementType: String!
    reversalOf: String
    reversedBy: String
  }

  type Delivery {
    deliveryNumber: String!
    orderType: OrderType!
    orderNumber: String!
    plant: String!
    shippingPoint: String!
    "customer number (sales order) or receiving plant (stock transport order)"
    partner: String!
    partnerName: String!
    route: String
    deliveryDate: String!
    status: DeliveryStatus!
    itemCount: Int!
    createdAt: String!
    goodsIssueMatDoc: String
    items: [DeliveryItem!]!
    documents: [DeliveryDocument!]!
  }

  type DeliveryPage {
    items: [Delivery!]!
    page: Int!
    pageSize: Int!
    total: Int!
    maxPage: Int!
  }

  type Query {
    "one delivery of the caller's plants, or null"
    delivery(deliveryNumber: String!): Delivery
    "deliveries of the caller's plants, newest first"
    deliveries(
      deliveryNumber: String
      orderNumber: String
      partner: String
      status: DeliveryStatus
      plant: String
      dateFrom: String
      dateTo: String
      page: Int = 1
      pageSize: Int = 25
    ): DeliveryPage!
  }
`;

export interface GraphqlContext {
  db: Kysely<DB>;
  viewer: Viewer;
}

/** Arguments checked by the REST contract's own schemas: the same messages for bad input. */
function parsed<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.join('.');
  throw new DomainError('INVALID_INPUT', { problem: `${where ? `${where}: ` : ''}${issue?.message ?? 'not valid'}` });
}

const withoutNulls = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));

type Summary = { deliveryNumber: string };
/** Details (items, documents) are read when a query asks for them, once per delivery and query. */
const detail = (delivery: Summary & { __detail?: Promise<Awaited<ReturnType<typeof getDelivery>>> }, ctx: GraphqlContext) => {
  delivery.__detail ??= getDelivery(ctx.db, ctx.viewer, delivery.deliveryNumber);
  return delivery.__detail;
};

export const deliveriesResolvers = {
  Query: {
    delivery: async (_: unknown, args: { deliveryNumber: string }, ctx: GraphqlContext) => {
      const number = parsed(deliveryNumberSchema, args.deliveryNumber);
      try {
        return await getDelivery(ctx.db, ctx.viewer, number);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'DELIVERY_NOT_FOUND') return null;
        throw error;
      }
    },
    deliveries: (_: unknown, args: Record<string, unknown>, ctx: GraphqlContext) =>
      searchDeliveries(ctx.db, ctx.viewer, parsed(deliverySearchSchema, withoutNulls(args))),
  },
  Delivery: {
    items: async (d: Summary & { items?: unknown }, _: unknown, ctx: GraphqlContext) => d.items ?? (await detail(d, ctx)).items,
    documents: async (d: Summary & { documents?: unknown }, _: unknown, ctx: GraphqlContext) =>
      d.documents ?? (await detail(d, ctx)).documents,
    goodsIssueMatDoc: async (d: Summary & { goodsIssueMatDoc?: string | null }, _: unknown, ctx: GraphqlContext) =>
      d.goodsIssueMatDoc !== undefined ? d.goodsIssueMatDoc : (await detail(d, ctx)).goodsIssueMatDoc,
  },
};
