import type { Kysely } from 'kysely';
import { openPostingPeriod, todayIn } from '../../../../shared/calendar';
import type { DB } from '../../../db/schema';
import { DomainError } from '../../errors';
import type { Header, PlantRow, PlantRows, ResolvedItem } from './types';

/** The plants whose stock a document changes (where it takes from and where it puts). */
export function plantsOf(items: readonly ResolvedItem[]): string[] {
  const plants = new Set<string>();
  for (const item of items) for (const plant of [item.from?.plant, item.to?.plant]) if (plant) plants.add(plant);
  return [...plants].sort();
}

/** Zone and open period of plants a document did not resolve against (a reversal names its original's plants). */
export async function readPlantRows(db: Kysely<DB>, plantIds: readonly string[]): Promise<PlantRows> {
  if (plantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('plant')
    .select(['plant_id', 'company_code', 'timezone', 'posting_open_months'])
    .where('plant_id', 'in', [...plantIds])
    .execute();
  return new Map(rows.map((r) => [r.plant_id, r]));
}

/**
 * The posting date lies in the open period of every plant the document changes, counted in that
 * plant's time zone: not after today there, not before the first day of its oldest open month
 * (plant.posting_open_months). A stale offline entry or a typo (1900, 2099) is refused, naming the
 * date, the plant and the dates it may take.
 */
export function checkPostingDate(header: Header, items: readonly ResolvedItem[], plants: PlantRows): void {
  const date = header.postingDate;
  for (const plantId of plantsOf(items)) {
    const plant: PlantRow | undefined = plants.get(plantId);
    const { from, to } = openPostingPeriod(todayIn(plant?.timezone || 'UTC'), plant?.posting_open_months ?? 1);
    const params = { date, plant: plantId, from, to };
    const field = { details: { field: 'postingDate' } };
    if (date > to) throw new DomainError('POSTING_DATE', params, field);
    if (date < from) throw new DomainError('POSTING_PERIOD_CLOSED', params, field);
  }
}
