import type { Db } from '../../db/database';

/** Applications in progress at the registry (the progress query). */
export function createProgressRepository(db: Db) {
  return {
    find: (lsh: string) => db.selectFrom('registry_processes').selectAll().where('lsh', '=', lsh).executeTakeFirst(),
  };
}
