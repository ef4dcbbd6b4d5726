import type { Readable } from 'node:stream';

/**
 * What the hall needs from the messaging app. The emulation implements it against its own
 * tables; a real deployment would implement it against the messaging app's OAuth and JS-SDK APIs.
 */
export interface MessagingAppProfile {
  openid: string;
  appid: string;
  nickname: string;
  headimgurl: string;
}

export type CodeRefusal = 'codeInvalid' | 'codeExpired' | 'stateMismatch';

export interface MessagingApp {
  /** Trades a single-use authorisation code (bound to its state) for the user's openid. */
  exchangeCode(code: string, state: string): Promise<{ ok: true; openid: string; appid: string } | { ok: false; reason: CodeRefusal }>;
  /** The user's current public profile. */
  fetchProfile(openid: string): Promise<MessagingAppProfile | undefined>;
  /** The JS-SDK signature for a page url. */
  signJsapi(url: string): { appId: string; timestamp: string; nonceStr: string; signature: string };
  /** Fetches an image the user uploaded through the JS-SDK; undefined when unknown, expired or someone else's. */
  fetchMedia(openid: string, serverId: string): Promise<{ content: Readable; mime: string } | undefined>;
}
