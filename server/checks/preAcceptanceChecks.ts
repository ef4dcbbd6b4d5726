import type { ApplicationSnapshot } from '../../engine/application/types';
import { evaluateChecks } from '../../engine/checks/evaluateChecks';
import { heldByParties } from '../../engine/checks/heldByParties';
import { obligorsOf } from '../../engine/checks/obligorsOf';
import { partiesOf } from '../../engine/checks/partiesOf';
import { referencesOf } from '../../engine/checks/referencesOf';
import type { CertificateFacts, CertificateReference, CheckOutcome, PreAcceptanceConfig } from '../../engine/checks/types';
import { certificateFacts, type Registry } from '../registry/registry';

/** What the registry answered for each number looked up, by `names:number`. */
export type RegistryLookups = ReadonlyMap<string, CertificateFacts | undefined>;

const keyOf = (reference: CertificateReference) => `${reference.names}:${reference.number}`;

/**
 * The pre-acceptance checks (issue 20, docs/decisions/0052): the registry's facts about the
 * certificates an application names, judged by the engine under the current configuration
 * (schemas/checks/pre-acceptance.json). Lookups and judgement are apart so that submit can look up
 * before it takes the application's lock (PGlite serves one query at a time) and judge under it.
 */
export function createPreAcceptanceChecks(registry: Registry, config: () => PreAcceptanceConfig | undefined) {
  const configured = () => {
    const current = config();
    if (!current) throw new Error('schemas/checks/pre-acceptance.json is missing or failed schemas:check');
    return current;
  };

  async function factsOf(reference: CertificateReference): Promise<CertificateFacts | undefined> {
    const certificate = reference.names === 'proof' ? await registry.findCertificateByProof(reference.number) : await registry.findCertificate(reference.number);
    return certificate && certificateFacts(certificate, registry.encumbrances(certificate));
  }

  /**
   * The lookups as the application may learn them (issue 26, docs/decisions/0058): a certificate
   * none of its parties holds (name and ID number as registered) is as unknown as a number the
   * registry lacks, so the citizen's answer says nothing about it, whatever the checks' order.
   */
  const seenByParties = (snapshot: ApplicationSnapshot, lookups: RegistryLookups): RegistryLookups => {
    const parties = partiesOf(snapshot, configured());
    return new Map([...lookups].map(([key, facts]) => [key, facts && heldByParties(facts, parties) ? facts : undefined]));
  };

  const checks = {
    /** The registry's answers for every number the application names (none for a business without checks). */
    async lookUp(snapshot: ApplicationSnapshot): Promise<RegistryLookups> {
      const current = configured();
      if (!current.businesses[snapshot.proinst.prodefid]) return new Map();
      const references = referencesOf(snapshot, current);
      return new Map(await Promise.all(references.map(async (reference) => [keyOf(reference), await factsOf(reference)] as const)));
    },

    /** The business's checks judged on those answers; undefined when the application names a number not looked up (it changed meanwhile). */
    judge(snapshot: ApplicationSnapshot, lookups: RegistryLookups): CheckOutcome[] | undefined {
      const current = configured();
      if (!current.businesses[snapshot.proinst.prodefid]) return [];
      const references = referencesOf(snapshot, current);
      if (references.some((reference) => !lookups.has(keyOf(reference)))) return undefined;
      const facts = { references: references.map((reference) => ({ ...reference, certificate: lookups.get(keyOf(reference)) })), obligors: obligorsOf(snapshot, current), parties: partiesOf(snapshot, current) };
      return evaluateChecks(current, snapshot.proinst.prodefid, facts);
    },

    /** Looked up and judged at once (no lock in between to keep apart): the back office's view, whoever holds the certificates. */
    async evaluate(snapshot: ApplicationSnapshot): Promise<CheckOutcome[]> {
      return checks.judge(snapshot, await checks.lookUp(snapshot)) ?? [];
    },

    /** The citizen's verdict (check, submit): judged as judge does, on what the application's parties may learn only. */
    judgeForParties(snapshot: ApplicationSnapshot, lookups: RegistryLookups): CheckOutcome[] | undefined {
      return checks.judge(snapshot, seenByParties(snapshot, lookups));
    },

    /** The citizen's verdict looked up and judged at once. */
    async evaluateForParties(snapshot: ApplicationSnapshot): Promise<CheckOutcome[]> {
      return checks.judgeForParties(snapshot, await checks.lookUp(snapshot)) ?? [];
    },
  };
  return checks;
}

export type PreAcceptanceChecks = ReturnType<typeof createPreAcceptanceChecks>;
