import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './serializer';

const schema = z.object({ id: z.number(), name: z.string() });
const serialize = (strict: boolean) => responseSerializer({ strict })({ schema, method: 'GET', url: '/x' });

describe('responseSerializer', () => {
  it('serialises what the schema names', () => {
    expect(serialize(false)({ id: 1, name: 'a' })).toBe('{"id":1,"name":"a"}');
  });
  it('drops fields the schema does not name (nothing leaks), or refuses them in strict mode', () => {
    expect(serialize(false)({ id: 1, name: 'a', passwordHash: 'x' })).toBe('{"id":1,"name":"a"}');
    expect(() => serialize(true)({ id: 1, name: 'a', passwordHash: 'x' })).toThrow(/does not name/);
  });
  it('refuses an answer that does not fit the schema', () => {
    expect(() => serialize(false)({ id: 'one', name: 'a' })).toThrow();
  });
});
