import { isDeepStrictEqual } from 'node:util';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Serialises JSON answers through their contract's response schema: fields the schema does not
 * name are dropped (nothing leaks by accident). With `strict` (the test apps), an answer that
 * held such fields is an error instead, so response schemas stay complete as the code changes.
 */
export function responseSerializer(options: { strict: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown): string => {
      const result = zodSchema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      const text = JSON.stringify(result.data);
      if (options.strict && !isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(data)))) {
        throw new Error(`The answer of ${method} ${url} holds fields its response schema does not name`);
      }
      return text;
    };
  };
}
