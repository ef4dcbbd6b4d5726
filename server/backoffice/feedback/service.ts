import type { StaffFeedback, StaffFeedbackPage, StaffFeedbackStatus } from '../../../engine/contract/staff/feedback';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import { maskPhone } from '../../../engine/masking/maskPhone';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import type { FeedbackRow } from '../../feedback/presentFeedback';
import type { FeedbackRepository, InboxCursor } from '../../feedback/repository';
import type { Outbox } from '../../outbox/outbox';
import { audit, type AuditActor } from '../shared/audit';

/** Rows of the inbox's page. */
export const INBOX_ROWS = 20;
/** The longest reply (as the retired clerk API took). */
export const REPLY_MAX_LENGTH = 2000;

const STATUS: Record<StaffFeedbackStatus, number> = { unanswered: 0, answered: 1 };

const present = (row: FeedbackRow & { author_phone: string | null }): StaffFeedback => ({
  id: row.id,
  content: maskSensitiveText(row.content),
  reply: row.reply === null ? null : maskSensitiveText(row.reply),
  answered: row.status === 1,
  authorPhone: maskPhone(row.author_phone),
  createdAt: new Date(row.created_at).toISOString(),
  repliedAt: row.replied_at ? new Date(row.replied_at).toISOString() : null,
  repliedBy: row.replied_by,
});

/** A time as the database writes timestamptz as text: a cursor's time is read back only in this shape, a day that exists. */
const DATABASE_TIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
function isDatabaseTime(text: string) {
  const parts = DATABASE_TIME.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The page's cursor as the app carries it: status|time|id (the time as the database wrote it). */
const cursorOf = (row: { status: number; cursor_at: string; id: string }) => `${row.status}|${row.cursor_at}|${row.id}`;
function readCursor(after: string | undefined): InboxCursor | undefined {
  if (!after) return undefined;
  const [status, at, ...id] = after.split('|');
  if ((status !== '0' && status !== '1') || !at || !isDatabaseTime(at) || id.length === 0) refuseStaff('invalid', 'staff.feedback.cursor');
  return { status: Number(status), at, id: id.join('|') };
}

/**
 * The feedback inbox (issue 32, docs/decisions/0094): the citizens' feedback unanswered first, then
 * newest, searched by words and status, a page after a keyset cursor; one feedback; the reply. The
 * reply is the one way the feedback table gets one (the clerk's API retired, decision 0095):
 * stored, audited ('feedback.reply') and the citizen told through the outbox, in one transaction.
 * A feedback already answered refuses a second reply (409): two editors answering at once do not
 * overwrite each other, and the citizen is told once.
 */
export function createFeedbackInboxService(deps: { db: Db; repository: FeedbackRepository; outbox: Outbox }) {
  return {
    async list(query: { status?: StaffFeedbackStatus | undefined; words?: string | undefined; after?: string | undefined }): Promise<StaffFeedbackPage> {
      const after = readCursor(query.after);
      const wanted = query.status === undefined ? [0, 1] : [STATUS[query.status]];
      const statuses = wanted.filter((status) => !after || status >= after.status);
      const words = query.words?.trim() || undefined;
      const rows: Array<FeedbackRow & { author_phone: string | null; cursor_at: string }> = [];
      // One more than a page tells whether there is a next one.
      for (const status of statuses) {
        if (rows.length > INBOX_ROWS) break;
        rows.push(...(await deps.repository.inboxOfStatus(status, { words, after, limit: INBOX_ROWS + 1 - rows.length })));
      }
      const page = rows.slice(0, INBOX_ROWS);
      const last = page.at(-1);
      return { rows: page.map(present), next: rows.length > INBOX_ROWS && last ? cursorOf(last) : null };
    },

    async get(id: string): Promise<StaffFeedback> {
      const row = await deps.repository.findForStaff(id);
      if (!row) refuseStaff('notFound', 'staff.feedback.unknown');
      return present(row);
    },

    /** The reply of a staff member: the feedback as answered. */
    async reply(actor: AuditActor, id: string, text: string): Promise<FeedbackRow> {
      const reply = text.trim();
      if (!reply) refuseStaff('invalid', 'staff.feedback.replyEmpty');
      if (Array.from(reply).length > REPLY_MAX_LENGTH) refuseStaff('invalid', 'staff.feedback.replyTooLong', { max: REPLY_MAX_LENGTH });
      const row = await deps.db.transaction().execute(async (trx) => {
        const answered = await deps.repository.reply(id, reply, actor.username, trx);
        if (!answered) {
          const known = await deps.repository.find(id, trx);
          if (!known) refuseStaff('notFound', 'staff.feedback.unknown');
          refuseStaff('conflict', 'staff.feedback.alreadyAnswered');
        }
        await audit.record(trx, actor, { action: 'feedback.reply', target: answered.id, after: { reply } });
        await deps.outbox.enqueue(trx, {
          kind: 'feedback.replied',
          key: `feedback.replied:${answered.id}`,
          openid: answered.openid,
          params: { submitted: formatDateTime(answered.created_at) },
          link: `/my/feedBackDetail?id=${answered.id}`,
          subjectId: answered.id,
        });
        return answered;
      });
      deps.outbox.kick();
      return row;
    },
  };
}

export type FeedbackInboxService = ReturnType<typeof createFeedbackInboxService>;
