import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { textField } from '../../http/fields';
import { HttpError } from '../../http/httpError';
import { localeOf, t } from '../../http/locale';
import { parse } from '../../http/parse';
import { createSelectionService } from './service';

const regionCode = textField(6).pipe(z.string().regex(/^\d{6}$/));
const flag = textField(1).pipe(z.enum(['0', '1']));
const addressBody = z.object({ xzqdm: regionCode });
const initSelBody = z.object({ xzqdm: regionCode, sfqy: flag.default('1'), yhlx: flag.default('0'), dylx: textField(8).pipe(z.string().min(1)) });


/**
 * Region and business selection (spec 001 sections 2.1 and 7.1): getAddressList from the
 * registry's region list (GetAcceptXzqFromDB is its twin), getApplyType and initSel from the
 * business catalogue, getUserType from the session's user.
 */
export function filingSelectionRoutes(deps: AppDeps): Router {
  const router = Router();
  const selection = createSelectionService(() => deps.schemas.snapshot().registry.catalogue);
  const regions = deps.filingRegistry.regions;

  const regionList = async (req: Request, xzqdm: string) => {
    const list = await regions.list(xzqdm);
    if (!list) throw new HttpError(404, t(req, 'selection.regionNotFound'));
    return list;
  };

  for (const action of ['getAddressList', 'GetAcceptXzqFromDB']) {
    router.post(`/online/wx/apilist/${action}`, async (req, res) => {
      sendOk(res, await regionList(req, parse(addressBody, req.body, req).xzqdm));
    });
  }

  router.post('/online/wx/apilist/getApplyType', (req, res) => {
    sendOk(res, selection.applyTypes(localeOf(req)));
  });

  router.post('/online/wx/apilist/initSel', async (req, res) => {
    const body = parse(initSelBody, req.body, req);
    await regionList(req, body.xzqdm);
    sendOk(res, { selList: selection.selList(body.dylx, body.yhlx, localeOf(req)) });
  });

  // The openid guard has already refused a body openid that is not the session's.
  router.post('/online/wx/apilist/getUserType', deps.guards.requireSession, async (req, res) => {
    const user = await deps.users.find(req.session!.openid);
    sendOk(res, { usertype: user?.usertype ?? '0' });
  });

  return router;
}
