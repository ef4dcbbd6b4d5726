import crypto from 'node:crypto';
import type { MessageKey } from '../../../engine/i18n/translate';
import { refuse } from '../../domain/refusal';
import type { FaceIdentity, FaceOutcome, MessagingApp } from '../../messaging-app/messagingApp';
import { FACE_CHECK_VALID_MS, createFaceCheckRepository, type FaceCheckRepository } from '../../users/faceCheckRepository';
import { checkProfileFields } from '../../users/identityRules';
import { presentOwnUserInfo } from '../../users/presentMe';
import type { SchemaService } from '../../schemas/service';
import { createFaceRepository, type FaceRepository } from './repository';

export interface FaceConfig {
  homeCdzm: boolean;
  cdzmDetail: boolean;
  /** Regions whose users take the cloud detect page instead of the JS-SDK face verify (140200). */
  detectRegions: string[];
}

const OUTCOME_KEYS = { fail: 'face.mismatch', cancel: 'face.cancelled', error: 'face.notStarted' } as const;

/**
 * The real-name check (spec 000 sections 4, 5, 7 and 8; spec 001 section 7.4). The messaging app
 * (emulated) compares the face; a passed check is recorded in face_checks, and only such a record,
 * for the same name and ID number, marks the user verified (setDetectInfo or saveUserInfo).
 */
export function createFaceService(repository: FaceRepository, faceChecks: FaceCheckRepository, messagingApp: MessagingApp, schemas: SchemaService, config: FaceConfig) {
  async function identityOf(openid: string, input: { name: string; idcard: string }): Promise<FaceIdentity> {
    const user = await repository.findUser(openid);
    if (!user) refuse('notFound', 'errors.userNotFound');
    const identity = { name: input.name.trim(), idcard: input.idcard.trim().toUpperCase() };
    checkProfileFields(schemas, { usertype: user.usertype, name: identity.name, cardnum: identity.idcard }, ['name', 'cardnum']);
    return identity;
  }

  function outcomeMessage(outcome: FaceOutcome | 'pending'): MessageKey {
    if (outcome === 'success') return 'face.success';
    if (outcome === 'pending') return 'face.pending';
    return OUTCOME_KEYS[outcome];
  }

  return {
    async authConfig(openid: string) {
      const user = await repository.findUser(openid);
      if (!user) refuse('notFound', 'errors.userNotFound');
      const region = user.xzqdm ?? '';
      return {
        home_cdzm: config.homeCdzm ? '1' : '0',
        cdzm_detail: config.cdzmDetail ? '1' : '0',
        face_mode: config.detectRegions.includes(region) ? 'detect' : 'wxjs',
        xzqdm: region,
      };
    },

    async postInfo(openid: string, input: { name: string; idcard: string }) {
      const identity = await identityOf(openid, input);
      const { userIdKey } = await messagingApp.prepareFaceVerify(openid, identity);
      return { user_id_key: userIdKey };
    },

    /** wxJsFaceCheckRes: the outcome behind verify_result; a pass is recorded once. */
    async checkResult(openid: string, verifyResult: string) {
      const result = await messagingApp.faceVerifyResult(openid, verifyResult);
      if (!result) refuse('invalid', 'face.resultUnknown');
      if (result.outcome !== 'success') return { ok: false, message: outcomeMessage(result.outcome) };
      await faceChecks.insertFaceCheck({ id: `wxjs:${verifyResult}`, openid, name: result.identity.name, cardnum: result.identity.idcard, source: 'wxjs' });
      return { ok: true, message: 'face.success' as const };
    },

    async preDetect(openid: string, input: { name: string; idcard: string }) {
      await identityOf(openid, input);
      return { bsm: crypto.randomBytes(8).toString('hex') };
    },

    /** The cloud detect page for this identity; the browser comes back to RedirectUrl (our own origin only). */
    async detectAuth(openid: string, input: { name: string; idcard: string; redirectUrl: string }, origin: string) {
      const identity = await identityOf(openid, input);
      let target: URL;
      try {
        target = new URL(input.redirectUrl, origin);
      } catch {
        refuse('invalid', 'face.redirectInvalid');
      }
      if (target.origin !== origin) refuse('invalid', 'face.redirectInvalid');
      const started = await messagingApp.startDetectAuth(openid, identity, target.pathname + target.search);
      return { Url: started.url, BizToken: started.bizToken };
    },

    /** The outcome of a cloud detect (getYhxx with BizToken); a pass is recorded once. */
    async detectResult(openid: string, bizToken: string) {
      const result = await messagingApp.detectAuthResult(openid, bizToken);
      if (!result) refuse('invalid', 'face.resultUnknown');
      if (result.outcome === 'success') {
        await faceChecks.insertFaceCheck({ id: `detect:${bizToken}`, openid, name: result.identity.name, cardnum: result.identity.idcard, source: 'detect' });
      }
      const user = (await repository.findUser(openid))!;
      return {
        ...presentOwnUserInfo(user),
        detect: { result: result.outcome, message: outcomeMessage(result.outcome), name: result.identity.name, idcard: result.identity.idcard },
      };
    },

    /** setDetectInfo: marks the user verified with a passed, unused check for exactly this name and ID number. */
    async setDetectInfo(openid: string, input: { name: string; idcard: string }) {
      const identity = await identityOf(openid, input);
      const since = new Date(Date.now() - FACE_CHECK_VALID_MS);
      const done = await repository.transaction(async (trx) => {
        const used = await createFaceCheckRepository(trx).useFaceCheck(openid, identity.name, identity.idcard, since);
        if (!used) return false;
        await createFaceRepository(trx).markVerified(openid, identity.name, identity.idcard);
        return true;
      });
      if (!done) refuse('invalid', 'face.detectFailed');
      return presentOwnUserInfo((await repository.findUser(openid))!);
    },
  };
}

export type FaceService = ReturnType<typeof createFaceService>;
