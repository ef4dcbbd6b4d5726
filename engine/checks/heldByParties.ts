import type { CertificateFacts, Obligor } from './types';

/**
 * Whether one of these parties is a holder of the certificate, by name and ID number as the
 * registry holds them (the ID number without case): who may learn the registry's facts about it
 * (issue 26, docs/decisions/0058), as the certificate query shows a certificate to its holders only.
 */
export function heldByParties(certificate: Pick<CertificateFacts, 'holders'>, parties: readonly Obligor[]): boolean {
  return certificate.holders.some((holder) => parties.some((party) => party.name === holder.name.trim() && party.id.toUpperCase() === holder.cardnum.trim().toUpperCase()));
}
