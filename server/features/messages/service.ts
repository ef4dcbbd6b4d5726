import type { Locale } from '../../../engine/i18n/translate';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { OutboxRepository } from '../../outbox/outboxRepository';
import { ALL_WECHAT_TEMPLATE_IDS, isEventKind, renderMessage } from '../../outbox/templates';

const LIST_LIMIT = 100;

/**
 * The message centre (what was sent to a citizen) and their consent to the platform's subscription
 * messages (issue 21, docs/decisions/0049); the administrator's dead letters are deadLetterService's.
 */
export function createMessageService(repository: OutboxRepository) {
  return {
    /** What was sent to this citizen, newest first, in their language, each with where it leads. */
    async sentTo(openid: string, locale: Locale) {
      const rows = await repository.sentTo(openid, LIST_LIMIT);
      return rows.flatMap((row) => {
        if (!isEventKind(row.kind)) return [];
        const params = (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, string>;
        return [{ id: row.id, kind: row.kind, ...renderMessage(row.kind, params, locale), link: row.link, time: formatDateTime(row.created_at) }];
      });
    },
    /**
     * The hall asks once for all its templates (the platform's consent dialog lists them); a
     * citizen who says no gets SMS only. Withdrawing removes every consent.
     */
    async setConsent(openid: string, granted: boolean) {
      if (granted) await repository.grantConsents(openid, ALL_WECHAT_TEMPLATE_IDS);
      else await repository.withdrawConsents(openid);
      return { granted };
    },
    async consent(openid: string) {
      const granted = new Set((await repository.consents(openid)).map((row) => row.template_id));
      return { granted: ALL_WECHAT_TEMPLATE_IDS.every((id) => granted.has(id)) };
    },
  };
}
