import { Router } from 'express';
import type { AppDeps } from '../deps';
import type { ApplicationAppointments } from '../applications/applicationAppointments';
import type { ApplicationOutcomes } from '../applications/applicationOutcomes';
import type { PartnerConfirmations } from '../applications/partnerConfirmations';
import { staffRoutes } from './accounts/routes';
import { auditRoutes } from './audit/routes';
import { staffCaseFileRoutes } from './casefile/routes';
import { createStaffChecks } from './checks/staffChecks';
import { configurationRoutes } from './configuration/routes';
import { staffArticleRoutes } from './content/articleRoutes';
import { staffHomeRoutes } from './content/homeRoutes';
import { deadLetterRoutes } from './deadletters/routes';
import { staffFeedbackRoutes } from './feedback/routes';
import { notificationRoutes } from './notifications/routes';
import { partnerConfirmationRoutes } from './partner/confirmationRoutes';
import { partnerRoutes } from './partner/routes';
import { recordsRoutes } from './records/routes';
import { previewRegister } from './registration/previewRegister';
import { registerWriter } from './registration/writeRegister';
import { workflowConfig } from '../schemas/workflowConfig';
import { createDocumentStep } from './registration/caseDocuments';
import { staffCaseDocumentRoutes } from './registration/routes';
import { staffReviewRoutes } from './review/routes';
import { scheduleRoutes } from './schedule/routes';
import { staffSearchRoutes } from './search/routes';
import { statisticsRoutes } from './statistics/routes';

/**
 * What the back office is handed of the citizen side: the parties' confirmations, the appointments a
 * rejection cancels, and filing's writes of the citizen's application (docs/decisions/0067).
 */
export interface BackOfficeHall {
  confirmations: PartnerConfirmations;
  appointments: ApplicationAppointments;
  applications: ApplicationOutcomes;
}

/**
 * The staff API, mounted once under /staff/api (docs/decisions/0066): every back-office feature's
 * routes, each behind its own role guard. The staff session is loaded before (app.ts).
 */
export function backOfficeRoutes(deps: AppDeps, hall: BackOfficeHall): Router {
  const router = Router();
  router.use(
    staffRoutes(deps),
    auditRoutes(deps),
    staffCaseFileRoutes(deps),
    staffSearchRoutes(deps),
    staffCaseDocumentRoutes(deps, hall.applications),
    staffReviewRoutes(deps, {
      applications: hall.applications,
      appointments: hall.appointments,
      checks: createStaffChecks(deps.db, deps.registryChecks, () => deps.schemas.vocabulary()),
      writeRegister: registerWriter(deps.schemas),
      previewRegister: (id, translate) => previewRegister(deps.db, deps.schemas, workflowConfig(deps.schemas), id, translate),
      documents: createDocumentStep(deps.db, deps.registry, () => deps.schemas.snapshot().registry),
    }),
    partnerRoutes(deps, hall.confirmations),
    partnerConfirmationRoutes(hall.confirmations, deps.schemas),
    deadLetterRoutes(deps),
    staffFeedbackRoutes(deps),
    notificationRoutes(deps),
    statisticsRoutes(deps),
    configurationRoutes(deps),
    recordsRoutes(deps),
    scheduleRoutes(deps),
    staffArticleRoutes(deps),
    staffHomeRoutes(deps),
  );
  return router;
}
