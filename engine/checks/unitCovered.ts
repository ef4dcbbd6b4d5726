import { NOTHING_NAMED } from './nothingNamed';
import type { CheckFacts, Evidence, Judgement } from './types';

/**
 * Every unit the application applies for is covered by the certificate it names for it (issue
 * 29: a unit the certificate does not have passed acceptance and first failed at 登簿). A number the
 * registry lacks is certificateExists's failure, not this one's; proofs name no unit.
 */
export function unitCovered(facts: Pick<CheckFacts, 'references'>): Judgement {
  const named = facts.references.filter((reference) => reference.units?.length && reference.certificate);
  if (!named.length) return facts.references.length ? { passed: true, evidence: [{ key: 'staff.checks.evidence.nothingToCheck', params: {} }] } : NOTHING_NAMED;
  const evidence: Evidence[] = named.flatMap(({ units, certificate }) =>
    units!.map((unit) => ({ key: certificate!.units.includes(unit) ? 'staff.checks.evidence.unitCovered' : 'staff.checks.evidence.unitNotCovered', params: { unit, certificate: certificate!.bdcqzh } })),
  );
  return { passed: evidence.every((line) => line.key === 'staff.checks.evidence.unitCovered'), evidence };
}
