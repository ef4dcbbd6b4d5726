import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/parse';
import { createLimit } from '../../http/rateLimits';
import { messages, queryIdentity } from '../../queries/http';
import { createFloorPlanService } from './service';

const text = (max = 100) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).optional();
const findBody = z.object({ year: text(8), number: text(20), name: text(), idcard: text(40) });
const statusBody = z.object({ bdcdyid: text(400), zdbdcdyid: text(100), zsid: text(40) });
const imgQuery = z.object({ bdcdyid: z.string().min(1).max(100) });

/**
 * Floor-plan and parcel-map query and viewer. The calls under /online/public/search/wx/ answer
 * with their msg as the specification describes (getBDCDYIDByZSID: msg is a JSON string).
 */
export function floorPlanRoutes(deps: AppDeps): Router {
  const router = Router({ caseSensitive: true });
  const service = createFloorPlanService(deps.registry);
  const { requireSession } = deps.guards;
  const lookupLimit = createLimit(deps.db, { name: 'floorplan-lookup', windowMs: 60_000, limit: 30 });

  router.post('/online/public/search/wx/zdtfhtquery', requireSession, lookupLimit, async (req, res) => {
    const input = parse(findBody, req.body, req);
    const who = await queryIdentity(deps.db, req);
    const found = await service.find(input, who);
    res.json({ errcode: '00', errmsg: '', msg: '', data: found, ...found });
  });

  router.post('/online/public/search/wx/getBDCDYIDByZSID', requireSession, async (req, res) => {
    const m = messages(req);
    const input = parse(statusBody, req.body, req);
    const who = await queryIdentity(deps.db, req);
    const status = await service.status(input, who, m);
    res.json({ errcode: '00', errmsg: '', msg: JSON.stringify(status), data: null });
  });

  router.get('/online/public/search/wx/getImg', requireSession, async (req, res) => {
    const { bdcdyid } = parse(imgQuery, req.query, req);
    const who = await queryIdentity(deps.db, req);
    const svg = await service.image(bdcdyid, who, messages(req));
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('image/svg+xml').send(svg);
  });

  return router;
}
