import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';

/**
 * Every migration, in order. Names are permanent: a new change gets a new numbered file here,
 * never an edit to one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
