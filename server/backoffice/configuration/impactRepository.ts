import type { Db } from '../../db/database';

const RECORD_TABLES = ['application_parties', 'application_units', 'application_rights'] as const;

/** The stored applications a configuration change touches, read for the impact report (docs/decisions/0084). */
export function createImpactRepository(db: Db) {
  return {
    /** The drafts (applications in `states`) with every record they hold. */
    async drafts(states: readonly number[]) {
      if (states.length === 0) return [];
      const apps = await db.selectFrom('applications').select(['id', 'prodefid', 'config_version']).where('shzt', 'in', [...states]).execute();
      const records = new Map(apps.map((app) => [app.id, [] as Array<{ form_id: string; schema_version: number; data: Record<string, unknown> }>]));
      for (const table of RECORD_TABLES) {
        const rows = await db
          .selectFrom(table)
          .innerJoin('applications', 'applications.id', `${table}.application_id`)
          .select([`${table}.application_id as application_id`, `${table}.form_id as form_id`, `${table}.schema_version as schema_version`, `${table}.data as data`])
          .where('applications.shzt', 'in', [...states])
          .execute();
        for (const row of rows) records.get(row.application_id)?.push(row);
      }
      return apps.map((app) => ({ ...app, records: records.get(app.id) ?? [] }));
    },

    /** How many applications in `states` each business has. */
    async countsByBusiness(states: readonly number[]): Promise<Map<string, number>> {
      if (states.length === 0) return new Map();
      const rows = await db.selectFrom('applications').select(['prodefid', (eb) => eb.fn.countAll<string>().as('count')]).where('shzt', 'in', [...states]).groupBy('prodefid').execute();
      return new Map(rows.map((row) => [row.prodefid, Number(row.count)]));
    },
  };
}
