import { Router } from 'express';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import type { ValidatorModules } from '../../validators/validatorModules';

/** A form id and the hex content hash of its resolved schema, as validatorModulePath writes them. */
const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const HASH = /^[0-9a-f]{1,32}$/;

/**
 * GET /api/validators/<hash>/<formId>.js: a published form's validators as an ES module the page
 * imports (docs/decisions/0086). Same-origin script, so the pages' `script-src 'self'` runs it
 * without eval; the address is the content's, so it is cached for good.
 */
export function validatorRoutes(deps: { validators: ValidatorModules }): Router {
  const router = Router();
  router.get('/api/validators/:hash/:file', async (req, res) => {
    const { hash, file } = req.params;
    const formId = file.endsWith('.js') ? file.slice(0, -3) : '';
    if (!HASH.test(hash) || !FORM_ID.test(formId)) throw new HttpError(404, t(req, 'errors.notFound'));
    const module = await deps.validators.find(formId, hash);
    if (!module) throw new HttpError(404, t(req, 'errors.notFound'));
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(module.code);
  });
  return router;
}
