import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { FileTooLargeError, QuotaExceededError } from '../../files/fileStore';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';
import { sniffType } from '../../http/sniffContent';
import { sendPrivateFile } from '../../http/sendPrivateFile';
import { PICTURE_MAX_BYTES } from '../../../engine/uploads/pictureLimit';

const configBody = z.object({ url: z.string().min(1).max(2048) });
// The platform's media ids are long url-safe strings (the emulator's are 32 hex digits).
const downloadBody = z.object({ serverId: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/), reqseq: z.string().optional() });
const fileParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });
// What the platform hands over is checked like any upload: an image type, a size limit, the quota.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * The messaging-app image bridge: the JS-SDK configuration signed for a page, fetching an image
 * the user uploaded to the messaging app into our own file store, and serving it back to its owner.
 */
export function wxImageRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;

  // Spec: createWxConfig answers stat 1 with data {appId, timestamp, nonceStr, signature}, on both paths.
  const createWxConfig = async (req: Parameters<typeof requireSession>[0], res: Parameters<typeof requireSession>[1]) => {
    const { url } = parse(configBody, req.body, req);
    res.json({ stat: 1, message: '', data: await deps.messagingApp.signJsapi(url) });
  };
  router.post('/wechat/api/wechatimg/createwxconfig', requireSession, createWxConfig);
  router.post('/online/wx/apilist/createWxConfig', requireSession, createWxConfig);

  router.post('/wechat/api/wechatimg/download', requireSession, idempotent, async (req, res) => {
    const { serverId } = parse(downloadBody, req.body, req);
    const openid = req.session!.openid;
    const media = await deps.messagingApp.fetchMedia(openid, serverId);
    if (!media) throw new HttpError(404, t(req, 'errors.mediaNotFound'));
    const { mime, rest } = await sniffType(media.content);
    if (!mime || !IMAGE_TYPES.has(mime)) {
      rest.destroy();
      throw new HttpError(400, t(req, 'errors.fileType'));
    }
    const file = await deps.files
      .put(rest, { ownerOpenid: openid, kind: 'wx-image', mime, maxBytes: PICTURE_MAX_BYTES, quota: true })
      .catch((error: unknown) => {
        if (error instanceof QuotaExceededError) throw new HttpError(413, t(req, 'errors.uploadQuota'));
        if (error instanceof FileTooLargeError) throw new HttpError(413, t(req, 'materials.tooLarge', { mb: PICTURE_MAX_BYTES / 1048576 }));
        throw error;
      });
    sendOk(res, { fileId: file.id, url: `/wechat/api/wechatimg/file/${file.id}` });
  });

  router.get('/wechat/api/wechatimg/file/:id', requireSession, async (req, res) => {
    const { id } = parse(fileParams, req.params, req);
    const meta = await deps.files.meta(id);
    if (!meta) throw new HttpError(404, t(req, 'errors.notFound'));
    if (meta.ownerOpenid !== req.session!.openid) throw new HttpError(403, t(req, 'errors.forbidden'));
    sendPrivateFile(res, { mime: meta.mime, content: await deps.files.open(id) }, 86400);
  });

  return router;
}
