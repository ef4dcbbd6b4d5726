import type { Transaction } from 'kysely';
import type { ApplicationSnapshot } from '../../../engine/application/types';
import { evaluateChecks } from '../../../engine/checks/evaluateChecks';
import { obligorsOf } from '../../../engine/checks/obligorsOf';
import { partiesOf } from '../../../engine/checks/partiesOf';
import { referencesOf } from '../../../engine/checks/referencesOf';
import type { CheckOutcome, FoundReference, PreAcceptanceConfig } from '../../../engine/checks/types';
import type { Database } from '../../db/types';
import { certificateFacts } from '../certificates/certificateFacts';
import { describeEncumbrances } from '../certificates/encumbrances';
import { createRegistryRepository } from '../registryRepository';

const keyOf = (reference: { names: string; number: string }) => `${reference.names}:${reference.number}`;

/**
 * 登簿 judges the register again (issue 26, docs/decisions/0058): every certificate the application
 * names is locked in the action's transaction, after the application's lock and in one order (by
 * kind and number, so two registrations never wait for each other crosswise), and the business's
 * `atRegistration` checks are judged on what the register holds now, the same rules as before
 * acceptance (schemas/checks/pre-acceptance.json). The first failure is what changed since;
 * undefined when nothing did, or the business has no such checks.
 */
export async function recheckRegister(tx: Transaction<Database>, snapshot: ApplicationSnapshot, config: PreAcceptanceConfig): Promise<CheckOutcome | undefined> {
  const { prodefid } = snapshot.proinst;
  if (!config.atRegistration?.[prodefid]?.length) return undefined;
  const records = createRegistryRepository(tx);
  const references = referencesOf(snapshot, config).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const found: FoundReference[] = [];
  for (const reference of references) {
    const certificate = await records.lockNamed(tx, reference);
    found.push({ ...reference, certificate: certificate && certificateFacts(certificate, describeEncumbrances(certificate)) });
  }
  return evaluateChecks(config, prodefid, { references: found, obligors: obligorsOf(snapshot, config), parties: partiesOf(snapshot, config) }, 'registration').find((outcome) => !outcome.passed);
}
