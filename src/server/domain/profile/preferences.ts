import type { Kysely } from 'kysely';
import { displayStockPreferences } from '../../../shared/contracts/stock/screens';
import { type PreferenceArea, preferencesSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';

/** A user's preferences of one area (an empty object when none are saved). */
export async function readPreferences(db: Kysely<DB>, userId: number, area: PreferenceArea): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('user_preference')
    .select('data')
    .where('user_id', '=', userId)
    .where('area', '=', area)
    .executeTakeFirst();
  return row?.data ?? {};
}

/** Replaces a user's preferences of one area; validated and limited to 8 KB. */
export async function writePreferences(
  db: Kysely<DB>,
  userId: number,
  area: PreferenceArea,
  raw: unknown,
): Promise<Record<string, unknown>> {
  const data = preferencesSchema.parse(raw);
  await db
    .insertInto('user_preference')
    .values({ user_id: userId, area, data: JSON.stringify(data) })
    .onConflict((oc) => oc.columns(['user_id', 'area']).doUpdateSet({ data: JSON.stringify(data), updated_at: new Date() }))
    .execute();
  return data;
}

/**
 * The plant a user's stock overview remembers, when it is still one of the user's plants (the screen narrows to it
 * then, web/screens/stock/StockOverview.tsx); read as the screen reads it: preferences that do not parse remember nothing.
 */
export async function rememberedStockPlant(db: Kysely<DB>, userId: number, plants: readonly string[]): Promise<string | undefined> {
  const parsed = displayStockPreferences.safeParse(await readPreferences(db, userId, 'displaystock'));
  const plant = parsed.success ? parsed.data.plant : undefined;
  return plant && plants.includes(plant) ? plant : undefined;
}
