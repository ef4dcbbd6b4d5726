import { Router } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { parse } from '../../http/parse';
import { hallCalendar } from '../../schemas/hallCalendar';
import { workflowConfig } from '../../schemas/workflowConfig';
import { staffTranslatorFor } from '../shared/staffMessages';
import { requirePage } from '../shared/staffGuard';
import { sendTable } from '../shared/tableExport';
import { STATISTICS_TABLES, statisticsTable } from './exportTables';
import { createStatisticsService } from './service';

// The days are checked by the service (a bad range is refused in the staff's words).
const rangeQuery = z.object({ from: z.string().max(10).optional(), to: z.string().max(10).optional() });
const exportQuery = rangeQuery.extend({ table: z.enum(STATISTICS_TABLES), format: z.enum(['csv', 'xlsx']) });

/** The statistics page's calls (issue 31, docs/decisions/0090): the figures, and each table as CSV or xlsx. */
export function statisticsRoutes(deps: AppDeps): Router {
  const router = Router();
  const statisticsPage = requirePage(deps.schemas, 'statistics');
  const statistics = createStatisticsService(
    deps.db,
    () => workflowConfig(deps.schemas),
    () => hallCalendar(deps.schemas),
  );

  router.get('/statistics', statisticsPage, async (req, res) => {
    sendOk(res, await statistics.answer(parse(rangeQuery, req.query, req)));
  });

  router.get('/statistics/export', statisticsPage, async (req, res) => {
    const { table, format, ...range } = parse(exportQuery, req.query, req);
    const answer = await statistics.answer(range);
    const t = staffTranslatorFor(req);
    await sendTable(res, format, `statistics-${table}-${answer.from}-${answer.to}`, statisticsTable(answer, table, t, pickLocale(req.headers['accept-language'])), table);
  });

  return router;
}
