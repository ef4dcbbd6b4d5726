import type { StaffArticleStatus } from './api';

/** Each status's tag colour in the list and the editor. */
export const statusColor: Record<StaffArticleStatus, string> = { draft: 'default', scheduled: 'blue', published: 'green', withdrawn: 'red' };
