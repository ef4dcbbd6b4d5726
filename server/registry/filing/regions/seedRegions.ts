import type { Db } from '../../../db/database';
import { buildRegionRows } from './buildRegionRows';
import { loadDivisions } from './loadDivisions';

const BATCH = 500;

/**
 * Fills the registry's region list once (about 3,700 rows). Several processes starting together
 * may both try: conflicting rows are skipped, so the list ends up the same.
 */
export async function seedRegions(db: Db): Promise<void> {
  const present = await db.selectFrom('registry_regions').select('value').limit(1).executeTakeFirst();
  if (present) return;
  const rows = buildRegionRows(loadDivisions());
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('registry_regions')
      .values(rows.slice(start, start + BATCH))
      .onConflict((oc) => oc.columns(['parent', 'value']).doNothing())
      .execute();
  }
}
