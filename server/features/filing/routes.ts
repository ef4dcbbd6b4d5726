import { Router, type Request, type RequestHandler, type Response } from 'express';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { parse } from '../../http/parse';
import { t } from '../../http/locale';
import { failureAnswer } from '../../http/refusalAnswer';
import { createApplicationForms } from '../../applications/applicationForms';
import type { ApplicationAppointments } from '../../applications/applicationAppointments';
import { createApplicationService, type SubmitConfirmations } from './applicationService';
import { createApplicationVersions } from '../../applications/applicationVersions';
import { queryIdentity } from '../../queries/http';
import { certificateUnits, heldCertificates } from './certificateUnits';
import {
  applicationBody,
  certificateNumberBody,
  createBody,
  czfsBody,
  listBody,
  prodefBody,
  typeBody,
  partyIdBody,
  personBody,
  rightsBodies,
  unitIdBody,
  unitsBody,
} from '../../applications/inputs';
import { createRecordService } from './recordService';
import { createFilingRepository } from '../../applications/repository';
import { applicationStates } from '../../applications/states';

const API = '/online/wx/apilist/';

/**
 * The application core of spec 001 section 7.1 (docs/filing-api.md): each action and the
 * declared twins that are the same call (docs/decisions/0023). Thin: parse, call a service, answer.
 */
export function filingRoutes(deps: AppDeps, appointments: ApplicationAppointments, confirmations: SubmitConfirmations): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const repository = createFilingRepository(deps.db);
  const { schemas } = deps;
  const forms = createApplicationForms(schemas);
  const versions = createApplicationVersions({ repository, versions: deps.schemaVersions, schemas });
  const applications = createApplicationService({
    repository,
    schemas,
    forms,
    versions,
    users: deps.users,
    registry: deps.filingRegistry,
    checks: deps.registryChecks,
    regions: deps.filingRegistry.regions,
    appointments,
    confirmations,
  });
  const records = createRecordService({ repository, forms, versions, schemas });
  const { rightsBody, rightsDeleteBody } = rightsBodies(schemas);
  const { isEditable } = applicationStates(schemas);

  const openid = (req: Request) => req.session!.openid;
  const locale = (req: Request) => pickLocale(req.headers['accept-language']);
  const appId = (req: Request) => parse(applicationBody, req.body, req);

  /** Registers one handler at every path of a call (the action and its twins). */
  const serve = (paths: string[], changes: boolean, handler: RequestHandler) => {
    for (const path of paths) {
      if (changes) router.post(path, requireSession, idempotent, handler);
      else router.post(path, requireSession, handler);
    }
  };
  const actions = (...names: string[]) => names.map((name) => API + name);

  serve(actions('getApplyCode', 'createProinst'), true, async (req, res) => {
    sendOk(res, await applications.create(openid(req), parse(createBody, req.body, req)));
  });

  serve(actions('getApply', 'details', 'getRecord'), false, async (req, res) => {
    sendOk(res, await applications.get(openid(req), appId(req)));
  });

  serve(actions('getApplyList', 'getRecords'), false, async (req, res) => {
    sendOk(res, await applications.list(openid(req), parse(listBody, req.body, req)));
  });

  serve(actions('addPerson', 'addProposerinfo'), true, async (req, res) => {
    const { proposerinfo, type } = parse(personBody, req.body, req);
    sendOk(res, await records.savePerson(openid(req), appId(req), type, proposerinfo, locale(req)));
  });

  serve(actions('addReleasteInfo', 'saveOrAddFwxx'), true, async (req, res) => {
    const { fwxxs } = parse(unitsBody, req.body, req);
    sendOk(res, await records.saveUnits(openid(req), appId(req), fwxxs, locale(req)));
  });

  // Rights-info saves answer {state, msg, data} (contract), their failures too.
  serve(actions('addQlxxInfo'), true, async (req: Request, res: Response) => {
    try {
      const { savetype, record } = parse(rightsBody, req.body, req);
      const saved = await records.saveRights(openid(req), appId(req), savetype, record, locale(req));
      res.json({ state: 1, msg: '', data: saved });
    } catch (error) {
      const refused = failureAnswer(req, error);
      if (!refused) throw error;
      res.status(refused.status).json({ state: 0, msg: refused.message, data: refused.data });
    }
  });

  serve(actions('delPerson', 'deleteProposerinfo'), true, async (req, res) => {
    await records.deletePerson(openid(req), appId(req), parse(partyIdBody, req.body, req));
    sendOk(res);
  });

  serve(actions('delReleasteInfo', 'deleteFwxx'), true, async (req, res) => {
    await records.deleteUnit(openid(req), appId(req), parse(unitIdBody, req.body, req).fwxxid);
    sendOk(res);
  });

  serve(actions('delQlxxInfo', 'deleteQlxx'), true, async (req, res) => {
    await records.deleteRights(openid(req), appId(req), parse(rightsDeleteBody, req.body, req).savetype);
    sendOk(res);
  });

  // check changes nothing, but the spec sends it a reqseq like every call; it is not replayed.
  serve(actions('check', 'checkInfo'), false, async (req, res) => {
    await applications.check(openid(req), appId(req), locale(req));
    sendOk(res);
  });

  serve(actions('submitApplyProject', 'submitProinst', 'ywAceept'), true, async (req, res) => {
    sendOk(res, await applications.submit(openid(req), appId(req), locale(req)));
  });

  serve(actions('deleteApply', 'deleteProinst'), true, async (req, res) => {
    await applications.remove(openid(req), appId(req));
    sendOk(res);
  });

  serve([...actions('revokeApply'), '/mp/api/applyproject/revoke'], true, async (req, res) => {
    sendOk(res, await applications.revoke(openid(req), appId(req)));
  });

  serve([...actions('saveProinstData'), '/mp/api/applyproject/save'], true, async (req, res) => {
    sendOk(res, await applications.saveCzfs(openid(req), appId(req), parse(czfsBody, req.body, req).czfs));
  });

  serve(['/mp/api/person/details'], false, async (req, res) => {
    const app = await applications.owned(openid(req), appId(req));
    sendOk(res, await records.party(app, parse(partyIdBody, req.body, req)));
  });

  serve(['/mp/api/releasteinfo/info'], false, async (req, res) => {
    const app = await applications.owned(openid(req), appId(req));
    sendOk(res, await records.unit(app, parse(unitIdBody, req.body, req).fwxxid));
  });

  // The units of a certificate the citizen holds, by its number, to fill the unit form (decision 0023).
  serve(['/mpnw/api/singleApply/searchBdcdyInfoByBdcqzh'], false, async (req, res) => {
    const { bdcqzh } = parse(certificateNumberBody, req.body, req);
    sendOk(res, await certificateUnits(deps.registry, await queryIdentity(deps.db, req), bdcqzh));
  });

  // The certificates the citizen holds, to pick one on the unit form (decision 0062).
  serve(['/mpnw/api/singleApply/heldCertificates'], false, async (req, res) => {
    sendOk(res, await heldCertificates(deps.registry, await queryIdentity(deps.db, req)));
  });

  // Configuration calls of the declared list (decision 0023): no session, nothing personal.
  router.post(API + 'getYwConfig', (req, res) => {
    const config = forms.businessConfig(parse(prodefBody, req.body, req).prodefid);
    if (!config) throw new HttpError(400, t(req, 'proinst.businessUnknown'));
    sendOk(res, config);
  });

  router.post(API + 'getTypeByInfo', (req, res) => {
    const { djlx, qllx, applicantType } = parse(typeBody, req.body, req);
    sendOk(res, forms.pagesForFacts({ djlx, qllx, applicantType }));
  });

  // fieldPage: the business's unit field configuration, as getApplyTitle gives it.
  router.post(API + 'fieldPage', (req, res) => {
    const title = schemas.applyTitle(parse(prodefBody, req.body, req).prodefid, locale(req));
    if (!title) throw new HttpError(400, t(req, 'proinst.businessUnknown'));
    sendOk(res, { fwxx: title.fwxx, titleConfig: title.titleConfig });
  });

  // chckuser: whether the signed-in user may act on this application (the owner), and what it allows.
  serve(actions('chckuser'), false, async (req, res) => {
    const app = await applications.owned(openid(req), appId(req));
    sendOk(res, { proinstid: app.id, owner: true, shzt: app.shzt, editable: isEditable(app.shzt) });
  });

  return router;
}
