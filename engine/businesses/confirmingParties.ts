import type { SubBusiness } from '../schemas/types';

/** A party as stored (application_parties.data with its id and party type). */
export interface PartyFacts {
  id: string;
  sqr_lx: string;
  sqr_type?: unknown;
  sqr_name?: unknown;
  sqr_zjh?: unknown;
  sqr_tel?: unknown;
}

/** A party who must confirm: an individual by a link, a company in the partner system. */
export interface ConfirmingParty {
  partyId: string;
  partyType: string;
  kind: 'link' | 'partner';
  name: string;
  idNumber: string;
  phone: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * The parties of an application who must confirm before it is submitted (the business's
 * confirmBy, docs/decisions/0055): every party of a configured type (and company/individual kind)
 * except the filer, who is the party whose ID number is the filer's own.
 */
export function confirmingParties(business: Pick<SubBusiness, 'confirmBy'> | undefined, parties: readonly PartyFacts[], filerIdNumber: string): ConfirmingParty[] {
  const entries = business?.confirmBy ?? [];
  const filer = filerIdNumber.trim().toUpperCase();
  return parties
    .filter((party) => entries.some((entry) => entry.partyType === String(party.sqr_lx) && (!entry.sqrType || entry.sqrType === text(party.sqr_type))))
    .filter((party) => !filer || text(party.sqr_zjh).toUpperCase() !== filer)
    .map((party) => ({
      partyId: party.id,
      partyType: String(party.sqr_lx),
      kind: text(party.sqr_type) === '1' ? 'partner' : 'link',
      name: text(party.sqr_name),
      idNumber: text(party.sqr_zjh).toUpperCase(),
      phone: text(party.sqr_tel),
    }));
}
