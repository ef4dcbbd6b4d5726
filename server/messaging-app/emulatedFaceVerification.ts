import crypto from 'node:crypto';
import type { EmulatorRepository } from './emulatorRepository';
import type { FaceVerification } from './messagingApp';

/** Where the emulated messaging app shows its face-verification page (the tester picks the outcome). */
export const FACE_PAGE_PATH = '/wechat/emulator/face';

const token = () => crypto.randomBytes(16).toString('hex');

/**
 * The emulated face verification: it records the identity and lets the tester decide the outcome
 * on its own page (success, failure, cancel with err_code 90100, or an initialisation failure).
 * A verify_result or BizToken answers only to the openid it was issued for.
 */
export function createEmulatedFaceVerification(repository: EmulatorRepository): FaceVerification {
  return {
    async prepareFaceVerify(openid, identity) {
      const key = token();
      await repository.insertFace({ key, kind: 'js', openid, name: identity.name, idcard: identity.idcard, redirect_url: null });
      return { userIdKey: key };
    },
    async faceVerifyResult(openid, verifyResult) {
      const row = await repository.findFaceByResult(verifyResult);
      if (!row || row.openid !== openid || row.kind !== 'js' || row.status === 'pending') return undefined;
      return { outcome: row.status, identity: { name: row.name, idcard: row.idcard } };
    },
    async startDetectAuth(openid, identity, redirectUrl) {
      const key = token();
      await repository.insertFace({ key, kind: 'detect', openid, name: identity.name, idcard: identity.idcard, redirect_url: redirectUrl });
      return { bizToken: key, url: `${FACE_PAGE_PATH}?key=${key}` };
    },
    async detectAuthResult(openid, bizToken) {
      const row = await repository.findFace(bizToken);
      if (!row || row.openid !== openid || row.kind !== 'detect') return undefined;
      return { outcome: row.status, identity: { name: row.name, idcard: row.idcard } };
    },
  };
}
