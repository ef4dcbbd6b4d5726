import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { attachmentGroupsFor } from '../../../engine/attachments/attachmentGroupsFor';
import { localeOf, t } from '../../http/locale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import { parse } from '../../http/parse';
import { receiveUpload } from '../../http/receiveUpload';
import { MATERIAL_IMAGE_TYPES } from './inspectImage';
import { createMaterialsRepository } from '../../applications/materialsRepository';
import { createMaterialsService } from './service';
import { sendPrivateFile } from '../../http/sendPrivateFile';

const id = textField(64).pipe(z.string().min(1));
const uploadTypeBody = z.object({ slsqId: id, sfhqmx: textField(1).optional() });
const downloadBody = z.object({ serverId: textField(32).pipe(z.string().regex(/^[a-f0-9]{32}$/)), materialId: textField(140).pipe(z.string().min(1)) });
const deleteBody = z.object({ fileid: id });
const imageParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/**
 * Materials (spec 001 sections 2.4 and 7.1): getUploadType (twin fujian), downloadPicFromWXServer,
 * /mp/api/material/uploadfiles, delSinglePic (twin deleteImg), and the pictures themselves
 * (/mp/api/material/file|thumb/:id, twin fujian/viewimg/:id), to their owner only.
 */
export function materialsRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;
  const registry = () => deps.schemas.snapshot().registry;
  const service = createMaterialsService({
    repository: createMaterialsRepository(deps.db),
    files: deps.files,
    messagingApp: deps.messagingApp,
    groupsFor: (prodefid) => attachmentGroupsFor(registry(), prodefid),
    vocabulary: () => deps.schemas.vocabulary(),
  });
  // The stream limit of an upload whose group is not known yet: the largest any group allows.
  const largestGroupBytes = () => Math.max(0, ...[...registry().attachments.values()].flatMap((config) => config.groups.map((group) => group.maxBytes)));

  const uploadType = async (req: Request, res: Response) => {
    const { slsqId } = parse(uploadTypeBody, req.body, req);
    sendOk(res, { datuminstInfo: await service.uploadGroups(req.session!.openid, slsqId, localeOf(req)) });
  };
  router.post(['/online/wx/apilist/getUploadType', '/online/wx/apilist/fujian'], requireSession, uploadType);

  router.post('/online/wx/apilist/downloadPicFromWXServer', requireSession, idempotent, async (req, res) => {
    const { serverId, materialId } = parse(downloadBody, req.body, req);
    sendOk(res, await service.addFromMessagingApp(req.session!.openid, serverId, materialId));
  });

  // Multipart: reqseq travels in the query string (the idempotency guard runs before the body is read).
  router.post('/mp/api/material/uploadfiles', requireSession, idempotent, async (req, res) => {
    const { file, fields } = await receiveUpload(req, deps.files, {
      field: 'file',
      maxBytes: largestGroupBytes(),
      mimeTypes: MATERIAL_IMAGE_TYPES,
      kind: 'material',
      wrongTypeMessage: t(req, 'materials.notImage'),
      tooLargeMessage: t(req, 'materials.tooLarge', { mb: Math.floor(largestGroupBytes() / 1048576) }),
    });
    sendOk(res, await service.addUploaded(req.session!.openid, file, fields.materialId));
  });

  router.post(['/online/wx/apilist/delSinglePic', '/online/wx/apilist/deleteImg'], requireSession, idempotent, async (req, res) => {
    const { fileid } = parse(deleteBody, req.body, req);
    sendOk(res, await service.remove(req.session!.openid, fileid));
  });

  const image = (which: 'file' | 'thumb') => async (req: Request, res: Response) => {
    sendPrivateFile(res, await service.image(req.session!.openid, parse(imageParams, req.params, req).id, which), 86400);
  };
  router.get('/mp/api/material/file/:id', requireSession, image('file'));
  router.get('/mp/api/material/thumb/:id', requireSession, image('thumb'));
  router.all('/online/wx/apilist/fujian/viewimg/:id', requireSession, image('file'));

  return router;
}
