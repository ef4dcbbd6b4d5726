import { Router } from 'express';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { parse } from '../../http/parse';
import { t } from '../../http/locale';
import { aliasQuery, downloadsBody, input } from './requestFields';
import type { AppointmentService } from './service';

/** The download list of the service sites (getZlxzList) and the files by alias (spec 001 section 7.1). */
export function downloadRoutes(service: AppointmentService, registryRegion: string): Router {
  const router = Router();
  for (const method of ['get', 'post'] as const) {
    router[method]('/online/wx/apilist/getZlxzList', async (req, res) => {
      const query = parse(downloadsBody, input(req), req);
      sendOk(res, await service.downloads(query.xzqdm ?? registryRegion, query.searchValue));
    });
  }
  router.get('/online/platform/cms/file/index_download', async (req, res) => {
    const file = await service.download(parse(aliasQuery, req.query, req).name);
    if (!file) throw new HttpError(404, t(req, 'errors.notFound'));
    res.setHeader('Content-Type', file.mime);
    // The plain-ASCII name keeps the file's own extension (a PDF is download.pdf).
    const extension = /\.[a-z0-9]+$/i.exec(file.file_name)?.[0] ?? '';
    res.setHeader('Content-Disposition', `attachment; filename="download${extension}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(file.content);
  });
  return router;
}
