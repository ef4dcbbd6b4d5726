import type { StatisticsAnswer, StatisticsCounts } from '../../../engine/contract/staff/statistics';
import type { Locale } from '../../../engine/i18n/translate';
import type { StaffTranslate } from '../shared/staffMessages';
import type { ExportTable, TableColumn } from '../shared/tableExport';

/** The statistics' tables a member may download, as the page shows them. */
export const STATISTICS_TABLES = ['days', 'businesses', 'regions', 'members', 'stages'] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];

const countColumns = <Row extends StatisticsCounts>(t: StaffTranslate): Array<TableColumn<Row>> =>
  (['received', 'accepted', 'completed', 'returned', 'rejected'] as const).map((kind) => ({ title: t(`staff.statistics.count.${kind}`), value: (row: Row) => row[kind] }));

/** One of the statistics' tables in the member's words (column names, stage names in their language). */
export function statisticsTable(answer: StatisticsAnswer, table: StatisticsTable, t: StaffTranslate, locale: Locale): ExportTable<never> {
  const words = { yes: t('staff.export.yes'), no: t('staff.export.no') };
  const of = <Row>(columns: Array<TableColumn<Row>>, rows: readonly Row[]) => ({ columns, rows, ...words }) as unknown as ExportTable<never>;
  switch (table) {
    case 'days':
      return of([{ title: t('staff.statistics.day'), value: (row) => row.day }, ...countColumns(t)], answer.days);
    case 'businesses':
      return of(
        [
          { title: t('staff.statistics.business'), value: (row) => row.name },
          ...countColumns(t),
          { title: t('staff.statistics.medianDays'), value: (row) => row.medianDays },
          { title: t('staff.statistics.p90Days'), value: (row) => row.p90Days },
          { title: t('staff.statistics.withoutReturn'), value: (row) => row.completedWithoutReturn },
        ],
        answer.businesses,
      );
    case 'regions':
      return of([{ title: t('staff.statistics.region'), value: (row) => row.name }, ...countColumns(t)], answer.regions);
    case 'members':
      return of(
        [
          { title: t('staff.statistics.member'), value: (row) => row.name },
          ...countColumns(t).filter((column) => column.title !== t('staff.statistics.count.received')),
          { title: t('staff.statistics.actions'), value: (row) => row.actions },
          { title: t('staff.statistics.holding'), value: (row) => row.holding },
        ],
        answer.members,
      );
    case 'stages':
      return of(
        [
          { title: t('staff.statistics.stage'), value: (row) => (locale === 'en' ? row.nameEn : row.name) },
          { title: t('staff.statistics.open'), value: (row) => row.open },
          { title: t('staff.statistics.overdue'), value: (row) => row.overdue },
          { title: t('staff.statistics.dueSoon', { n: answer.soonDays }), value: (row) => row.dueSoon },
        ],
        answer.stages,
      );
  }
}
