import path from 'node:path';
import express, { type Express } from 'express';
import { bodyParsers } from './http/bodyParsers';
import { rejectUnsafeInput } from './http/rejectUnsafeInput';
import { refuseCrossSiteWrites } from './http/refuseCrossSiteWrites';
import { markPublicOrigin } from './http/cookieOptions';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { openidGuard } from './http/openidGuard';
import { floodGuard } from './http/floodGuard';
import { responseHeaders } from './http/responseHeaders';
import { homeBannerLink } from './features/app-info/homeBanner';
import { staticFiles } from './http/staticFiles';
import { loadSession } from './sessions/sessionMiddleware';
import type { AppDeps } from './deps';
import { healthRoutes } from './features/health/routes';
import { emulatorRoutes } from './features/emulator/routes';
import { identityRoutes } from './features/identity/routes';
import { appInfoRoutes } from './features/app-info/routes';
import { wxImageRoutes } from './features/wx-image/routes';
import { schemaRoutes } from './features/schemas/routes';
import { validatorRoutes } from './features/validators/routes';
import { registryQueryRoutes } from './features/registry-queries/routes';
import { catchcertRoutes } from './features/catchcert/routes';
import { documentRoutes } from './features/documents/routes';
import { floorPlanRoutes } from './features/floor-plan/routes';
import { pdfViewerRoutes } from './features/pdf-viewer/routes';
import { accountRoutes } from './features/account/routes';
import { faceRoutes } from './features/face/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { informationRoutes } from './features/information/routes';
import { appointmentRoutes, applicationAppointmentsFor } from './features/appointments/routes';
import { filingSelectionRoutes } from './features/filing-selection/routes';
import { filingRoutes } from './features/filing/routes';
import { applicationOutcomesFor } from './applications/applicationOutcomes';
import { confirmationRoutes, confirmationServiceFor } from './features/confirmations/routes';
import { materialsRoutes } from './features/materials/routes';
import { backOfficeRoutes } from './backoffice/routes';
import { CONFIGURATION_PATH, configurationBody } from './backoffice/configuration/routes';
import { loadStaffSession } from './backoffice/shared/staffGuard';
import { staffEntries, staffPage } from './backoffice/staffPage';
import { staffRepository } from './backoffice/shared/staffRepository';
import { messageRoutes } from './features/messages/routes';

/** Paths that belong to the API: anything unknown under them answers a 404 envelope, not the app. */
export const API_PREFIXES = ['/online', '/mp', '/mpnw', '/wechat', '/api', '/callnum', '/staff/api'];

export function createApp(deps: AppDeps, distDir = path.resolve('dist')): Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers are per user and change; hashing every JSON body for an ETag costs more than it saves.
  app.set('etag', false);
  if (deps.env.TRUST_PROXY) app.set('trust proxy', 1);
  markPublicOrigin(app, deps.env.PUBLIC_URL);
  app.use(responseHeaders(API_PREFIXES));

  app.use(healthRoutes(deps));
  // The back office's entries answer before any session is read (docs/decisions/0079).
  app.use(staffEntries());
  // Before any body is read: another origin's form or fetch changes nothing (decision 0036).
  app.use(refuseCrossSiteWrites(deps.env));
  // The console sends a whole configuration: its own, larger limit, read before the app's.
  app.use(CONFIGURATION_PATH, configurationBody());
  app.use(bodyParsers());
  app.use(rejectUnsafeInput);
  app.use(loadSession(deps.sessions));
  // The emulated messaging app stands for an outside platform with budgets of its own: mounted
  // before the hall's flood guard, so the hall's own calls to it (the code exchange comes from
  // this server's address) never spend the anonymous budget of the address they come from
  // (docs/decisions/0059). Its pages take an openid in emulation mode: they are its business.
  // The platform's calls come from servers, not people: one budget per address, the signed-in one.
  app.use('/wechat/emulator', floodGuard({ windowMs: 60_000, limit: deps.env.API_RATE_LIMIT_PER_MINUTE }), emulatorRoutes(deps));
  // The staff session before the flood guard, which counts a signed-in member by their id.
  app.use('/staff/api', loadStaffSession(deps.db, deps.schemas, deps.env.STAFF_IDLE_MINUTES * 60_000));
  app.use(API_PREFIXES, floodGuard({ windowMs: 60_000, limit: deps.env.API_RATE_LIMIT_PER_MINUTE, anonymousLimit: deps.env.API_ANONYMOUS_RATE_LIMIT_PER_MINUTE }));
  // API calls only: a page's address is the app's to show, whatever its query says (the app never sends it on).
  app.use(API_PREFIXES, openidGuard);

  app.use(faceRoutes(deps)); // before app-info: getYhxx with a BizToken is the face check's
  // App info first of the rest: the shell asks for it on every start, so it should not wait
  // for every other router's routes to be tried.
  app.use(appInfoRoutes(deps));
  app.use(identityRoutes(deps));
  app.use(wxImageRoutes(deps));
  app.use(schemaRoutes(deps));
  app.use(validatorRoutes(deps));
  app.use(registryQueryRoutes(deps));
  app.use(catchcertRoutes(deps));
  app.use(floorPlanRoutes(deps));
  app.use(pdfViewerRoutes(distDir));
  app.use(accountRoutes(deps));
  app.use(feedbackRoutes(deps));
  app.use(informationRoutes(deps));
  app.use(appointmentRoutes(deps));
  app.use(filingSelectionRoutes(deps));
  // A bank's confirmation request is texted to its partner accounts' contact phone (docs/decisions/0079).
  const confirmations = confirmationServiceFor(deps, staffRepository.institutionPhones);
  const appointments = applicationAppointmentsFor(deps.outbox);
  app.use(filingRoutes(deps, appointments, confirmations));
  app.use(confirmationRoutes(deps, confirmations));
  app.use(materialsRoutes(deps));
  app.use(documentRoutes(deps));
  app.use(messageRoutes(deps));
  // The retired clerk API (decision 0101): every old address answers a JSON 404, whatever it carries.
  app.use('/admin/api', apiNotFound);
  // Staff: their own cookie and session, never the citizen's (docs/decisions/0048).
  app.use('/staff/api', backOfficeRoutes(deps, { confirmations, appointments, applications: applicationOutcomesFor(deps.db) }));

  app.use(API_PREFIXES, apiNotFound);
  app.use(staffPage(distDir));
  app.use(staticFiles(distDir, homeBannerLink(() => deps.schemas.snapshot())));
  app.use(errorHandler(deps.logger));
  return app;
}
