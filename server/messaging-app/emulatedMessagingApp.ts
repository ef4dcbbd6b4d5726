import crypto from 'node:crypto';
import type { FileStore } from '../files/fileStore';
import { createEmulatedFaceVerification } from './emulatedFaceVerification';
import type { EmulatorRepository } from './emulatorRepository';
import { jsapiSignature, jsapiTicket } from './jsapiSignature';
import type { MessagingApp } from './messagingApp';

export function createEmulatedMessagingApp(repository: EmulatorRepository, files: FileStore, appid: string, secret: string): MessagingApp {
  const ticket = jsapiTicket(secret);
  return {
    ...createEmulatedFaceVerification(repository),
    async exchangeCode(code, state) {
      const consumed = await repository.consumeCode(code, state);
      if (consumed) return { ok: true, openid: consumed.openid, appid: consumed.appid };
      const row = await repository.findCode(code);
      if (!row || row.used_at) return { ok: false, reason: 'codeInvalid' };
      if (row.state !== state) return { ok: false, reason: 'stateMismatch' };
      return { ok: false, reason: 'codeExpired' };
    },
    async fetchProfile(openid) {
      const account = await repository.findAccount(openid);
      return account && { openid: account.openid, appid: account.appid, nickname: account.nickname, headimgurl: account.headimgurl };
    },
    signJsapi(url) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonceStr = crypto.randomBytes(8).toString('hex');
      return { appId: appid, timestamp, nonceStr, signature: jsapiSignature(ticket, nonceStr, timestamp, url) };
    },
    async fetchMedia(openid, serverId) {
      const media = await repository.findMedia(serverId);
      if (!media || media.openid !== openid) return undefined;
      const meta = await files.meta(media.file_id);
      return meta && { content: await files.open(meta.id), mime: meta.mime };
    },
  };
}
