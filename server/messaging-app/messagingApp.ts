import type { Readable } from 'node:stream';
import type { SubscribeMessage } from './platformClient';

/**
 * What the hall needs from the messaging app. One implementation (platformMessagingApp) speaks
 * the platform's HTTP API; in demo mode it talks to our own emulator (docs/decisions/0015).
 */
export interface MessagingAppProfile {
  openid: string;
  appid: string;
  nickname: string;
  headimgurl: string;
}

export type CodeRefusal = 'codeInvalid' | 'codeExpired' | 'stateMismatch';

/** Who the face is compared against (name and identity number). */
export interface FaceIdentity {
  name: string;
  idcard: string;
}

/** How a face verification ended: passed, face did not match, cancelled (90100), or could not start. */
export type FaceOutcome = 'success' | 'fail' | 'cancel' | 'error';

/**
 * Face verification (real-name check), in the messaging app's two forms: the JS-SDK face verify
 * (requestWxFacePictureVerify, answering a verify_result) and the cloud detect page (a BizToken).
 */
export interface FaceVerification {
  /** Registers the identity for a JS-SDK face verify; the page then calls the SDK with the key. */
  prepareFaceVerify(openid: string, identity: FaceIdentity): Promise<{ userIdKey: string }>;
  /** The outcome behind a verify_result the SDK gave the page; undefined when unknown or someone else's. */
  faceVerifyResult(openid: string, verifyResult: string): Promise<{ outcome: FaceOutcome; identity: FaceIdentity } | undefined>;
  /** Starts the cloud detect flow: the browser goes to url and comes back to redirectUrl with BizToken. */
  startDetectAuth(openid: string, identity: FaceIdentity, redirectUrl: string): Promise<{ bizToken: string; url: string }>;
  /** The outcome of a cloud detect; undefined when unknown or someone else's. */
  detectAuthResult(openid: string, bizToken: string): Promise<{ outcome: FaceOutcome | 'pending'; identity: FaceIdentity } | undefined>;
}

export interface MessagingApp extends FaceVerification {
  /** Trades a single-use authorisation code for the user's openid (the state is checked against the browser before). */
  exchangeCode(code: string): Promise<{ ok: true; openid: string; appid: string } | { ok: false; reason: Exclude<CodeRefusal, 'stateMismatch'> }>;
  /** The user's current public profile. */
  fetchProfile(openid: string): Promise<MessagingAppProfile | undefined>;
  /** The JS-SDK signature for a page url. */
  signJsapi(url: string): Promise<{ appId: string; timestamp: string; nonceStr: string; signature: string }>;
  /**
   * Fetches an image `openid` uploaded through the JS-SDK; undefined when unknown, expired or
   * another account's. The emulator knows the uploader and refuses anyone else; the real platform
   * does not say whose it is, and there media ids are long random strings only the uploading page
   * learns (docs/decisions/0035).
   */
  fetchMedia(openid: string, serverId: string): Promise<{ content: Readable; mime: string } | undefined>;
  /** Sends a subscription message (the user consented to its template); throws PlatformError when refused. */
  sendSubscribeMessage(message: SubscribeMessage, idempotencyKey: string): Promise<void>;
}
