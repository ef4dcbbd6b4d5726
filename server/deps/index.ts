import type { Logger } from 'pino';
import type { Env } from '../config/env';
import type { Db } from '../db/database';
import type { FileStore } from '../files/fileStore';
import type { ResumableParts } from '../files/tus/resumableParts';
import type { ResumableUploadRepository } from '../files/tus/resumableUploadRepository';
import type { SessionService } from '../sessions/sessionService';
import type { RequestHandler } from 'express';
import type { MessagingApp } from '../messaging-app/messagingApp';
import type { Outbox } from '../outbox/outbox';
import type { FilingRegistry } from '../registry/filing/filingRegistry';
import type { PreAcceptanceChecks } from '../checks/preAcceptanceChecks';
import type { Registry } from '../registry/registry';
import type { UserDirectory } from '../users/userDirectory';
import type { SchemaVersions } from '../schemas/schemaVersions';
import type { Publisher } from '../schemas/publisher';
import type { SchemaService } from '../schemas/service';
import type { ValidatorModules } from '../validators/validatorModules';

/** What every feature's routes are built from: no feature reaches for globals. */
export interface AppDeps {
  env: Env;
  db: Db;
  logger: Logger;
  files: FileStore;
  /** tus resumable uploads (docs/decisions/0100): their owners and finishes, and where their parts wait. */
  resumable: { uploads: ResumableUploadRepository; parts: ResumableParts };
  sessions: SessionService;
  /** Users read through a short per-process cache; call users.forget(openid) after changing one. */
  users: UserDirectory;
  /** The configuration under SCHEMAS_DIR, checked: forms, businesses, routing, what each save and check uses. */
  schemas: SchemaService;
  /** The messaging app (emulated here) that identifies users and hosts the JS-SDK. */
  messagingApp: MessagingApp;
  /** The land and real-estate registry (emulated here): certificates, reports, licences, drawings, progress. */
  registry: Registry;
  /** The registry's side of filing (emulated here): it receives filed applications, reviews them. */
  filingRegistry: FilingRegistry;
  /** The pre-acceptance checks against the registry (configured in schemas/checks/, decision 0052). */
  registryChecks: PreAcceptanceChecks;
  /** Versions of the served configuration: the current published one and past ones. */
  schemaVersions: SchemaVersions;
  /** Published forms' validators compiled for the browser (compileValidatorsFor at publish, decision 0086). */
  validators: ValidatorModules;
  /** Publishing a checked configuration as the next version (docs/decisions/0084). */
  publisher: Publisher;
  /** Messages to citizens: queue them in the transaction of the change (outbox.enqueue(trx, event)). */
  outbox: Outbox;
  /** Guards for feature routers. */
  guards: {
    /** 401 with data.url when there is no session. */
    requireSession: RequestHandler;
    /** Replays the first answer for a repeated (user, route, reqseq); put it on every data-changing route. */
    idempotent: RequestHandler;
  };
  /** Set once the process begins to shut down: /readyz answers 503 so a load balancer sends no more (decision 0099). */
  lifecycle: { stopping: boolean };
  /** Where the browser goes to sign in again (the emulated messaging app's authorise page). */
  authorizeUrl: (req: Parameters<RequestHandler>[0]) => string;
}
