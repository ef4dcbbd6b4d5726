import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';

/** The messaging platform's error answer: errcode other than 0 and a text. */
export class PlatformError extends Error {
  constructor(
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`messaging platform error ${errcode}: ${errmsg}`);
  }
}

export interface UserToken {
  openid: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A subscription message as the platform's send API takes it. */
export interface SubscribeMessage {
  touser: string;
  template_id: string;
  page: string;
  data: Record<string, { value: string }>;
}

export interface PlatformUserInfo {
  openid: string;
  nickname: string;
  headimgurl: string;
}

const TIMEOUT_MS = 10_000;

/**
 * The messaging platform's server API as the real platform speaks it (OAuth2 code exchange and
 * refresh, user info, app access token, JS-SDK ticket, media download), against a base URL:
 * the real platform in a deployment, this server's emulator in demo mode.
 */
export function createPlatformClient(config: { apiBase: () => string; appid: string; secret: string }) {
  async function call(path: string, query: Record<string, string>): Promise<Response> {
    const url = `${config.apiBase()}${path}?${new URLSearchParams(query).toString()}`;
    return fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  }
  async function json<T>(path: string, query: Record<string, string>): Promise<T> {
    const response = await call(path, query);
    const body = (await response.json()) as T & { errcode?: number; errmsg?: string };
    if (body.errcode) throw new PlatformError(body.errcode, body.errmsg ?? '');
    if (!response.ok) throw new PlatformError(-1, `HTTP ${response.status}`);
    return body;
  }
  const app = { appid: config.appid, secret: config.secret };

  return {
    /** /sns/oauth2/access_token: the code a user's consent gave, for their openid and tokens. */
    exchangeCode: (code: string) => json<UserToken>('/sns/oauth2/access_token', { ...app, code, grant_type: 'authorization_code' }),
    /** /sns/oauth2/refresh_token: a fresh user access token (the refresh token lives 30 days). */
    refreshUserToken: (refreshToken: string) =>
      json<UserToken>('/sns/oauth2/refresh_token', { appid: config.appid, grant_type: 'refresh_token', refresh_token: refreshToken }),
    /** /sns/userinfo: the user's nickname and avatar, with their own access token. */
    userInfo: (accessToken: string, openid: string) => json<PlatformUserInfo>('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' }),
    /** /cgi-bin/token: the app's access token. */
    appToken: () => json<{ access_token: string; expires_in: number }>('/cgi-bin/token', { ...app, grant_type: 'client_credential' }),
    /** /cgi-bin/ticket/getticket: the JS-SDK ticket the page signatures are made with. */
    jsapiTicket: (appToken: string) => json<{ ticket: string; expires_in: number }>('/cgi-bin/ticket/getticket', { access_token: appToken, type: 'jsapi' }),
    /**
     * POST /cgi-bin/message/subscribe/send: one subscription message to a user who consented to
     * its template. The idempotency key goes in a header: our emulator keeps one message per key;
     * the real platform ignores it (docs/decisions/0049 says what that leaves open).
     */
    async sendSubscribeMessage(appToken: string, message: SubscribeMessage, idempotencyKey: string): Promise<void> {
      const response = await fetch(`${config.apiBase()}/cgi-bin/message/subscribe/send?${new URLSearchParams({ access_token: appToken }).toString()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json()) as { errcode?: number; errmsg?: string };
      if (body.errcode) throw new PlatformError(body.errcode, body.errmsg ?? '');
      if (!response.ok) throw new PlatformError(-1, `HTTP ${response.status}`);
    },
    /**
     * /cgi-bin/media/get: an image a user uploaded through the JS-SDK. The platform answers the
     * bytes, or JSON with an errcode (unknown or expired media); undefined then. `openid` names
     * who asks for it: the emulator answers only the media that account uploaded (the real
     * platform ignores the extra parameter; docs/decisions/0035).
     */
    async media(appToken: string, mediaId: string, openid: string): Promise<{ content: Readable; mime: string } | undefined> {
      const response = await call('/cgi-bin/media/get', { access_token: appToken, media_id: mediaId, openid });
      const mime = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      if (!response.ok || !response.body || mime === 'application/json' || mime === 'text/plain') {
        await response.body?.cancel();
        return undefined;
      }
      return { content: NodeReadable.fromWeb(response.body as Parameters<typeof NodeReadable.fromWeb>[0]), mime };
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
