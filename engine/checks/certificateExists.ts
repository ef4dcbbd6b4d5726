import { NOTHING_NAMED } from './nothingNamed';
import type { CheckFacts, Evidence, Judgement } from './types';

/**
 * Every number the application names is a valid certificate of the registry: a certificate by
 * its number, a proof (不动产证明) by the mortgage it certifies. Unknown and cancelled ones fail.
 * An application that names none (filed for a counter appointment, its forms filled there) has
 * nothing to check: whether a number is required is the form's rule (its title configuration).
 */
export function certificateExists(facts: Pick<CheckFacts, 'references'>): Judgement {
  if (!facts.references.length) return NOTHING_NAMED;
  const evidence = facts.references.map(({ number, names, certificate }): Evidence => {
    if (!certificate) return { key: 'staff.checks.evidence.notFound', params: { number } };
    const key = certificate.sfyx !== '1' ? 'staff.checks.evidence.cancelled' : names === 'proof' ? 'staff.checks.evidence.proofFound' : 'staff.checks.evidence.found';
    return { key, params: { number, certificate: certificate.bdcqzh, zl: certificate.zl } };
  });
  return { passed: facts.references.every(({ certificate }) => certificate?.sfyx === '1'), evidence };
}
