import Fastify, { type FastifyInstance } from 'fastify';
import type { DocumentNode, GraphQLError } from 'graphql';
import type { IResolvers } from 'mercurius';
import * as e from '../../shared/contracts/deliveries/endpoints';
import type { GraphqlResponse } from '../../shared/contracts/deliveries/schemas';
import { errorText } from '../../shared/errors';
import type { SessionUser } from '../domain/auth/sessions';
import { checkQueryLimits, GRAPHQL_LIMITS, measureQuery } from '../domain/deliveries/graphql-cost';
import { deliveriesResolvers, deliveriesSdl } from '../domain/deliveries/graphql-schema';
import { DomainError } from '../domain/errors';
import { safeErrorLog } from '../http/errors';
import { handle } from '../http/route';

/**
 * GraphQL for deliveries (Mercurius, read-only): routes of our own (`routes: false`), so the
 * contracts' access (SD/VL02N), CSRF, input guard and response schema apply as everywhere; the
 * resolvers scope by the caller's plants. Queries are parsed here (at most 2,000 tokens) and measured
 * before they run (depth, aliases, fields, reads: graphql-cost.ts): a bad or too costly document is a
 * 400 naming the problem; a refused field comes back in `errors`.
 */
export async function deliveryGraphqlRoutes(app: FastifyInstance): Promise<void> {
  const run = async (user: SessionUser, query: string, variables: Record<string, unknown> | undefined, operation: string | undefined) => {
    const { graphql, parse } = await executor();
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: 2000 });
    } catch (error) {
      throw new DomainError('GRAPHQL_INVALID', { problem: (error as Error).message });
    }
    if (document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation !== 'query'))
      throw new DomainError('GRAPHQL_READ_ONLY');
    checkQueryLimits(measureQuery(document, operation, variables));
    try {
      const result = await graphql(document, { db: app.ctx.db, viewer: user }, variables, operation);
      if (result.data === undefined || result.data === null) {
        if (result.errors?.length) throw new DomainError('GRAPHQL_INVALID', { problem: result.errors[0]?.message ?? '' });
      }
      return answer(app, result.data ?? null, result.errors);
    } catch (error) {
      const errors = (error as { errors?: readonly GraphQLError[] }).errors;
      if (!(error instanceof DomainError) && errors?.length)
        throw new DomainError('GRAPHQL_INVALID', { problem: errors[0]?.message ?? '' });
      throw error;
    }
  };
  handle(app, e.graphqlPost, async ({ user, body }) => run(user, body.query, body.variables ?? undefined, body.operationName ?? undefined));
  handle(app, e.graphqlGet, async ({ user, query }) => {
    let variables: Record<string, unknown> | undefined;
    if (query.variables) {
      try {
        variables = JSON.parse(query.variables);
      } catch {
        throw new DomainError('GRAPHQL_INVALID', { problem: 'variables is not JSON.' });
      }
      if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
        throw new DomainError('GRAPHQL_INVALID', { problem: 'variables is a JSON object.' });
    }
    return run(user, query.query, variables, query.operationName);
  });
}

type Executor = { graphql: FastifyInstance['graphql']; parse: typeof import('graphql').parse };
let executing: Promise<Executor> | undefined;

/**
 * Mercurius and graphql are loaded on the first GraphQL request, not at start (start
 * < 1.5 s), into a Fastify instance of their own that serves no routes: only its executor is used.
 */
function executor(): Promise<Executor> {
  executing ??= (async () => {
    const [{ default: mercurius }, { parse }] = await Promise.all([import('mercurius'), import('graphql')]);
    const engine = Fastify();
    await engine.register(mercurius, {
      schema: deliveriesSdl, // the context is ours ({ db, viewer }), given to graphql() in run
      resolvers: deliveriesResolvers as unknown as IResolvers,
      routes: false,
      graphiql: false,
      queryDepth: GRAPHQL_LIMITS.depth,
      // errors stay GraphQLErrors with their original error: answer() turns refusals into messages and codes
      errorFormatter: (execution) => ({ statusCode: 200, response: { data: execution.data ?? null, errors: execution.errors ?? [] } }),
    });
    await engine.ready();
    return { graphql: engine.graphql.bind(engine), parse };
  })();
  executing.catch(() => {
    executing = undefined;
  });
  return executing;
}

/** Errors of fields: a refusal keeps its message and code, anything else is logged and answered generically. */
function answer(app: FastifyInstance, data: Record<string, unknown> | null, errors: readonly GraphQLError[] | undefined): GraphqlResponse {
  if (!errors?.length) return { data };
  return {
    data,
    errors: errors.map((err) => {
      const original = err.originalError;
      const path = err.path ? [...err.path] : undefined;
      if (original instanceof DomainError) return { message: original.message, code: original.code, ...(path ? { path } : {}) };
      if (original) app.log.error({ err: safeErrorLog(original) }, 'GraphQL resolver failed');
      return { message: original ? errorText('INTERNAL') : err.message, ...(path ? { path } : {}) };
    }),
  };
}
