import type { ApplicationSnapshot } from '../application/types';
import { partiesOf } from './partiesOf';
import type { Obligor, PreAcceptanceConfig } from './types';

/** The application's obligors (parties of the configured sqr_lx codes) by name and ID number. */
export function obligorsOf(snapshot: Pick<ApplicationSnapshot, 'sqrs'>, config: Pick<PreAcceptanceConfig, 'obligors'>): Obligor[] {
  return partiesOf(snapshot, config, config.obligors.sqrLx);
}
