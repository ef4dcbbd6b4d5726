import type { StaffNotification, StaffNotificationKind, StaffNotifications } from '../../../engine/contract/staff/notifications';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { pageRoles } from '../../../engine/workflow/pageRoles';
import type { Db } from '../../db/database';
import { staffNotificationRepository as notices } from '../shared/staffNotificationRepository';
import { chinaDay } from './chinaDay';
import { notificationSourcesRepository as sources } from './repository';

export interface NotificationSettings {
  /** The hour (China time) from which the day's digest is made. */
  digestHour: number;
  /** The system admin is told when this many deliveries still wait after `backlogMinutes`. */
  backlogCount: number;
  backlogMinutes: number;
}

/** The page of the dead-letter list the admin's notices are taken from (the roles that see it are told). */
const OUTBOX_PAGE = 'outbox';
/** Dead letters looked at again each pass: those of the last week, the newest this many. */
const DEAD_LOOKBACK_MS = 7 * 86_400_000;
const DEAD_PER_PASS = 200;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * What a staff member is told (docs/decisions/0091): their notices, newest first and keyset paged,
 * marked read; the daily digest of the cases that will be overdue by the end of tomorrow, and the
 * system admin's notices of dead letters and of a backed-up outbox. The passes may run in every
 * process at once: each notice has a key per member (the digest's is the day's, a dead letter's its
 * delivery's, a backlog's the hour's), and the table's unique index keeps the first.
 */
export function createNotificationService(db: Db) {
  return {
    async list(staffId: string, before: string | undefined, limit: number): Promise<StaffNotifications> {
      const rows = await notices.list(db, staffId, before, limit + 1);
      const page = rows.slice(0, limit);
      const list: StaffNotification[] = page.map((row) => ({
        id: String(row.id),
        kind: row.kind as StaffNotificationKind,
        applicationId: row.application_id,
        prolsh: row.prolsh ?? null,
        business: row.name ?? null,
        params: typeof row.params === 'string' ? (JSON.parse(row.params) as Record<string, string | number>) : row.params,
        read: row.read_at !== null,
        createdAt: iso(row.created_at),
      }));
      return { list, unread: await notices.unread(db, staffId), next: rows.length > limit ? list[list.length - 1]!.id : null };
    },

    async markRead(staffId: string, ids: string[] | 'all') {
      await notices.markRead(db, staffId, ids);
      return { unread: await notices.unread(db, staffId) };
    },
  };
}

/** The passes' side of the notices (passes.ts runs them): the digest and the outbox's watch. */
export function createNotificationJobs(db: Db, workflow: () => WorkflowConfig, settings: NotificationSettings) {
  return {

    /**
     * From the digest hour, each member with cases in their stages (claimed by them or by no one)
     * that will be overdue by the end of tomorrow is told how many, once that day. Members with none
     * are not told. Answers how many digests this pass added.
     */
    async digest(at: Date): Promise<number> {
      const today = chinaDay(at);
      if (today.hour < settings.digestHour) return 0;
      const config = workflow();
      const stages = config.stages.filter((stage) => stage.roles.length > 0 && Object.keys(stage.actions).length > 0);
      const due = await sources.dueBefore(
        db,
        stages.map((stage) => stage.id),
        chinaDay(at, 2).start,
      );
      if (due.length === 0) return 0;
      let added = 0;
      for (const member of await sources.members(db)) {
        const mine = new Set(stages.filter((stage) => stage.roles.some((role) => member.roles.includes(role))).map((stage) => stage.id));
        const count = due.filter((row) => mine.has(row.stage) && (row.claimed_by === null || row.claimed_by === member.id)).length;
        if (count === 0) continue;
        if (await notices.toMember(db, member.id, { kind: 'digest', key: `digest:${today.date}`, params: { count, date: chinaDay(at, 1).date } })) added += 1;
      }
      return added;
    },

    /** Tells the outbox page's roles of each new dead letter and, at most once an hour, of a backlog. Answers how many notices it added. */
    async watchOutbox(at: Date): Promise<number> {
      const roles = pageRoles(workflow(), OUTBOX_PAGE);
      let added = 0;
      for (const dead of await sources.deadSince(db, new Date(at.getTime() - DEAD_LOOKBACK_MS), DEAD_PER_PASS)) {
        added += await notices.toRoles(db, roles, { kind: 'deadLetter', key: `deadLetter:${dead.id}`, applicationId: null, params: { delivery: String(dead.id), channel: dead.channel, event: dead.kind } });
      }
      const waiting = await sources.waitingSince(db, new Date(at.getTime() - settings.backlogMinutes * 60_000));
      if (waiting >= settings.backlogCount) {
        const hour = at.toISOString().slice(0, 13);
        added += await notices.toRoles(db, roles, { kind: 'outboxBacklog', key: `outboxBacklog:${hour}`, params: { count: waiting, minutes: settings.backlogMinutes } });
      }
      return added;
    },
  };
}

export type NotificationJobs = ReturnType<typeof createNotificationJobs>;
