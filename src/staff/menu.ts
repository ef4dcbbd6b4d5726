import type { StaffMessageKey as MessageKey } from '../../engine/i18n/translateStaff';

/** The label of each page the server may list for a member (GET /staff/api/me, pages). */
export const PAGE_LABELS: Record<string, MessageKey> = {
  queue: 'staff.menu.queue',
  accounts: 'staff.menu.accounts',
  audit: 'staff.menu.audit',
  partner: 'staff.menu.partner',
  outbox: 'staff.menu.outbox',
};
