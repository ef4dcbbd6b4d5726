import type { ApplicationSnapshot } from '../application/types';
import type { Obligor, PreAcceptanceConfig } from './types';

/** The application's obligors (parties of the configured sqr_lx codes) by name and ID number. */
export function obligorsOf(snapshot: Pick<ApplicationSnapshot, 'sqrs'>, config: Pick<PreAcceptanceConfig, 'obligors'>): Obligor[] {
  const { sqrLx, idField, nameField } = config.obligors;
  return snapshot.sqrs.filter((party) => sqrLx.includes(String(party.sqr_lx))).map((party) => ({ name: String(party[nameField] ?? '').trim(), id: String(party[idField] ?? '').trim() }));
}
