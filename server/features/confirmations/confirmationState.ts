import type { ConfirmationRow } from './repository';

/**
 * What a party's confirmation stands at, as the filer and the party see it: never asked
 * (notSent), asked (requested; a link past its time: expired), confirmed, declined, or void — a
 * confirmation of content the application no longer has (docs/decisions/0055). Void is derived
 * from the fingerprint, never stored, so no change to an application can forget to void one.
 */
export type ConfirmationState = import('../../../engine/contract/confirmations').ConfirmationState;

export function confirmationState(row: Pick<ConfirmationRow, 'state' | 'kind' | 'expires_at' | 'fingerprint'> | undefined, currentFingerprint: string, now: Date): ConfirmationState {
  if (!row) return 'notSent';
  if (row.state === 'confirmed') return row.fingerprint === currentFingerprint ? 'confirmed' : 'void';
  if (row.state === 'declined') return 'declined';
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'requested';
}
