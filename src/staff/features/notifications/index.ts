/** The header's bell of the member's notices (the layout mounts it: docs/decisions/0091). */
export { NotificationBell } from './NotificationBell';
