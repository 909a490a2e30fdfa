import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import MagicString from 'magic-string';
import { type Plugin, parseSync } from 'vite';

/**
 * The contracts' zod schemas built when first used, in the web build only (issue 41; the stand-in is
 * src/web/lazy-schema.ts). In a contract module, these become `lazySchema(() => (<value>))`:
 * - a top-level `const` whose value is a schema: a chain of calls starting at zod's `z` (`z.object({...}).meta(...)`),
 *   at another such const (`base.extend({...})`) or at a call of a schema factory (`ident('field.a.plant', 4)`);
 * - in an endpoint's definition (a top-level const's call), the value of `params`, `query`, `body`, `response` or
 *   `documentedBody` when it is such a chain.
 * A schema factory is a function of a contract module whose every return is such a chain (`decimalSchema`, `code`),
 * declared in the module or imported by name from another contract module. Anything else stays as written (constants,
 * helpers, the endpoint objects), and names, exports and types do not change: no source file says it, and the server,
 * vitest and tsc see the modules as written.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const WRAPPER = '__lazySchema';
/** An endpoint definition's properties that hold schemas (shared/contracts/endpoint.ts EndpointDef). */
const SCHEMA_PROPERTIES = new Set(['params', 'query', 'body', 'response', 'documentedBody']);

/** The node a chain of member accesses and calls starts at (`z.object({}).meta()`: `z`; `f(1).optional()`: `f(1)`). */
function chainStart(node: Node): Node {
  let n: Node = node;
  for (;;) {
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'MemberExpression') n = (n.callee as Node).object as Node;
    else if (n.type === 'MemberExpression') n = n.object as Node;
    else if (
      n.type === 'ParenthesizedExpression' ||
      n.type === 'TSAsExpression' ||
      n.type === 'TSSatisfiesExpression' ||
      n.type === 'TSNonNullExpression'
    )
      n = n.expression as Node;
    else return n;
  }
}

const parsed = new Map<string, Node[] | null>();
function programOf(file: string, code?: string): Node[] | null {
  if (code === undefined && parsed.has(file)) return parsed.get(file) ?? null;
  const source = code ?? (existsSync(file) ? readFileSync(file, 'utf8') : null);
  const result = source === null ? null : parseSync(file, source);
  const body = result && result.errors.length === 0 ? (result.program.body as unknown as Node[]) : null;
  if (code === undefined) parsed.set(file, body);
  return body;
}

/** What a module's schemas are made from: zod's names, its schema consts, its factories (and those it imports). */
class Scope {
  readonly zod = new Set<string>();
  readonly schemas = new Set<string>();
  readonly factories = new Set<string>();

  /** A chain that makes a schema: from `z`, a schema const, or a call of a factory. */
  makesSchema(node: Node | null | undefined): boolean {
    if (node?.type !== 'CallExpression') return false;
    const start = chainStart(node);
    if (start.type === 'Identifier') return this.zod.has(start.name as string) || this.schemas.has(start.name as string);
    if (start.type === 'CallExpression' && (start.callee as Node).type === 'Identifier')
      return this.factories.has((start.callee as Node).name as string);
    return false;
  }
}

/** The returned values of a function (an arrow's expression body, or every `return` of its block outside nested functions). */
function returnsOf(fn: Node): (Node | null)[] {
  const body = fn.body as Node;
  if (body.type !== 'BlockStatement' && body.type !== 'FunctionBody') return [body];
  const found: (Node | null)[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') return;
    if (n.type === 'ReturnStatement') found.push((n.argument as Node | null) ?? null);
    for (const [key, value] of Object.entries(n)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(body);
  return found;
}

/** What a top-level statement declares: the declaration itself, or the one an `export` names (null for none). */
function declarationOf(statement: Node): Node | null {
  return (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
}

/** The top-level functions of a module: name and node, declared (`function f`) or as a const (`const f = () =>`). */
function functionsOf(body: Node[]): [string, Node][] {
  const functions: [string, Node][] = [];
  for (const statement of body) {
    const d = declarationOf(statement);
    if (!d) continue;
    if (d.type === 'FunctionDeclaration' && d.id) functions.push([(d.id as Node).name as string, d]);
    if (d.type === 'VariableDeclaration')
      for (const v of d.declarations as Node[]) {
        const init = v.init as Node | null;
        if ((v.id as Node).type === 'Identifier' && init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression'))
          functions.push([(v.id as Node).name as string, init]);
      }
  }
  return functions;
}

/** zod's local names and the factories a module imports from other contract modules, under the names it uses. */
function importsOf(body: Node[], file: string, contracts: string, scope: Scope, seen: Set<string>): void {
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const from = (statement.source as { value: string }).value;
    const specifiers = statement.specifiers as Node[];
    if (from === 'zod') {
      for (const s of specifiers) {
        const local = (s.local as Node).name as string;
        if (s.type === 'ImportNamespaceSpecifier') scope.zod.add(local);
        else if (s.type === 'ImportSpecifier' && s.importKind !== 'type' && (s.imported as Node).name === 'z') scope.zod.add(local);
      }
    } else if (from.startsWith('.')) {
      const target = resolve(dirname(file), from.endsWith('.ts') ? from : `${from}.ts`);
      if (!target.replaceAll('\\', '/').startsWith(contracts)) continue;
      const exported = exportedFactories(target, contracts, seen);
      for (const s of specifiers)
        if (s.type === 'ImportSpecifier' && s.importKind !== 'type' && exported.has((s.imported as Node).name as string))
          scope.factories.add((s.local as Node).name as string);
    }
  }
}

/** The scope of a module: zod, imported factories, then its own factories and schema consts in order. */
function scopeOf(body: Node[], file: string, contracts: string, seen: Set<string>): Scope {
  const scope = new Scope();
  importsOf(body, file, contracts, scope, seen);
  // a factory may use one declared after it: repeat until nothing is added
  const functions = functionsOf(body);
  for (let added = true; added; ) {
    added = false;
    for (const [name, fn] of functions) {
      if (scope.factories.has(name)) continue;
      const returns = returnsOf(fn);
      if (returns.length > 0 && returns.every((r) => scope.makesSchema(r))) {
        scope.factories.add(name);
        added = true;
      }
    }
  }
  return scope;
}

const factoryExports = new Map<string, Set<string>>();
/** The factories a contract module exports (read from its file). */
function exportedFactories(file: string, contracts: string, seen: Set<string>): Set<string> {
  const known = factoryExports.get(file);
  if (known) return known;
  if (seen.has(file)) return new Set(); // an import cycle: what is being read counts as none
  seen.add(file);
  const body = programOf(file);
  const exported = new Set<string>();
  if (body) {
    const scope = scopeOf(body, file, contracts, seen);
    for (const statement of body) {
      if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
      const d = statement.declaration as Node;
      const names =
        d.type === 'FunctionDeclaration'
          ? [(d.id as Node).name as string]
          : d.type === 'VariableDeclaration'
            ? (d.declarations as Node[]).map((v) => (v.id as Node).name as string)
            : [];
      for (const name of names) if (scope.factories.has(name)) exported.add(name);
    }
  }
  factoryExports.set(file, exported);
  return exported;
}

/**
 * The module with its schemas wrapped, or null when it has none. `helper` is the module the wrapper is imported from;
 * `contracts` the contracts' directory (with a trailing slash), where factories are looked up. Exported for its test.
 */
export function wrapSchemas(
  code: string,
  file: string,
  helper: string,
  contracts: string,
): { code: string; map: ReturnType<MagicString['generateMap']>; names: string[] } | null {
  const body = programOf(file, code);
  if (!body) return null; // the build reports a syntax error when it transforms the module itself
  const scope = scopeOf(body, file, contracts, new Set([file]));
  if (scope.zod.size === 0 && scope.factories.size === 0) return null;
  const s = new MagicString(code);
  const names: string[] = [];
  const wrap = (node: Node, name: string) => {
    s.appendLeft(node.start, `${WRAPPER}(() => (`);
    s.appendRight(node.end, '))');
    names.push(name);
  };
  for (const statement of body) {
    const declaration = declarationOf(statement);
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations as Node[]) {
      const init = d.init as Node | null;
      const id = d.id as Node;
      if (id.type !== 'Identifier' || !init) continue;
      if (scope.makesSchema(init)) {
        wrap(init, id.name as string);
        scope.schemas.add(id.name as string);
      } else if (init.type === 'CallExpression') {
        // an endpoint's definition: its schema properties
        for (const argument of init.arguments as Node[]) {
          if (argument.type !== 'ObjectExpression') continue;
          for (const p of argument.properties as Node[]) {
            const key = p.key as Node | undefined;
            const keyName = key?.type === 'Identifier' ? (key.name as string) : null;
            if (p.type === 'Property' && keyName && SCHEMA_PROPERTIES.has(keyName) && scope.makesSchema(p.value as Node))
              wrap(p.value as Node, `${id.name as string}.${keyName}`);
          }
        }
      }
    }
  }
  if (names.length === 0) return null;
  s.prepend(`import { lazySchema as ${WRAPPER} } from ${JSON.stringify(helper)};\n`);
  return { code: s.toString(), map: s.generateMap({ hires: true, source: file }), names };
}

export function lazySchemasPlugin(options: { contracts: string; helper: string }): Plugin {
  const contracts = `${options.contracts.replaceAll('\\', '/').replace(/\/$/, '')}/`;
  return {
    name: 'portal-lazy-schemas',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      parsed.clear();
      factoryExports.clear();
    },
    transform(code, id) {
      const file = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
      if (!file.startsWith(contracts) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return null;
      const wrapped = wrapSchemas(code, file, options.helper, contracts);
      return wrapped ? { code: wrapped.code, map: wrapped.map } : null;
    },
  };
}
