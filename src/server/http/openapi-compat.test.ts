import { describe, expect, it } from 'vitest';
import { breakingChanges } from './openapi-compat';

const doc = <P, S>(paths: P, schemas: S) => ({
  openapi: '3.1.0',
  paths,
  components: { schemas },
});
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const item = {
  type: 'object',
  properties: { id: { type: 'string' }, quantity: { type: 'string', maxLength: 20 }, state: { type: 'string', enum: ['OPEN', 'DONE'] } },
  required: ['id', 'quantity', 'state'],
  additionalProperties: false,
};
const base = doc(
  {
    '/things/{id}': {
      get: {
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
        responses: { 200: json({ $ref: '#/components/schemas/Thing' }) },
      },
      post: {
        requestBody: json(item),
        responses: { 201: json({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }) },
      },
    },
  },
  { Thing: item },
);
const changed = (edit: (d: typeof base) => void) => {
  const copy = structuredClone(base);
  edit(copy);
  return breakingChanges(base, copy);
};

describe('breaking changes between two OpenAPI documents', () => {
  it('finds none between a document and itself, nor for additions', () => {
    expect(breakingChanges(base, base)).toEqual([]);
    expect(
      changed((d) => {
        (d.components.schemas.Thing.properties as Record<string, unknown>).note = { type: 'string' };
        (d.paths as Record<string, unknown>)['/other'] = { get: { responses: {} } };
        d.paths['/things/{id}'].get.parameters.push({ in: 'query', name: 'lang', required: false, schema: { type: 'string' } });
      }),
    ).toEqual([]);
  });

  it('names a removed operation, a removed or optional answer field, and a widened answer type', () => {
    expect(changed((d) => delete (d.paths['/things/{id}'] as { get?: unknown }).get)).toEqual(['GET /things/{id}: removed']);
    expect(changed((d) => delete (d.components.schemas.Thing.properties as { quantity?: unknown }).quantity)).toContain(
      'GET /things/{id}: response 200.quantity: removed',
    );
    expect(changed((d) => (d.components.schemas.Thing.required = ['id', 'state']))).toContain(
      'GET /things/{id}: response 200.quantity: no longer always present',
    );
    expect(
      changed((d) => (d.components.schemas.Thing.properties.quantity = { type: ['string', 'null'], maxLength: 20 } as never)),
    ).toContain('GET /things/{id}: response 200.quantity: type string became null|string');
  });

  it('names a narrower request: a new required field, a dropped enum value, a shorter maximum length, a refused field', () => {
    const request = (edit: (body: typeof item) => void) =>
      changed((d) => {
        const body = structuredClone(item);
        edit(body);
        d.paths['/things/{id}'].post.requestBody = json(body) as never;
      });
    expect(
      request((b) => {
        (b.properties as Record<string, unknown>).plant = { type: 'string' };
        b.required.push('plant');
      }),
    ).toEqual(['POST /things/{id}: body.plant: required now']);
    expect(request((b) => (b.properties.state.enum = ['OPEN']))).toEqual(['POST /things/{id}: body.state: values DONE no longer accepted']);
    expect(request((b) => (b.properties.quantity.maxLength = 10))).toEqual(['POST /things/{id}: body.quantity: maxLength 20 became 10']);
    expect(request((b) => delete (b.properties as { state?: unknown }).state)).toEqual([
      'POST /things/{id}: body.state: no longer accepted',
    ]);
    expect(request((b) => (b.properties.id = { type: 'integer' } as never))).toEqual([
      'POST /things/{id}: body.id: type string narrowed to integer|number',
    ]);
  });
});

describe('what the server answers the same, written differently in the document', () => {
  const kinds = doc(
    {
      '/rows/{kind}/': {
        post: {
          parameters: [{ in: 'path', name: 'kind', required: true, schema: { type: 'string', enum: ['plants', 'bins'] } }],
          requestBody: json({ type: 'object', properties: { items: { type: 'array', items: {} } }, required: ['items'] }),
          responses: { 200: json({ type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] }) },
        },
      },
    },
    {},
  );
  const perKind = (kinds: string[], slash = '') =>
    doc(
      Object.fromEntries(
        kinds.map((k) => [
          `/rows/${k}${slash}`,
          {
            post: {
              requestBody: json({
                type: 'object',
                properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } },
                required: ['items'],
              }),
              responses: { 200: json({ type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] }) },
            },
          },
        ]),
      ),
      {},
    );

  it('an enum path parameter written out as one path per value, a trailing slash, an untyped request field given its shape', () => {
    expect(breakingChanges(kinds, perKind(['plants', 'bins']))).toEqual([]);
    expect(breakingChanges(kinds, perKind(['plants', 'bins'], '/'))).toEqual([]);
  });

  it('still names a value whose path is gone, and a typed request field narrowed', () => {
    expect(breakingChanges(kinds, perKind(['plants']))).toEqual(['POST /rows/bins/: removed']);
    const typed = structuredClone(kinds);
    typed.paths['/rows/{kind}/'].post.requestBody = json({
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'string' } } },
      required: ['items'],
    });
    expect(breakingChanges(typed, perKind(['plants', 'bins']))).toEqual([
      'POST /rows/plants/: body.items[]: type string narrowed to object',
      'POST /rows/bins/: body.items[]: type string narrowed to object',
    ]);
  });
});
