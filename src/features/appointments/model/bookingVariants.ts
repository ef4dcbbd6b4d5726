import type { MessageKey } from '../../../../engine/i18n/translate';

/**
 * The ways to book the hall offers, each a route of the specification (decision 0065): the home
 * has one 预约办事 tile that opens 我的预约, and 我的预约 offers these above the citizen's bookings,
 * instead of one home tile for each.
 */
export const BOOKING_VARIANTS: readonly { path: string; label: MessageKey }[] = [
  { path: '/yuyuenosh', label: 'appoint.variant.counter' },
  { path: '/yuyue', label: 'appoint.variant.accepted' },
  { path: '/appointment', label: 'appoint.variant.byDate' },
  { path: '/queue', label: 'appoint.variant.queue' },
  { path: '/seladd?appointment=1', label: 'appoint.variant.filing' },
];
