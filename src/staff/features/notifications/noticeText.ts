import type { StaffNotification } from '../../../../engine/contract/staff/notifications';
import type { StaffT } from '../../lib/i18n';

/** The title of each notice about work arriving in a queue. */
const ARRIVALS = {
  submitted: 'staff.notifications.submitted',
  resubmitted: 'staff.notifications.resubmitted',
  sentBack: 'staff.notifications.sentBack',
  transferred: 'staff.notifications.transferred',
} as const;

/** A notice's title line in the member's words: what arrived, or what the digest and the admin's notices count. */
export function noticeText(t: StaffT, notice: Pick<StaffNotification, 'kind' | 'params'>): string {
  const params = notice.params;
  switch (notice.kind) {
    case 'digest':
      return t('staff.notifications.digest', { count: params.count ?? 0, date: params.date ?? '' });
    case 'deadLetter':
      return t('staff.notifications.deadLetter', { channel: params.channel ?? '' });
    case 'outboxBacklog':
      return t('staff.notifications.outboxBacklog', { count: params.count ?? 0, minutes: params.minutes ?? 0 });
    default:
      return t(ARRIVALS[notice.kind]);
  }
}

/** Where a notice leads: its case's file, the dead letters, or the queue (the digest's cases are there, nearest deadline first). */
export function noticeLink(notice: Pick<StaffNotification, 'kind' | 'applicationId'>): string {
  if (notice.applicationId) return `/applications/${notice.applicationId}`;
  if (notice.kind === 'deadLetter' || notice.kind === 'outboxBacklog') return '/outbox';
  return '/queue';
}
