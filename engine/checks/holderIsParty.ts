import { maskIdNumber } from '../masking/maskIdNumber';
import { heldByParties } from './heldByParties';
import { NOTHING_NAMED } from './nothingNamed';
import type { CheckFacts, Evidence, Judgement } from './types';

/**
 * A registered holder of every certificate the application names is one of its parties (name and
 * ID number as registered, any party type): nobody files on a flat whose holder is not in the case.
 * The evidence shows the holders, ID numbers masked.
 */
export function holderIsParty(facts: Pick<CheckFacts, 'references' | 'parties'>): Judgement {
  if (!facts.references.length) return NOTHING_NAMED;
  const certificates = facts.references.flatMap(({ certificate }) => (certificate ? [certificate] : []));
  if (!certificates.length) return { passed: false, evidence: [{ key: 'staff.checks.evidence.nothingToCheck', params: {} }] };
  const evidence: Evidence[] = [];
  let passed = true;
  for (const certificate of certificates) {
    for (const holder of certificate.holders) evidence.push({ key: 'staff.checks.evidence.holder', params: { name: holder.name, id: maskIdNumber(holder.cardnum), certificate: certificate.bdcqzh } });
    const party = heldByParties(certificate, facts.parties);
    passed &&= party;
    evidence.push({ key: party ? 'staff.checks.evidence.holderIsParty' : 'staff.checks.evidence.holderNotParty', params: { certificate: certificate.bdcqzh } });
  }
  return { passed, evidence };
}
