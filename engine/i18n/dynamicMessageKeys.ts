/**
 * Message keys built at run time from a prefix and a value (a field format, a weekday, a state, a
 * registry field): the one list of such prefixes. Every catalogue key under one of them counts as
 * used, and a key built from a prefix not listed here fails scripts/messageKeys.test.ts.
 */
export const DYNAMIC_MESSAGE_PREFIXES: readonly string[] = [
  'validation.type.',
  'appoint.weekday.',
  'appoint.stage.',
  'info.type.',
  'registry.field.',
  'staff.role.',
  'staff.review.action.',
  'staff.review.done.',
  'staff.review.preview.',
  'staff.partner.confirmationState.',
  'staff.outbox.channel.',
  'staff.configuration.change.',
  'staff.configuration.kind.',
  'staff.configuration.severity.',
  'staff.audit.did.',
  'staff.statistics.count.',
  'registry.expectedBasis.',
  'staff.audit.field.',
  'staff.content.type.',
  'staff.content.status.',
  'staff.counter.attendance.',
  'staff.schedule.field.',
  'staff.schedule.loss.',
];
