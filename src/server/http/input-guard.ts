import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldLabel, pathKeys } from '../../shared/field-labels';
import { type MessageId, t } from '../../shared/i18n';
import { isCleanText } from '../../shared/text';
import { DomainError } from '../domain/errors';

/** Deeper than any contract's body: a client nesting further sends nothing we read. */
const MAX_DEPTH = 32;
/** More values than any contract's body holds (an integration batch of 10,000 materials with GTINs and plants is below). */
const MAX_NODES = 500_000;

/** A problem found: where, and what it is (a message given the field's label). */
type Problem = { where: string; text: MessageId };

function walk(value: unknown, where: string, depth: number, budget: { nodes: number }): Problem | null {
  if (--budget.nodes < 0) return { where, text: 'val.guardTooManyValues' };
  if (typeof value === 'string') return isCleanText(value) ? null : { where, text: 'val.guardCharacters' };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { where, text: 'val.guardNested' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], `${where}.${i}`, depth + 1, budget);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!isCleanText(key)) return { where, text: 'val.guardFieldName' };
    const problem = walk(inner, `${where}.${key}`, depth + 1, budget);
    if (problem) return problem;
  }
  return null;
}

/**
 * Text the database cannot store (NUL, lone surrogates) or that no screen sends (control
 * characters), and bodies nested beyond reason, are refused before any schema or handler sees
 * them: a 400 naming the field, never a database error. Runs for every route.
 */
export function checkInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  const budget = { nodes: MAX_NODES };
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const problem = walk(value, part, 0, budget);
    if (problem) {
      // the user reads the field's label, an API caller finds the path in details.field
      const schemas = (request as Partial<FastifyRequest>).routeOptions?.schema as Record<string, unknown> | undefined;
      const label = fieldLabel(schemas?.[part], pathKeys(problem.where)) ?? t('field.theRequest');
      throw new DomainError(
        'INVALID_INPUT',
        { problem: t(problem.text, { label, max: MAX_DEPTH }) },
        { details: { field: problem.where } },
      );
    }
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkInput(request);
    } catch (error) {
      return done(error as DomainError);
    }
    done();
  });
}
