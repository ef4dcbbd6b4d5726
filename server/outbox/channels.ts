import type { MessagingApp } from '../messaging-app/messagingApp';
import { PlatformError } from '../messaging-app/platformClient';
import type { SmsGateway } from '../sms/smsGateway';
import type { UserDirectory } from '../users/userDirectory';
import type { Channel, DeliveryJob } from './outboxRepository';
import { isEventKind, renderMessage, wechatMessage } from './templates';

/** Why a delivery ended without a message: nothing to send to (no phone), or it can never go. */
export class Undeliverable extends Error {
  constructor(
    readonly permanent: 'skipped' | 'dead',
    reason: string,
  ) {
    super(reason);
  }
}

// The platform's answers that no retry changes: invalid openid, invalid template, user refused.
const PERMANENT_ERRCODES = new Set([40003, 40037, 43101]);

export type ChannelSend = (job: DeliveryJob) => Promise<void>;

/**
 * The two ways a message goes: SMS through the gateway (to the citizen's phone as it is now, in
 * Chinese, the registry's language for texts) and the messaging platform's subscription message.
 * Both carry the delivery's idempotency key.
 */
export function createChannels(deps: { sms: SmsGateway; messagingApp: MessagingApp; users: UserDirectory }): Record<Channel, ChannelSend> {
  const kindOf = (job: DeliveryJob) => {
    if (!isEventKind(job.kind)) throw new Undeliverable('dead', `no template for ${job.kind}`);
    return job.kind;
  };
  return {
    async sms(job) {
      const kind = kindOf(job);
      const phone = job.phone ?? (await deps.users.find(job.openid))?.phone;
      if (!phone) throw new Undeliverable('skipped', 'no phone number');
      await deps.sms.send(phone, renderMessage(kind, job.params, 'zh-CN').text, job.idempotency_key);
    },
    async wechat(job) {
      const kind = kindOf(job);
      try {
        await deps.messagingApp.sendSubscribeMessage({ touser: job.openid, page: job.link, ...wechatMessage(kind, job.params) }, job.idempotency_key);
      } catch (error) {
        if (error instanceof PlatformError && PERMANENT_ERRCODES.has(error.errcode)) throw new Undeliverable('dead', error.message);
        throw error;
      }
    },
  };
}
