import { describe, expect, it } from 'vitest';
import { appForFile, getAs } from '../testing/api-test';
import { newSalesOrder, stockUp, unstockedMaterials } from '../testing/delivery-fixture';
import { actorOf, freeBins } from '../testing/ledger';

const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const);
const GQL = '/supplier/api/graphql';
const API = '/supplier/api/warehouse';

/** A delivery of plant 1000 (whfra's), made through the REST calls. */
async function aDelivery(): Promise<string> {
  const db = api.t.database.db;
  const [material] = (await unstockedMaterials(db, '1000', false)) as [string];
  const [bin] = (await freeBins(db, 'W10', 1)) as [string];
  await stockUp(db, await actorOf(db, 'admin'), { plant: '1000', material, bin, quantity: '3' });
  const so = await newSalesOrder(db, { plant: '1000', items: [{ material, quantity: '3' }] });
  const res = await api.whfra.inject({
    method: 'POST',
    url: `${API}/sales-orders/${so}/create-delivery`,
    payload: { lines: [{ itemNo: 10, quantity: '2' }] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().deliveries[0].deliveryNumber;
}

const query = `query One($n: String!) { delivery(deliveryNumber: $n) { deliveryNumber status orderType plant items { itemNo quantity pickedQuantity } } }`;

describe('GraphQL (read-only deliveries)', () => {
  it('answers a delivery and a search by POST and GET, scoped to the caller’s plants', async () => {
    const number = await aDelivery();
    const post = await api.whfra.inject({ method: 'POST', url: GQL, payload: { query, variables: { n: number } } });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({
      data: {
        delivery: {
          deliveryNumber: number,
          status: 'OPEN',
          orderType: 'SO',
          plant: '1000',
          items: [{ itemNo: 10, quantity: '2.000', pickedQuantity: '0.000' }],
        },
      },
    });
    const get = await getAs(
      api.whfra,
      `${GQL}?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ n: number }))}`,
    );
    expect(get.json().data.delivery.deliveryNumber).toBe(number);
    const search = await api.whfra.inject({
      method: 'POST',
      url: GQL,
      payload: { query: `{ deliveries(status: OPEN, pageSize: 200) { total items { deliveryNumber documents { matDoc } } } }` },
    });
    expect(search.json().data.deliveries.items.map((d: { deliveryNumber: string }) => d.deliveryNumber)).toContain(number);
    // another plant's user sees nothing of it; a supplier is refused
    const other = await api.whnwk.inject({ method: 'POST', url: GQL, payload: { query, variables: { n: number } } });
    expect(other.json()).toEqual({ data: { delivery: null } });
    expect((await api.supplier.inject({ method: 'POST', url: GQL, payload: { query, variables: { n: number } } })).statusCode).toBe(403);
  });

  it('refuses mutations, bad documents, unknown fields and bad arguments with clear messages', async () => {
    const ask = (payload: unknown) => api.whfra.inject({ method: 'POST', url: GQL, payload: payload as Record<string, unknown> });
    const mutation = await ask({ query: 'mutation { deleteEverything }' });
    expect(mutation.statusCode).toBe(400);
    expect(mutation.json().code).toBe('GRAPHQL_READ_ONLY');
    const syntax = await ask({ query: '{ deliveries( }' });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().message).toContain('Syntax Error');
    const unknown = await ask({ query: '{ stock { quantity } }' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('stock');
    const ast = await ask({ query: JSON.stringify({ kind: 'Document', definitions: [] }) });
    expect(ast.statusCode).toBe(400);
    const badArg = await ask({ query: '{ delivery(deliveryNumber: "12") { status } }' });
    expect(badArg.statusCode).toBe(200);
    expect(badArg.json()).toMatchObject({ data: { delivery: null }, errors: [{ code: 'INVALID_INPUT', path: ['delivery'] }] });
    expect((await ask({ query: 'x'.repeat(10001) })).json().message).toContain('query');
    const badVariables = await getAs(api.whfra, `${GQL}?query=${encodeURIComponent(query)}&variables=nope`);
    expect(badVariables.statusCode).toBe(400);
    // without the CSRF token a browser's POST is refused like every other
    const noCsrf = await api.t.app.inject({ method: 'POST', url: GQL, headers: { cookie: api.whfra.cookie }, payload: { query } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('measures a query before it runs: too many reads, fields or aliases is a 400 naming the limit', async () => {
    const ask = (payload: unknown) => api.whfra.inject({ method: 'POST', url: GQL, payload: payload as Record<string, unknown> });
    const pages = (n: number, size: number, fields = 'items { deliveryNumber items { itemNo } }') =>
      `{ ${Array.from({ length: n }, (_, i) => `p${i}: deliveries(pageSize: ${size}) { total ${fields} }`).join(' ')} }`;
    // 70 pages of 200 deliveries with their items: 70 + 14,000 reads
    const costly = await ask({ query: pages(70, 200) });
    expect(costly.statusCode).toBe(400);
    expect(costly.json()).toMatchObject({ code: 'GRAPHQL_TOO_MUCH' });
    expect(costly.json().message).toBe(
      'The GraphQL query asks too much at once: it would cost 14070 reads; at most 1000 (a page of deliveries with items, documents or goodsIssueMatDoc costs one read per delivery: ask for smaller pages or fewer at once).',
    );
    // the page size from a variable counts the same; fragments are expanded
    const viaVariable = await ask({
      query:
        'query Q($s: Int) { a: deliveries(pageSize: $s) { ...Page } b: deliveries(pageSize: $s) { ...Page } } fragment Page on DeliveryPage { items { documents { matDoc } } }',
      variables: { s: 200 },
    });
    expect(viaVariable.statusCode).toBe(200);
    const tooManyViaVariable = await ask({
      query: `query Q($s: Int) { ${Array.from({ length: 6 }, (_, i) => `p${i}: deliveries(pageSize: $s) { ...Page }`).join(' ')} } fragment Page on DeliveryPage { items { goodsIssueMatDoc } }`,
      variables: { s: 200 },
    });
    expect(tooManyViaVariable.json().message).toContain('it would cost 1206 reads');
    // many aliases of cheap fields: the alias limit
    const aliases = await ask({ query: `{ ${Array.from({ length: 80 }, (_, i) => `t${i}: __typename`).join(' ')} }` });
    expect(aliases.statusCode).toBe(400);
    expect(aliases.json().message).toBe('The GraphQL query asks too much at once: it has 80 aliases; at most 30.');
    // 80 aliased summaries without details are cheap in reads but over the alias limit (they once overflowed the stack)
    expect((await ask({ query: pages(80, 200, 'items { deliveryNumber }') })).json().code).toBe('GRAPHQL_TOO_MUCH');
    // fields count with fragments expanded: 30 pages of every field
    const every =
      'fragment D on Delivery { deliveryNumber orderType orderNumber plant shippingPoint partner partnerName route deliveryDate status itemCount createdAt goodsIssueMatDoc items { itemNo material materialDescription baseUnit serialized sloc quantity pickedQuantity issuedQuantity serials } documents { matDoc postingDate movementType reversalOf reversedBy } }';
    const wide = await ask({
      query: `{ ${Array.from({ length: 30 }, (_, i) => `p${i}: deliveries(pageSize: 1) { items { ...D } }`).join(' ')} } ${every}`,
    });
    expect(wide.json().message).toBe('The GraphQL query asks too much at once: it selects 960 fields; at most 500.');
    // a fragment cycle is graphql's own refusal (the measure stops at it)
    const cyclic = await ask({ query: '{ deliveries { ...A } } fragment A on DeliveryPage { ...B } fragment B on DeliveryPage { ...A }' });
    expect(cyclic.statusCode).toBe(400);
    expect(cyclic.json().code).toBe('GRAPHQL_INVALID');
    // what a dashboard asks still answers: 20 aliased pages of 25 summaries, a page of 200 with details
    expect((await ask({ query: pages(20, 25, 'items { deliveryNumber status }') })).statusCode).toBe(200);
    expect((await ask({ query: pages(1, 200) })).statusCode).toBe(200);
  });
});
