/**
 * A schema built the first time something reads it (issue 41). The web build wraps the contracts' top-level zod
 * schemas in this (scripts/vite-lazy-schemas.ts): a handheld page imported the contract modules of every screen and of
 * its offline reads and built some 1,600 zod schemas while it loaded (each ~25 µs, ~100 µs on a handheld's CPU), of
 * which it uses a few dozen. The server, the tests and the types see the plain schemas.
 *
 * The stand-in is a Proxy that builds the schema on its first use and hands every operation to it: reads (with the
 * schema as receiver, so its getters see the schema), calls of its methods (`this` is the stand-in, which reads
 * through), `instanceof` (zod's check reads `_zod`), `in`, keys, prototype, writes. A property the schema holds as
 * non-configurable is also defined on the stand-in's target, as a Proxy must report it.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  const target = {} as T;
  /** A descriptor as the stand-in may report it: a non-configurable one must also be its target's own. */
  const reportable = (key: PropertyKey, descriptor: PropertyDescriptor | undefined) => {
    if (descriptor && !descriptor.configurable && !Object.hasOwn(target, key)) Object.defineProperty(target, key, descriptor);
    return descriptor;
  };
  return new Proxy(target, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => {
      const real = schema();
      const keys = Reflect.ownKeys(real);
      for (const key of keys) reportable(key, Reflect.getOwnPropertyDescriptor(real, key));
      return keys;
    },
    getOwnPropertyDescriptor: (_target, key) => reportable(key, Reflect.getOwnPropertyDescriptor(schema(), key)),
    defineProperty: (_target, key, descriptor) => {
      const defined = Reflect.defineProperty(schema(), key, descriptor);
      if (defined) reportable(key, Reflect.getOwnPropertyDescriptor(schema(), key));
      return defined;
    },
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
