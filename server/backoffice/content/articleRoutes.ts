import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { receiveUpload } from '../../http/receiveUpload';
import { CONTENT_IMAGE_KIND, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES, contentImageUrl } from '../../information/contentImages';
import { createInformationRepository } from '../../information/repository';
import { INFO_TYPES } from '../../information/types';
import { audit } from '../shared/audit';
import { staffTranslatorFor } from '../shared/staffMessages';
import { actorOf, requirePage } from '../shared/staffGuard';
import { ARTICLE_MAX_LENGTH, createArticleService } from './articleService';

const type = z.enum(INFO_TYPES);
const listQuery = z.object({
  type: type.optional(),
  status: z.enum(['draft', 'scheduled', 'published', 'withdrawn']).optional(),
  words: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const uuidParams = z.object({ uuid: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
// The HTML is sanitized (and its length judged) by the service: a little room over the stored limit here.
const articleBody = z.object({
  type,
  title: z.string().trim().min(1).max(200),
  source: z.string().trim().max(100).default(''),
  prodefid: z.string().trim().max(64).optional(),
  html: z.string().max(ARTICLE_MAX_LENGTH * 2),
});
const publishBody = z.object({ at: z.string().max(40).nullish() });
const previewBody = z.object({ html: z.string().max(ARTICLE_MAX_LENGTH * 2) });

/**
 * The content editor's articles under /staff/api (engine/contract/staff/content.ts), for the roles
 * of the page `articles` (schemas/workflow/review.json: content_editor, system_admin); the images
 * of articles, banners and the contact QR code are uploaded here too (page `articles` or `home`).
 */
export function staffArticleRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createArticleService({ db: deps.db, repository: createInformationRepository(deps.db) });
  const editor = requirePage(deps.schemas, 'articles');

  router.get('/articles', editor, async (req, res) => sendOk(res, await service.list(parse(listQuery, req.query, req))));
  router.post('/articles/preview', editor, (req, res) => sendOk(res, service.preview(parse(previewBody, req.body, req).html)));
  router.get('/articles/:uuid', editor, async (req, res) => sendOk(res, await service.get(parse(uuidParams, req.params, req).uuid)));
  router.post('/articles', editor, async (req, res) => sendOk(res, await service.create(actorOf(req), parse(articleBody, req.body, req))));
  router.post('/articles/:uuid', editor, async (req, res) => {
    const { uuid } = parse(uuidParams, req.params, req);
    sendOk(res, await service.edit(actorOf(req), uuid, parse(articleBody, req.body, req)));
  });
  router.post('/articles/:uuid/publish', editor, async (req, res) => {
    const { uuid } = parse(uuidParams, req.params, req);
    sendOk(res, await service.publish(actorOf(req), uuid, parse(publishBody, req.body ?? {}, req).at));
  });
  router.post('/articles/:uuid/withdraw', editor, async (req, res) => sendOk(res, await service.withdraw(actorOf(req), parse(uuidParams, req.params, req).uuid)));

  // Checked by content (magic bytes) and size while it streams, as the citizens' materials are.
  router.post('/content/images', requirePage(deps.schemas, 'articles', 'home'), async (req, res) => {
    const t = staffTranslatorFor(req);
    const { file } = await receiveUpload(req, deps.files, {
      field: 'file',
      maxBytes: CONTENT_IMAGE_MAX_BYTES,
      mimeTypes: CONTENT_IMAGE_TYPES,
      kind: CONTENT_IMAGE_KIND,
      wrongTypeMessage: t('staff.content.notImage'),
      tooLargeMessage: t('staff.content.imageTooLarge', { mb: CONTENT_IMAGE_MAX_BYTES / 1048576 }),
    });
    await audit.record(deps.db, actorOf(req), { action: 'content.image.upload', target: file.id, after: { mime: file.mime, size: file.size } });
    sendOk(res, { url: contentImageUrl(file.id) });
  });
  return router;
}
