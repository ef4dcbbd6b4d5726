import type { Request } from 'express';
import type { Env } from '../config/env';
import { originOf } from '../http/originOf';
import { signInState } from './signInState';

/**
 * Where the browser goes to sign in: the messaging app's authorise page (the emulator's in demo
 * mode), coming back to /waiting with a code and this browser's state (signInState).
 */
export function authorizeUrlFor(env: Env) {
  return (req: Request): string => {
    const params = new URLSearchParams({
      appid: env.WX_APPID,
      redirect_uri: `${originOf(env, req)}/waiting`,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: signInState(req, req.res!),
    });
    return `${env.wxAuthorizeUrl}?${params.toString()}#wechat_redirect`;
  };
}
