import { z } from 'zod';

/**
 * The body of every error answer (src/server/http/errors.ts): the code of the error table
 * (src/shared/errors.ts), the message in the caller's language, the request's id, and details where the
 * error has them (the field of a bad input; a refused batch's row errors). The API document names it
 * `Error` and refers to it from every operation's error answers.
 */
export const rowProblem = z
  .looseObject({
    row: z.number().int().optional().meta({ description: 'The row, counted from 0 (NDJSON: the non-blank lines).' }),
    field: z.string().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  })
  .meta({ description: 'One problem of a refused batch or document (a row error, a refused order line).' });

export const apiErrorBody = z
  .object({
    code: z.string().meta({ description: 'Stable error code (src/shared/errors.ts): what a client matches on.' }),
    message: z.string().meta({ description: 'What went wrong, in the language of the request (Accept-Language).' }),
    reason: z.string().optional().meta({ description: 'A further explanation shown before the message.' }),
    requestId: z.string().meta({ description: 'The request id, also in the X-Request-Id header and the server log.' }),
    details: z
      .union([
        z.array(rowProblem),
        z.looseObject({ field: z.string().optional().meta({ description: 'The path of the bad input, e.g. body.items.0.quantity.' }) }),
      ])
      .optional()
      .meta({ description: 'The bad field (400), the row errors of a refused batch (422), or the refusal\u2019s particulars.' }),
  })
  .meta({ description: 'An error answer.' });
export type ApiErrorBodyView = z.infer<typeof apiErrorBody>;
