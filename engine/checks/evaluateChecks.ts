import { certificateExists } from './certificateExists';
import { encumbranceCheck } from './encumbranceCheck';
import { obligorHoldsCertificate } from './obligorHoldsCertificate';
import type { CheckDefinition, CheckFacts, CheckOutcome, Judgement, PreAcceptanceConfig } from './types';

function judge(definition: CheckDefinition, facts: CheckFacts): Judgement {
  switch (definition.kind) {
    case 'certificateExists':
      return certificateExists(facts);
    case 'obligorHoldsCertificate':
      return obligorHoldsCertificate(facts);
    case 'encumbrance':
      return encumbranceCheck(facts, definition);
  }
}

/**
 * The checks a business has (in the order its configuration lists them), each judged on the
 * registry's facts: passed, whether its failure blocks the citizen, and its evidence.
 */
export function evaluateChecks(config: PreAcceptanceConfig, prodefid: string, facts: CheckFacts): CheckOutcome[] {
  return Object.entries(config.businesses[prodefid] ?? {}).flatMap(([id, severity]) => {
    const definition = config.checks[id];
    if (!definition) return [];
    return [{ id, blocking: severity === 'block', title: definition.title, refusal: definition.refusal, ...judge(definition, facts) }];
  });
}
