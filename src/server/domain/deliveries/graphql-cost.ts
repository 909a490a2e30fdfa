import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode, ValueNode } from 'graphql';
import { DomainError } from '../errors';

/**
 * What one GraphQL query may ask of the deliveries view, measured before anything runs (the
 * document is parsed, not yet validated): depth, aliases, fields and cost. Cost counts database
 * reads: a root field is one read, and a page of deliveries whose items, documents or goods issue
 * are asked adds one read per delivery of the page (pageSize, 25 unless given). Without it 70
 * aliased pages of 200 deliveries each cost 14,000 reads in one request.
 */
export const GRAPHQL_LIMITS = { depth: 6, aliases: 30, fields: 500, cost: 1000 } as const;

/** Fields of a Delivery read from its details (one read per delivery, see `detail` in graphql-schema.ts). */
const DETAIL_FIELDS = new Set(['items', 'documents', 'goodsIssueMatDoc']);
const DEFAULT_PAGE_SIZE = 25;

export interface QueryMeasure {
  depth: number;
  aliases: number;
  fields: number;
  cost: number;
}

export function measureQuery(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === 'FragmentDefinition') fragments.set(d.name.value, d);
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const measure: QueryMeasure = { depth: 0, aliases: 0, fields: 0, cost: 0 };
  if (!operation) return measure; // graphql's own validation names the problem

  /** Calls `visit` for every field of a selection set, fragments expanded (a fragment cycle stops: validation refuses it). */
  const eachField = (
    set: SelectionSetNode,
    visiting: ReadonlySet<string>,
    visit: (field: import('graphql').FieldNode, visiting: ReadonlySet<string>) => void,
  ): void => {
    for (const s of set.selections) {
      if (s.kind === 'Field') visit(s, visiting);
      else if (s.kind === 'InlineFragment') eachField(s.selectionSet, visiting, visit);
      else {
        const name = s.name.value;
        const fragment = fragments.get(name);
        if (fragment && !visiting.has(name)) eachField(fragment.selectionSet, new Set([...visiting, name]), visit);
      }
    }
  };
  const walk = (set: SelectionSetNode, depth: number, visiting: ReadonlySet<string>): void =>
    eachField(set, visiting, (field, inner) => {
      measure.fields++;
      if (field.alias) measure.aliases++;
      const introspection = field.name.value.startsWith('__');
      if (!introspection) measure.depth = Math.max(measure.depth, depth);
      if (field.selectionSet) walk(field.selectionSet, introspection ? depth : depth + 1, inner);
    });
  walk(operation.selectionSet, 1, new Set());

  const asksDetails = (page: SelectionSetNode): boolean => {
    let found = false;
    eachField(page, new Set(), (field, visiting) => {
      if (field.name.value !== 'items' || !field.selectionSet) return;
      eachField(field.selectionSet, visiting, (f) => {
        if (DETAIL_FIELDS.has(f.name.value)) found = true;
      });
    });
    return found;
  };
  eachField(operation.selectionSet, new Set(), (root) => {
    if (root.name.value.startsWith('__')) return;
    measure.cost += 1;
    if (root.name.value === 'deliveries' && root.selectionSet && asksDetails(root.selectionSet)) {
      const arg = root.arguments?.find((a) => a.name.value === 'pageSize');
      measure.cost += pageSizeOf(arg?.value, variables);
    }
  });
  return measure;
}

function pageSizeOf(value: ValueNode | undefined, variables: Record<string, unknown> | undefined): number {
  const raw =
    value === undefined
      ? DEFAULT_PAGE_SIZE
      : value.kind === 'Variable'
        ? variables?.[value.name.value]
        : 'value' in value
          ? value.value
          : undefined;
  const size = Number(raw ?? DEFAULT_PAGE_SIZE);
  // a page size the search refuses costs nothing here: the resolver answers it in words
  return Number.isSafeInteger(size) && size > 0 ? size : 0;
}

/** Refuses a query over any limit, naming the limit and what the query asked. */
export function checkQueryLimits(measure: QueryMeasure): void {
  const over = (['cost', 'depth', 'fields', 'aliases'] as const).find((k) => measure[k] > GRAPHQL_LIMITS[k]);
  if (!over) return;
  const problem = {
    depth: `it is ${measure.depth} fields deep; at most ${GRAPHQL_LIMITS.depth}.`,
    aliases: `it has ${measure.aliases} aliases; at most ${GRAPHQL_LIMITS.aliases}.`,
    fields: `it selects ${measure.fields} fields; at most ${GRAPHQL_LIMITS.fields}.`,
    cost: `it would cost ${measure.cost} reads; at most ${GRAPHQL_LIMITS.cost} (a page of deliveries with items, documents or goodsIssueMatDoc costs one read per delivery: ask for smaller pages or fewer at once).`,
  }[over];
  throw new DomainError('GRAPHQL_TOO_MUCH', { problem });
}
