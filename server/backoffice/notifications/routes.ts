import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { requireStaff } from '../shared/staffGuard';
import { createNotificationService } from './service';

const id = z.string().regex(/^\d{1,18}$/);
const listQuery = z.object({ before: id.optional(), limit: z.coerce.number().int().min(1).max(100).default(20) });
const readBody = z.union([z.object({ ids: z.array(id).min(1).max(100) }), z.object({ all: z.literal(true) })]);

/**
 * The signed-in member's notices under /staff/api (docs/decisions/0091): newest first, a page
 * before a keyset id with the unread count (the header's bell asks every few seconds), and marking
 * some or all read. Any staff member, their own notices only.
 */
export function notificationRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createNotificationService(deps.db);
  router.get('/notifications', requireStaff(), async (req, res) => {
    const { before, limit } = parse(listQuery, req.query, req);
    sendOk(res, await service.list(req.staff!.id, before, limit));
  });
  router.post('/notifications/read', requireStaff(), async (req, res) => {
    const body = parse(readBody, req.body, req);
    sendOk(res, await service.markRead(req.staff!.id, 'all' in body ? 'all' : body.ids));
  });
  return router;
}
