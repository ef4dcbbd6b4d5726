import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';

const configBody = z.object({ url: z.string().min(1).max(2048) });
const downloadBody = z.object({ serverId: z.string().regex(/^[a-f0-9]{32}$/), reqseq: z.string().optional() });
const fileParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/**
 * The messaging-app image bridge: the JS-SDK configuration signed for a page, fetching an image
 * the user uploaded to the messaging app into our own file store, and serving it back to its owner.
 */
export function wxImageRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession, idempotent } = deps.guards;

  // Spec: createWxConfig answers stat 1 with data {appId, timestamp, nonceStr, signature}, on both paths.
  const createWxConfig = (req: Parameters<typeof requireSession>[0], res: Parameters<typeof requireSession>[1]) => {
    const { url } = parse(configBody, req.body, req);
    res.json({ stat: 1, message: '', data: deps.messagingApp.signJsapi(url) });
  };
  router.post('/wechat/api/wechatimg/createwxconfig', requireSession, createWxConfig);
  router.post('/online/wx/apilist/createWxConfig', requireSession, createWxConfig);

  router.post('/wechat/api/wechatimg/download', requireSession, idempotent, async (req, res) => {
    const { serverId } = parse(downloadBody, req.body, req);
    const openid = req.session!.openid;
    const media = await deps.messagingApp.fetchMedia(openid, serverId);
    if (!media) throw new HttpError(404, t(req, 'errors.mediaNotFound'));
    const file = await deps.files.put(media.content, { ownerOpenid: openid, kind: 'wx-image', mime: media.mime });
    sendOk(res, { fileId: file.id, url: `/wechat/api/wechatimg/file/${file.id}` });
  });

  router.get('/wechat/api/wechatimg/file/:id', requireSession, async (req, res) => {
    const { id } = parse(fileParams, req.params, req);
    const meta = await deps.files.meta(id);
    if (!meta) throw new HttpError(404, t(req, 'errors.notFound'));
    if (meta.ownerOpenid !== req.session!.openid) throw new HttpError(403, t(req, 'errors.forbidden'));
    res.setHeader('Content-Type', meta.mime);
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    (await deps.files.open(id)).pipe(res);
  });

  return router;
}
