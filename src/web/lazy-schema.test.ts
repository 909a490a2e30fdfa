import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A schema and its lazy twin, with the number of times the twin was built. */
function twins<T extends z.ZodType>(build: () => T) {
  let builds = 0;
  const lazy = lazySchema(() => {
    builds++;
    return build();
  });
  return { eager: build(), lazy, builds: () => builds };
}

const row = () =>
  z.strictObject({
    material: z.string().trim().min(1).max(18),
    quantity: z.string().regex(/^\d+(\.\d{1,3})?$/),
    bin: z.string().nullable(),
    category: z.enum(['UNRESTRICTED', 'QUALITY', 'BLOCKED']).default('UNRESTRICTED'),
  });

describe('lazySchema', () => {
  it('builds the schema on its first use, once', () => {
    const { lazy, builds } = twins(row);
    expect(builds()).toBe(0);
    lazy.safeParse({});
    lazy.parse({ material: 'M', quantity: '1', bin: null });
    expect(builds()).toBe(1);
  });

  it('parses, refuses and transforms as the schema does: the same data, the same issues', () => {
    const { eager, lazy } = twins(row);
    const inputs: unknown[] = [
      { material: ' M-1 ', quantity: '1.500', bin: 'A-01' },
      { material: '', quantity: '1.5555', bin: 3 },
      { material: 'M', quantity: '2', bin: null, category: 'QUALITY', extra: true },
      null,
      'text',
    ];
    for (const input of inputs) expect(lazy.safeParse(input)).toEqual(eager.safeParse(input));
  });

  it('passes for its schema: instanceof, `_zod`, its shape and its methods', () => {
    const { lazy } = twins(row);
    expect(lazy instanceof z.ZodObject).toBe(true);
    expect(lazy instanceof z.ZodType).toBe(true);
    expect('_zod' in lazy).toBe(true);
    expect(Object.keys(lazy.shape)).toEqual(['material', 'quantity', 'bin', 'category']);
    expect(Object.getPrototypeOf(lazy)).toBe(Object.getPrototypeOf(row()));
    expect(lazy.optional().safeParse(undefined).success).toBe(true);
    expect(lazy.pick({ material: true }).safeParse({ material: 'M' }).success).toBe(true);
    expect(lazy.extend({ serial: z.string() }).safeParse({ material: 'M', quantity: '1', bin: null }).success).toBe(false);
  });

  it('serves inside other schemas, lazy ones too, and builds each part only when a parse reaches it', () => {
    const part = twins(row);
    const list = twins(() => z.object({ rows: z.array(part.lazy), next: z.string().nullable() }));
    expect(part.builds()).toBe(0);
    const input = { rows: [{ material: 'M', quantity: '1', bin: null }, { material: '' }], next: null };
    expect(list.lazy.safeParse(input)).toEqual(z.object({ rows: z.array(row()), next: z.string().nullable() }).safeParse(input));
    expect(part.builds()).toBe(1);
  });

  it('keeps what is written onto it, including a property that cannot be changed afterwards', () => {
    const { lazy } = twins(row);
    const target = lazy as unknown as Record<string, unknown>;
    target.note = 'kept';
    expect(target.note).toBe('kept');
    Object.defineProperty(lazy, 'fixed', { value: 1, configurable: false, enumerable: false, writable: false });
    expect(Object.getOwnPropertyDescriptor(lazy, 'fixed')).toMatchObject({ value: 1, configurable: false });
    expect(Reflect.ownKeys(lazy)).toContain('fixed');
    expect(delete target.note).toBe(true);
    expect('note' in lazy).toBe(false);
  });

  it('answers through the standard schema interface (form resolvers)', () => {
    const { eager, lazy } = twins(row);
    const input = { material: 'M', quantity: 'x', bin: null };
    expect(lazy['~standard'].validate(input)).toEqual(eager['~standard'].validate(input));
  });
});
