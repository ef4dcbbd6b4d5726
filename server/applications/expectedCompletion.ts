import { sql } from 'kysely';
import type { WorkflowConfig } from '../../engine/schemas/types';
import { expectedCompletion, type ExpectedCompletion } from '../../engine/workflow/expectedCompletion';
import { trailEvents } from '../../engine/workflow/trailEvents';
import type { Db } from '../db/database';

/** How long a business's figure is kept before it is counted again. */
const KEPT_MS = 10 * 60_000;
const YEAR_DAYS = 365;

interface Figure {
  p90Days: number | null;
  finished: number;
  at: number;
}

/**
 * The expected completion date of a case in review, by its acceptance number (issue 31,
 * docs/decisions/0090): from its first submission, the calendar days in which 90 % of its business's
 * cases completed in the last year (the trail: first 网上申请 to 发证), or the last day of its statutory
 * period when fewer completed (the case's own deadline, moved by its pauses). Undefined for no such application, or one not in a working stage (completed,
 * rejected, with the citizen for correction). A business's figure is kept ten minutes.
 */
export function createExpectedCompletion(db: Db, workflow: () => WorkflowConfig, submittedWord: string) {
  const figures = new Map<string, Figure>();

  const figureOf = async (prodefid: string, completed: readonly string[], now: Date): Promise<Figure> => {
    const kept = figures.get(prodefid);
    if (kept && now.getTime() - kept.at < KEPT_MS) return kept;
    const words = completed.length ? completed : ['\u0000'];
    // The business's completions of the year, then their first submissions from the index by step (one hash join, not a lookup each).
    const since = new Date(now.getTime() - YEAR_DAYS * 86_400_000);
    const { rows } = await sql<{ finished: number; p90: string | number | null }>`
      with done as materialized (
        select t.application_id, min(t.started_at) as at from application_trail t join applications a on a.id = t.application_id
        where a.prodefid = ${prodefid} and t.activity_name in (${sql.join(words)}) and t.started_at >= ${since}
        group by t.application_id),
      firsts as (
        select s.application_id, min(s.started_at) as first from application_trail s
        where s.activity_name = ${submittedWord} and s.application_id in (select application_id from done)
        group by s.application_id)
      select count(*)::int as finished, percentile_disc(0.9) within group (order by extract(epoch from d.at - f.first) / 86400.0) as p90
      from done d join firsts f on f.application_id = d.application_id`.execute(db);
    const figure = { p90Days: rows[0]?.p90 === null || rows[0]?.p90 === undefined ? null : Number(rows[0].p90), finished: rows[0]?.finished ?? 0, at: now.getTime() };
    figures.set(prodefid, figure);
    return figure;
  };

  return async (prolsh: string, now = new Date()): Promise<ExpectedCompletion | undefined> => {
    const config = workflow();
    const found = await db
      .selectFrom('applications as a')
      .innerJoin('review_cases as c', 'c.application_id', 'a.id')
      .select((eb) => [
        'a.prodefid',
        'a.submitted_at',
        'c.stage',
        'c.deadline',
        eb.selectFrom('application_trail as s').select((inner) => inner.fn.min('s.started_at').as('first')).whereRef('s.application_id', '=', 'a.id').where('s.activity_name', '=', submittedWord).as('first'),
      ])
      .where('a.prolsh', '=', prolsh)
      .executeTakeFirst();
    const stage = found && config.stages.find((each) => each.id === found.stage);
    const submittedAt = found?.first ?? found?.submitted_at;
    if (!found || !stage || !Object.keys(stage.actions).length || !submittedAt) return undefined;
    const figure = await figureOf(found.prodefid, trailEvents(config, submittedWord).completed, now);
    const start = new Date(submittedAt);
    return expectedCompletion({ submittedAt: start, p90Days: figure.p90Days, finished: figure.finished, statutoryDeadline: found.deadline });
  };
}

export type ExpectedCompletionOf = ReturnType<typeof createExpectedCompletion>;
