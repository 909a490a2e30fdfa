/**
 * Breaking changes between two OpenAPI documents of the portal (the last release's, committed in
 * releases/openapi-<version>.json, and this code's): what a client written against the old one would trip over.
 * - an operation removed (path or method);
 * - a response: a field removed, a required field made optional, a field's type widened (a client's parser meets a
 *   type it never saw: null, another type), an enum given values it did not have;
 * - a request (body, query, path, header parameters): a required field or parameter added, a field the old
 *   document accepted that a strict object now refuses, a type narrowed (a type or enum value dropped, a shorter
 *   maxLength, a larger minLength, a smaller maximum, a larger minimum).
 * Additions are not breaking: new operations, new optional request fields, new response fields.
 * Not breaking either, as the server answers the same: a path written with or without its trailing slash (the
 * router ignores it); a path parameter with an enum (`master-data/{kind}`) documented as one path per value, each
 * compared with the old operation; a request schema the old document left untyped (`{}`: it promised no shape,
 * and the server always checked it the same way) given its shape.
 * Answers one line per change, `METHOD /path: where: what`.
 */
type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
  const?: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function resolver(doc: Json) {
  return (schema: Schema | undefined): Schema | undefined => {
    let s = schema;
    for (let depth = 0; s?.$ref && depth < 20; depth++) {
      const path = s.$ref.replace(/^#\//, '').split('/');
      let node: unknown = doc;
      for (const part of path) node = (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      s = node as Schema | undefined;
    }
    return s;
  };
}

/** The JSON types a schema admits (null included), or null for "anything" (no type said). */
function typesOf(s: Schema, resolve: (s: Schema | undefined) => Schema | undefined): Set<string> | null {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    const all = new Set<string>();
    for (const v of variants) {
      const t = typesOf(resolve(v) ?? {}, resolve);
      if (t === null) return null;
      for (const x of t) all.add(x);
    }
    return all;
  }
  if (s.const !== undefined) return new Set([s.const === null ? 'null' : typeof s.const === 'number' ? 'number' : typeof s.const]);
  if (s.type === undefined) return s.enum ? new Set(s.enum.map((v) => (v === null ? 'null' : typeof v))) : null;
  const types = new Set(Array.isArray(s.type) ? s.type : [s.type]);
  if (types.has('integer')) types.add('number');
  if (s.nullable) types.add('null');
  return types;
}

/** The object variant of a schema (its properties), through anyOf/oneOf/allOf. */
function objectOf(s: Schema, resolve: (s: Schema | undefined) => Schema | undefined): Schema | undefined {
  if (s.properties) return s;
  for (const v of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const o = objectOf(resolve(v) ?? {}, resolve);
    if (o) return o;
  }
  return undefined;
}

function itemsOf(s: Schema, resolve: (s: Schema | undefined) => Schema | undefined): Schema | undefined {
  if (s.items) return resolve(s.items);
  for (const v of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const i = itemsOf(resolve(v) ?? {}, resolve);
    if (i) return i;
  }
  return undefined;
}

const enumOf = (s: Schema, resolve: (s: Schema | undefined) => Schema | undefined): unknown[] | null => {
  if (s.enum) return s.enum;
  if (s.const !== undefined) return [s.const];
  const variants = s.anyOf ?? s.oneOf;
  if (!variants) return null;
  const all: unknown[] = [];
  for (const v of variants) {
    const e = enumOf(resolve(v) ?? {}, resolve);
    if (e === null) return null;
    all.push(...e);
  }
  return all;
};

interface Sides {
  oldResolve: (s: Schema | undefined) => Schema | undefined;
  newResolve: (s: Schema | undefined) => Schema | undefined;
  out: string[];
}

/** A response schema: what the old document promised a reader must still hold. */
function compareOutput(where: string, oldS: Schema | undefined, newS: Schema | undefined, sides: Sides, depth = 0): void {
  const o = sides.oldResolve(oldS);
  const n = sides.newResolve(newS);
  if (!o || !n || depth > 30) return;
  const [ot, nt] = [typesOf(o, sides.oldResolve), typesOf(n, sides.newResolve)];
  if (ot && (nt === null || [...nt].some((t) => !ot.has(t)))) {
    sides.out.push(`${where}: type ${[...ot].sort().join('|')} became ${nt ? [...nt].sort().join('|') : 'any'}`);
    return;
  }
  const [oe, ne] = [enumOf(o, sides.oldResolve), enumOf(n, sides.newResolve)];
  if (oe && (ne === null || ne.some((v) => !oe.includes(v)))) {
    sides.out.push(`${where}: values ${(ne ?? ['any']).filter((v) => !oe.includes(v)).join(', ')} added to an answer's enum`);
  }
  const [oo, no] = [objectOf(o, sides.oldResolve), objectOf(n, sides.newResolve)];
  if (oo?.properties) {
    for (const [name, prop] of Object.entries(oo.properties)) {
      const next = no?.properties?.[name];
      if (!next) {
        sides.out.push(`${where}.${name}: removed`);
        continue;
      }
      if (oo.required?.includes(name) && !no?.required?.includes(name)) sides.out.push(`${where}.${name}: no longer always present`);
      compareOutput(`${where}.${name}`, prop, next, sides, depth + 1);
    }
  }
  const [oi, ni] = [itemsOf(o, sides.oldResolve), itemsOf(n, sides.newResolve)];
  if (oi && ni) compareOutput(`${where}[]`, oi, ni, sides, depth + 1);
}

const LIMITS: [keyof Schema, 'lower' | 'higher'][] = [
  ['maxLength', 'lower'],
  ['maxItems', 'lower'],
  ['maximum', 'lower'],
  ['minLength', 'higher'],
  ['minItems', 'higher'],
  ['minimum', 'higher'],
];

/** A request schema: what the old document accepted the new one must still accept. */
function compareInput(where: string, oldS: Schema | undefined, newS: Schema | undefined, sides: Sides, depth = 0): void {
  const o = sides.oldResolve(oldS);
  const n = sides.newResolve(newS);
  if (!o || !n || depth > 30 || untyped(o)) return;
  const [ot, nt] = [typesOf(o, sides.oldResolve), typesOf(n, sides.newResolve)];
  if (nt && (ot === null || [...ot].some((t) => !nt.has(t)))) {
    sides.out.push(`${where}: type ${ot ? [...ot].sort().join('|') : 'any'} narrowed to ${[...nt].sort().join('|')}`);
    return;
  }
  const [oe, ne] = [enumOf(o, sides.oldResolve), enumOf(n, sides.newResolve)];
  if (ne && (oe === null || oe.some((v) => !ne.includes(v)))) {
    sides.out.push(`${where}: values ${(oe ?? ['any']).filter((v) => !ne.includes(v)).join(', ')} no longer accepted`);
  }
  for (const [key, way] of LIMITS) {
    const [ov, nv] = [o[key] as number | undefined, n[key] as number | undefined];
    if (nv === undefined) continue;
    if (ov === undefined || (way === 'lower' ? nv < ov : nv > ov)) sides.out.push(`${where}: ${key} ${ov ?? 'none'} became ${nv}`);
  }
  const [oo, no] = [objectOf(o, sides.oldResolve), objectOf(n, sides.newResolve)];
  if (no?.properties) {
    for (const name of no.required ?? []) {
      if (!oo?.required?.includes(name)) sides.out.push(`${where}.${name}: required now`);
    }
  }
  if (oo?.properties) {
    for (const [name, prop] of Object.entries(oo.properties)) {
      const next = no?.properties?.[name];
      if (!next) {
        if (no?.additionalProperties === false) sides.out.push(`${where}.${name}: no longer accepted`);
        continue;
      }
      compareInput(`${where}.${name}`, prop, next, sides, depth + 1);
    }
  }
  const [oi, ni] = [itemsOf(o, sides.oldResolve), itemsOf(n, sides.newResolve)];
  if (oi && ni) compareInput(`${where}[]`, oi, ni, sides, depth + 1);
}

/** A schema that says nothing of its value (`{}`, maybe with a description). */
const untyped = (s: Schema) =>
  s.type === undefined && !s.enum && s.const === undefined && !s.properties && !s.items && !s.anyOf && !s.oneOf && !s.allOf;

/** A path as the router matches it: without a trailing slash. */
const routed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

export function breakingChanges(oldDoc: Json, newDoc: Json): string[] {
  const sides: Sides = { oldResolve: resolver(oldDoc), newResolve: resolver(newDoc), out: [] };
  const oldPaths = (oldDoc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const newPaths = new Map(
    Object.entries((newDoc.paths ?? {}) as Record<string, Record<string, Operation>>).map(([path, item]) => [routed(path), item]),
  );
  /** The old operation as the new document has it: at its path, or (an enum path parameter written out) at one per value. */
  const counterparts = (
    path: string,
    method: string,
    before: Operation,
  ): { path: string; after: Operation | undefined; expanded?: string }[] => {
    const same = newPaths.get(routed(path))?.[method];
    if (same) return [{ path, after: same }];
    for (const p of before.parameters ?? []) {
      const values = p.in === 'path' ? sides.oldResolve(p.schema)?.enum : undefined;
      if (!values || !path.includes(`{${p.name}}`)) continue;
      return values.map((v) => {
        const concrete = path.replace(`{${p.name}}`, String(v));
        return { path: concrete, after: newPaths.get(routed(concrete))?.[method], expanded: `${p.in} ${p.name}` };
      });
    }
    return [{ path, after: undefined }];
  };
  for (const [path, item] of Object.entries(oldPaths)) {
    for (const method of METHODS) {
      const before = item[method];
      if (!before) continue;
      for (const { path: at, after, expanded } of counterparts(path, method, before)) {
        compareOperation(`${method.toUpperCase()} ${at}`, before, after, expanded, sides);
      }
    }
  }
  return sides.out;
}

/** One operation of the old document against its counterpart in the new one (`expanded`: the path parameter written out). */
function compareOperation(op: string, before: Operation, after: Operation | undefined, expanded: string | undefined, sides: Sides) {
  if (!after) {
    sides.out.push(`${op}: removed`);
    return;
  }
  for (const [status, response] of Object.entries(before.responses ?? {})) {
    const schema = response.content?.['application/json']?.schema;
    if (!schema) continue;
    const next = after.responses?.[status]?.content?.['application/json']?.schema;
    if (!next) {
      sides.out.push(`${op}: response ${status}: removed`);
      continue;
    }
    compareOutput(`${op}: response ${status}`, schema, next, sides);
  }
  const body = before.requestBody?.content?.['application/json']?.schema;
  const nextBody = after.requestBody?.content?.['application/json']?.schema;
  if (nextBody) compareInput(`${op}: body`, body ?? {}, nextBody, sides);
  const key = (p: Parameter) => `${p.in} ${p.name}`;
  const oldParams = new Map((before.parameters ?? []).filter((p) => key(p) !== expanded).map((p) => [key(p), p]));
  for (const p of after.parameters ?? []) {
    const was = oldParams.get(key(p));
    if (!was) {
      if (p.required) sides.out.push(`${op}: ${p.in} parameter ${p.name}: required now`);
      continue;
    }
    if (p.required && !was.required) sides.out.push(`${op}: ${p.in} parameter ${p.name}: required now`);
    compareInput(`${op}: ${p.in} parameter ${p.name}`, was.schema ?? {}, p.schema ?? {}, sides);
  }
}
