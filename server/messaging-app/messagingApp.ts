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
  /** Trades a single-use authorisation code (bound to its state) for the user's openid. */
  exchangeCode(code: string, state: string): Promise<{ ok: true; openid: string; appid: string } | { ok: false; reason: CodeRefusal }>;
  /** The user's current public profile. */
  fetchProfile(openid: string): Promise<MessagingAppProfile | undefined>;
  /** The JS-SDK signature for a page url. */
  signJsapi(url: string): { appId: string; timestamp: string; nonceStr: string; signature: string };
  /** Fetches an image the user uploaded through the JS-SDK; undefined when unknown, expired or someone else's. */
  fetchMedia(openid: string, serverId: string): Promise<{ content: Readable; mime: string } | undefined>;
}
