import { certificateExists } from './certificateExists';
import { encumbranceCheck } from './encumbranceCheck';
import { holderIsParty } from './holderIsParty';
import { obligorHoldsCertificate } from './obligorHoldsCertificate';
import { unitCovered } from './unitCovered';
import type { CheckDefinition, CheckFacts, CheckOutcome, CheckSeverity, Judgement, PreAcceptanceConfig } from './types';

function judge(definition: CheckDefinition, facts: CheckFacts): Judgement {
  switch (definition.kind) {
    case 'certificateExists':
      return certificateExists(facts);
    case 'obligorHoldsCertificate':
      return obligorHoldsCertificate(facts);
    case 'unitCovered':
      return unitCovered(facts);
    case 'holderIsParty':
      return holderIsParty(facts);
    case 'encumbrance':
      return encumbranceCheck(facts, definition);
  }
}

/**
 * The checks a business has (in the order its configuration lists them), each judged on the
 * registry's facts: passed, whether its failure blocks the citizen, and its evidence. At
 * registration: the business's `atRegistration` checks, every one of them blocking.
 */
export function evaluateChecks(config: PreAcceptanceConfig, prodefid: string, facts: CheckFacts, when: 'acceptance' | 'registration' = 'acceptance'): CheckOutcome[] {
  const severities: Record<string, CheckSeverity> =
    when === 'acceptance' ? (config.businesses[prodefid] ?? {}) : Object.fromEntries((config.atRegistration?.[prodefid] ?? []).map((id) => [id, 'block']));
  return Object.entries(severities).flatMap(([id, severity]) => {
    const definition = config.checks[id];
    if (!definition) return [];
    return [{ id, blocking: severity === 'block', title: definition.title, refusal: definition.refusal, ...judge(definition, facts) }];
  });
}
