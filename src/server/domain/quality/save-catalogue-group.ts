import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Catalogue, catalogueGroupSchema } from '../../../shared/contracts/quality/schemas';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { getCatalogue } from './lot-queries';

/**
 * Adds or renames a code group of a product category and its codes (administrators). Codes are never
 * removed: defects recorded with them keep their meaning. Answers the category's whole catalogue.
 */
export async function saveCatalogueGroup(db: Kysely<DB>, userId: number, input: z.output<typeof catalogueGroupSchema>): Promise<Catalogue> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('quality_code_group')
      .values({ prodcat: input.prodcat, code_group: input.codeGroup, description: input.description })
      .onConflict((oc) => oc.columns(['prodcat', 'code_group']).doUpdateSet({ description: input.description }))
      .execute();
    const codes = [...new Map(input.codes.map((c) => [c.code, c])).values()];
    if (codes.length > 0)
      await trx
        .insertInto('quality_code')
        .values(codes.map((c) => ({ prodcat: input.prodcat, code_group: input.codeGroup, code: c.code, description: c.description })))
        .onConflict((oc) =>
          oc.columns(['prodcat', 'code_group', 'code']).doUpdateSet((eb) => ({ description: eb.ref('excluded.description') })),
        )
        .execute();
    await writeAudit(trx, {
      userId,
      action: 'QUALITY_CATALOGUE_SAVED',
      objectType: 'quality_code_group',
      objectId: `${input.prodcat}/${input.codeGroup}`,
      ip: null,
      details: { codes: codes.map((c) => c.code) },
    });
  });
  return getCatalogue(db, input.prodcat);
}
