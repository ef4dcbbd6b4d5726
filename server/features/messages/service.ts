import type { Locale } from '../../../engine/i18n/translate';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { BusinessCatalogue } from '../../../engine/schemas/types';
import type { OutboxRepository } from '../../outbox/outboxRepository';
import { allWechatTemplateIds, isEventKind, renderMessage, type EventParams } from '../../outbox/templates';
import { businessNameIn } from './businessNameIn';

const LIST_LIMIT = 100;

/**
 * The message centre (what was sent to a citizen) and their consent to the platform's subscription
 * messages (issue 21, docs/decisions/0049); the administrator's dead letters are deadLetterService's.
 */
export function createMessageService(repository: OutboxRepository, catalogue: () => BusinessCatalogue | undefined) {
  return {
    /**
     * What was sent to this citizen, newest first, each with where it leads: rendered now, in the
     * reader's language (decision 0065), from the event's template and parameters; the business
     * is named in that language too.
     */
    async sentTo(openid: string, locale: Locale) {
      const rows = await repository.sentTo(openid, LIST_LIMIT);
      return rows.flatMap((row) => {
        if (!isEventKind(row.kind)) return [];
        const params = (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as EventParams;
        const { business } = params;
        const named = typeof business === 'string' ? { ...params, business: businessNameIn(catalogue(), business, locale) } : params;
        return [{ id: row.id, kind: row.kind, ...renderMessage(row.kind, named, locale), link: row.link, time: formatDateTime(row.created_at) }];
      });
    },
    /**
     * The hall asks once for all its templates (the platform's consent dialog lists them); a
     * citizen who says no gets SMS only. Withdrawing removes every consent.
     */
    async setConsent(openid: string, granted: boolean) {
      if (granted) await repository.grantConsents(openid, allWechatTemplateIds());
      else await repository.withdrawConsents(openid);
      return { granted };
    },
    async consent(openid: string) {
      const granted = new Set((await repository.consents(openid)).map((row) => row.template_id));
      return { granted: allWechatTemplateIds().every((id) => granted.has(id)) };
    },
  };
}
