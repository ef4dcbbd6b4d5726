import type { StaffNotification, StaffNotifications, StaffNotificationsRead } from '../../../../engine/contract/staff/notifications';
import { staffApi } from '../../lib/staffApi';

export type { StaffNotification, StaffNotifications };

export const NOTIFICATIONS_KEY = '/notifications';
/** How often the open app asks for new notices: the bell is live within this (docs/decisions/0091). */
export const NOTIFICATIONS_POLL_MS = 5_000;

export const getNotifications = (before?: string) => staffApi.get<StaffNotifications>(before ? `${NOTIFICATIONS_KEY}?before=${encodeURIComponent(before)}` : NOTIFICATIONS_KEY);
export const markRead = (ids: string[]) => staffApi.post<StaffNotificationsRead>(`${NOTIFICATIONS_KEY}/read`, { ids });
export const markAllRead = () => staffApi.post<StaffNotificationsRead>(`${NOTIFICATIONS_KEY}/read`, { all: true });
