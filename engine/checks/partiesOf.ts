import type { ApplicationSnapshot } from '../application/types';
import type { Obligor, PreAcceptanceConfig } from './types';

/** The application's parties (all of them unless `sqrLx` narrows them to some types) by name and ID number, the configured fields. */
export function partiesOf(snapshot: Pick<ApplicationSnapshot, 'sqrs'>, config: Pick<PreAcceptanceConfig, 'obligors'>, sqrLx?: readonly string[]): Obligor[] {
  const { idField, nameField } = config.obligors;
  return snapshot.sqrs
    .filter((party) => !sqrLx || sqrLx.includes(String(party.sqr_lx)))
    .map((party) => ({ name: String(party[nameField] ?? '').trim(), id: String(party[idField] ?? '').trim() }));
}
