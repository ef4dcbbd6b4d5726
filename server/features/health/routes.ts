import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { readiness } from './readiness';

/**
 * /healthz: the process is alive (a supervisor restarts it when this fails). /readyz: it can serve
 * (the database, the file store and the configuration answer) and is not shutting down; a load
 * balancer sends requests only while it answers 200 (decision 0099).
 */
export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (deps.lifecycle.stopping) return void res.status(503).json({ status: 'stopping' });
    const checks = await readiness(deps);
    const ready = Object.values(checks).every((outcome) => outcome === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks });
  });
  return router;
}
