import { maskIdNumber } from '../masking/maskIdNumber';
import { NOTHING_NAMED } from './nothingNamed';
import type { CheckFacts, Evidence, Judgement } from './types';

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Every obligor (the seller, the mortgagor) is a holder of every certificate the application
 * names, by ID number. The evidence shows the holders and each obligor, ID numbers masked.
 */
export function obligorHoldsCertificate(facts: Pick<CheckFacts, 'references' | 'obligors'>): Judgement {
  if (!facts.references.length) return NOTHING_NAMED;
  const certificates = facts.references.flatMap(({ certificate }) => (certificate ? [certificate] : []));
  if (!certificates.length) return { passed: false, evidence: [{ key: 'staff.checks.evidence.nothingToCheck', params: {} }] };
  if (!facts.obligors.length) return { passed: false, evidence: [{ key: 'staff.checks.evidence.noObligor', params: {} }] };
  const evidence: Evidence[] = [];
  let passed = true;
  for (const certificate of certificates) {
    for (const holder of certificate.holders) evidence.push({ key: 'staff.checks.evidence.holder', params: { name: holder.name, id: maskIdNumber(holder.cardnum), certificate: certificate.bdcqzh } });
    for (const obligor of facts.obligors) {
      const holds = certificate.holders.some((holder) => same(holder.cardnum, obligor.id));
      passed &&= holds;
      evidence.push({ key: holds ? 'staff.checks.evidence.obligorHolds' : 'staff.checks.evidence.obligorNotHolder', params: { name: obligor.name, id: maskIdNumber(obligor.id), certificate: certificate.bdcqzh } });
    }
  }
  return { passed, evidence };
}
