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
});
