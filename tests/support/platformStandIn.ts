import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one media id the stand-in knows (an image a page uploaded through the JS-SDK). */
export const STAND_IN_MEDIA_ID = 'Xy9_media-id-from-the-platform-0001';

export interface StandInPlatform {
  url: string;
  /** Every path the hall called, in order, with its query. */
  calls: { path: string; query: Record<string, string> }[];
  /** The JS-SDK ticket it hands out (page signatures are made with it). */
  ticket: string;
  close(): Promise<void>;
}

/**
 * A stand-in for the real messaging platform on a random loopback port, speaking its shapes:
 * the OAuth consent (/connect/oauth2/authorize, consenting at once as `openid`), the code
 * exchange and refresh, user info, the app token, the JS-SDK ticket and media download.
 * User tokens expire in 30 s, so the hall must refresh them before reading a profile.
 */
export async function startPlatformStandIn(options: { appid: string; secret: string; openid: string; nickname: string; media: Buffer }): Promise<StandInPlatform> {
  const calls: StandInPlatform['calls'] = [];
  const codes = new Set<string>();
  const ticket = crypto.randomBytes(16).toString('hex');
  const appToken = `app-${crypto.randomBytes(8).toString('hex')}`;
  const userTokens = new Set<string>();
  const json = (res: http.ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const issueUser = () => {
    const access = `user-${crypto.randomBytes(8).toString('hex')}`;
    userTokens.add(access);
    return { access_token: access, expires_in: 30, refresh_token: `refresh-${options.openid}`, openid: options.openid, scope: 'snsapi_userinfo' };
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, query });
    switch (url.pathname) {
      case '/connect/oauth2/authorize': {
        const code = crypto.randomBytes(8).toString('hex');
        codes.add(code);
        const back = new URL(query.redirect_uri!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', query.state!);
        return res.writeHead(302, { location: back.toString() }).end();
      }
      case '/sns/oauth2/access_token':
        if (query.appid !== options.appid || query.secret !== options.secret) return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
        if (!codes.delete(query.code ?? '')) return json(res, { errcode: 40029, errmsg: 'invalid code' });
        return json(res, issueUser());
      case '/sns/oauth2/refresh_token':
        if (query.refresh_token !== `refresh-${options.openid}`) return json(res, { errcode: 40030, errmsg: 'invalid refresh_token' });
        return json(res, issueUser());
      case '/sns/userinfo':
        if (!userTokens.has(query.access_token ?? '')) return json(res, { errcode: 40001, errmsg: 'invalid credential' });
        return json(res, { openid: options.openid, nickname: options.nickname, sex: 0, province: '', city: '', country: '', headimgurl: 'https://platform.example/avatar.png', privilege: [] });
      case '/cgi-bin/token':
        if (query.appid !== options.appid || query.secret !== options.secret) return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
        return json(res, { access_token: appToken, expires_in: 7200 });
      case '/cgi-bin/ticket/getticket':
        if (query.access_token !== appToken) return json(res, { errcode: 40001, errmsg: 'invalid credential' });
        return json(res, { errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 });
      case '/cgi-bin/media/get':
        if (query.access_token !== appToken) return json(res, { errcode: 40001, errmsg: 'invalid credential' });
        if (query.media_id !== STAND_IN_MEDIA_ID) return json(res, { errcode: 40007, errmsg: 'invalid media_id' });
        return res.writeHead(200, { 'content-type': 'image/png' }).end(options.media);
      default:
        return json(res, { errcode: 40066, errmsg: 'invalid url' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    ticket,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
