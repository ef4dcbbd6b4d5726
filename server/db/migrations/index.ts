import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0003 from './0003_registry';
import * as m0002 from './0002_account';

/**
 * Every migration, in order. Names are permanent: a new change gets a new numbered file here,
 * never an edit to one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_account': m0002,
  '0003_registry': m0003,
};
