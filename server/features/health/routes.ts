import { sql } from 'kysely';
import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** 200 {"status":"ok"} once the database answers; load balancers and npm start poll it. */
export function healthRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
