import crypto from 'node:crypto';
import { jsapiSignature } from './jsapiSignature';
import type { CodeRefusal, FaceVerification, MessagingApp } from './messagingApp';
import { PlatformError, type PlatformClient } from './platformClient';
import type { PlatformTokenRepository } from './platformTokenRepository';
import { sharedAppToken } from './sharedAppToken';

// The platform's answers to a code it will not exchange: invalid, already used, expired.
const CODE_REFUSALS: Record<number, Exclude<CodeRefusal, 'stateMismatch'>> = { 40029: 'codeInvalid', 40163: 'codeInvalid', 42003: 'codeExpired' };

/**
 * The messaging app through its HTTP API (platformClient): the real platform in a deployment,
 * our emulator in demo mode — the same code either way, so switching is configuration only.
 * Face verification is a separate provider (the emulated one until a real one is wired).
 */
export function createPlatformMessagingApp(client: PlatformClient, tokens: PlatformTokenRepository, appid: string, faces: FaceVerification): MessagingApp {
  const appToken = sharedAppToken(tokens, 'access_token', async () => {
    const got = await client.appToken();
    return { value: got.access_token, expiresInS: got.expires_in };
  });
  const ticket = sharedAppToken(tokens, 'jsapi_ticket', async () => {
    const got = await client.jsapiTicket(await appToken());
    return { value: got.ticket, expiresInS: got.expires_in };
  });

  /** The user's access token, refreshed when it has lapsed; undefined when the user never signed in here. */
  async function userToken(openid: string): Promise<string | undefined> {
    const stored = await tokens.findUserToken(openid);
    if (!stored) return undefined;
    if (new Date(stored.expires_at).getTime() > Date.now() + 60_000) return stored.access_token;
    const renewed = await client.refreshUserToken(stored.refresh_token);
    await tokens.saveUserToken({ openid, access_token: renewed.access_token, refresh_token: renewed.refresh_token, expires_at: new Date(Date.now() + renewed.expires_in * 1000) });
    return renewed.access_token;
  }

  return {
    ...faces,
    async exchangeCode(code) {
      try {
        const got = await client.exchangeCode(code);
        await tokens.saveUserToken({ openid: got.openid, access_token: got.access_token, refresh_token: got.refresh_token, expires_at: new Date(Date.now() + got.expires_in * 1000) });
        return { ok: true, openid: got.openid, appid };
      } catch (error) {
        const refusal = error instanceof PlatformError ? CODE_REFUSALS[error.errcode] : undefined;
        if (refusal) return { ok: false, reason: refusal };
        throw error;
      }
    },
    async fetchProfile(openid) {
      const token = await userToken(openid);
      if (!token) return undefined;
      const info = await client.userInfo(token, openid);
      return { openid: info.openid, appid, nickname: info.nickname, headimgurl: info.headimgurl };
    },
    async signJsapi(url) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonceStr = crypto.randomBytes(8).toString('hex');
      return { appId: appid, timestamp, nonceStr, signature: jsapiSignature(await ticket(), nonceStr, timestamp, url) };
    },
    async fetchMedia(openid, serverId) {
      return client.media(await appToken(), serverId, openid);
    },
    async sendSubscribeMessage(message, idempotencyKey) {
      await client.sendSubscribeMessage(await appToken(), message, idempotencyKey);
    },
  };
}
