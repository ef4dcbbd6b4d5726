import { NOTHING_NAMED } from './nothingNamed';
import type { CheckFacts, EncumbranceList, Evidence, Judgement } from './types';

type Params = Record<string, string | number>;

/** An entry's own fields as an evidence line's parameters (text and numbers only). */
const paramsOf = (entry: object): Params =>
  Object.fromEntries(Object.entries(entry).filter((pair): pair is [string, string | number] => typeof pair[1] === 'string' || typeof pair[1] === 'number'));

/**
 * What the registry holds of one kind of encumbrance on the certificates the application names:
 * `none` passes when none carries any (a seizure, an objection), `some` when each carries one (the
 * mortgage a cancellation cancels; a proof number names that very mortgage). A number the
 * registry does not know is certificateExists's failure: it is left out here, but `some` needs
 * at least one certificate found. No number named: nothing to check.
 */
export function encumbranceCheck(facts: Pick<CheckFacts, 'references'>, rule: { list: EncumbranceList; expect: 'none' | 'some'; evidence: string; noneEvidence: string }): Judgement {
  if (!facts.references.length) return NOTHING_NAMED;
  const found = facts.references.flatMap(({ number, names, certificate }) => {
    if (!certificate) return [];
    const entries = certificate[rule.list].filter((entry) => names !== 'proof' || rule.list !== 'mortgages' || (entry as { proofNumber?: unknown }).proofNumber === number);
    return [{ certificate, entries }];
  });
  if (!found.length) return { passed: rule.expect === 'none', evidence: [{ key: 'staff.checks.evidence.nothingToCheck', params: {} }] };
  const evidence: Evidence[] = found.flatMap(({ certificate, entries }) =>
    entries.length ? entries.map((entry) => ({ key: rule.evidence, params: { ...paramsOf(entry), certificate: certificate.bdcqzh } })) : [{ key: rule.noneEvidence, params: { certificate: certificate.bdcqzh } }],
  );
  const passed = rule.expect === 'none' ? found.every(({ entries }) => !entries.length) : found.every(({ entries }) => entries.length > 0);
  return { passed, evidence };
}
