import type { Db } from './db/database';
import type { Outbox } from './outbox/outbox';
import { reviewReceives } from './backoffice/review/reviewReceives';
import { emulateFilingRegistry } from './registry/filing/emulatedFilingRegistry';
import type { FilingRegistry } from './registry/registry';
import type { SchemaService } from './schemas/service';
import { hallCalendar } from './schemas/hallCalendar';
import { workflowConfig } from './schemas/workflowConfig';

/**
 * The emulated registry's filing side wired to the hall's back office (docs/decisions/0066): the
 * register imports nothing of the hall, so what it hands on is joined here, where the server is
 * composed. A real registry's client would take the same back office.
 */
export const createEmulatedFilingRegistry = (db: Db, outbox: Outbox, schemas: SchemaService): FilingRegistry =>
  emulateFilingRegistry(db, outbox, reviewReceives(db, () => workflowConfig(schemas), () => hallCalendar(schemas)));
