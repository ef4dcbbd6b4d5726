import express, { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { createSchemaVersionRepository } from '../../schemas/versionRepository';
import { actorOf, requirePage } from '../shared/staffGuard';
import { createConfigurationService } from './configurationService';
import { candidateOf } from '../../schemas/publisher';
import { isPublishToken } from '../../schemas/publishEndpoint';
import { refuseStaff } from '../../domain/refusal';
import { SCRIPT } from './scriptPublisher';
import { followPublishedSchedule } from '../../appointments/reschedule';
import { chinaDate } from '../../appointments/calendarDays';

/** Where the console's calls are, under /staff/api. */
export const CONFIGURATION_PATH = '/staff/api/configuration';
/** A whole configuration is sent with a publish, check or impact (about 300 kB today): more than any other call's 64 kB. */
const CONFIGURATION_BODY_LIMIT = '4mb';

const files = z.record(z.string().min(1).max(200), z.unknown());
const number = z.coerce.number().int().min(1);
const versionParams = z.object({ number });
const filesBody = z.object({ files });
const impactBody = z.object({ files, against: number.optional() });
const publishBody = z.object({ files, note: z.string().trim().max(500).default(''), dryRun: z.boolean().optional() });
const rollbackBody = z.object({ note: z.string().trim().max(500).optional() });
const diffQuery = z.object({ from: number, to: number });

/** The console's body parser, mounted before the app's own (which then leaves the parsed body alone). */
export const configurationBody = () => express.json({ limit: CONFIGURATION_BODY_LIMIT });

/**
 * The configuration console's calls (engine/contract/staff/configuration.ts, docs/decisions/0084),
 * for the roles of the page `configuration` (schemas/workflow/review.json: config_editor, system_admin).
 */
export function configurationRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createConfigurationService({
    db: deps.db,
    repository: createSchemaVersionRepository(deps.db),
    versions: deps.schemaVersions,
    publisher: deps.publisher,
    schemas: deps.schemas,
    followSchedule: (trx, served, next) => followPublishedSchedule(trx, served, next, chinaDate(new Date()), deps.outbox),
  });
  const editor = requirePage(deps.schemas, 'configuration');
  const who = (req: express.Request) => ({ actor: actorOf(req), name: req.staff!.name });

  router.get('/configuration/versions', editor, async (_req, res) => sendOk(res, await service.list()));
  router.get('/configuration/versions/:number', editor, async (req, res) => sendOk(res, await service.files(parse(versionParams, req.params, req).number)));
  router.post('/configuration/check', editor, (req, res) => sendOk(res, service.check(parse(filesBody, req.body, req).files)));
  router.post('/configuration/impact', editor, async (req, res) => {
    const body = parse(impactBody, req.body, req);
    sendOk(res, await service.impact(body.files, body.against));
  });
  router.post('/configuration/publish', editor, async (req, res) => {
    const body = parse(publishBody, req.body, req);
    sendOk(res, await service.publish(who(req), candidateOf(body.files), body));
  });
  // The publish script's, on PGlite (the data folder is this process's): its token, not a staff session.
  router.post('/configuration/script', async (req, res) => {
    if (!isPublishToken(deps.env.dataDir, req.get('authorization')?.replace(/^Bearer /, ''))) refuseStaff('unauthenticated', 'staff.configuration.scriptToken');
    const body = parse(publishBody, req.body, req);
    sendOk(res, await service.publish(SCRIPT, candidateOf(body.files), body));
  });
  router.post('/configuration/versions/:number/rollback', editor, async (req, res) => {
    const { number: version } = parse(versionParams, req.params, req);
    sendOk(res, await service.rollback(who(req), version, parse(rollbackBody, req.body ?? {}, req).note));
  });
  router.get('/configuration/diff', editor, async (req, res) => {
    const { from, to } = parse(diffQuery, req.query, req);
    sendOk(res, await service.diff(from, to));
  });
  return router;
}
