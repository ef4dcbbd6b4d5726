import type { AppDeps } from '../../server/deps';
import { createFilingRepository } from '../../server/applications/repository';
import { acceptByRegistry } from '../../server/features/filing/registryAcceptance';
import { applicationStates } from '../../server/applications/states';

/**
 * The registry takes an application as submit's last step has it do, past submit's own checks (the
 * citizen's completeness, the pre-acceptance checks): filing locks it and writes what the registry
 * decided (docs/decisions/0077). Undefined when it may not be submitted.
 */
export const registryAccepts = (deps: Pick<AppDeps, 'db' | 'filingRegistry' | 'schemas'>, id: string) =>
  createFilingRepository(deps.db).transaction((trx, tx) => acceptByRegistry(trx, tx, { registry: deps.filingRegistry, states: applicationStates(deps.schemas) }, id));
