import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, DatePicker, Form, Row, Space, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Column } from '@ant-design/plots';
import useSWR from 'swr';
import type { StatisticsCounts } from '../../../../engine/contract/staff/statistics';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { exportHref, getStatistics, statisticsKey, type StatisticsAnswer, type StatisticsRange, type StatisticsTable } from './api';
import { completionBars, COUNT_KINDS, dayPoints, daysText, shareText, statisticsRange } from './statisticsView';
import type { DateRange } from '../../lib/dateRange';
import { PageTitle } from '../../lib/PageTitle';


/**
 * 统计分析 (issue 31, docs/decisions/0090): what was received, accepted, completed, returned and
 * rejected in a range of China days, per day, business, region and member; days to completion; the
 * share completed without a return; overdue now per stage. Each table downloads as CSV or Excel.
 * The charts' library is imported here only: it loads with this page's chunk.
 */
export default function StatisticsPage() {
  const t = useT();
  const [range, setRange] = useState<StatisticsRange>({});
  const { data, error } = useSWR(statisticsKey(range), getStatistics);

  const counts = <Row extends StatisticsCounts>(kinds: ReadonlyArray<(typeof COUNT_KINDS)[number]> = COUNT_KINDS): ColumnsType<Row> =>
    kinds.map((kind) => ({ title: t(`staff.statistics.count.${kind}`), dataIndex: kind, align: 'right' as const }));
  /** A card of one table, with its two downloads. */
  const card = (table: StatisticsTable, title: string, body: ReactNode) => (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        data && (
          <Space>
            <Button size="small" href={exportHref(data, table, 'csv')} download aria-label={`${title} ${t('staff.statistics.csv')}`}>
              {t('staff.statistics.csv')}
            </Button>
            <Button size="small" href={exportHref(data, table, 'xlsx')} download aria-label={`${title} ${t('staff.statistics.xlsx')}`}>
              {t('staff.statistics.xlsx')}
            </Button>
          </Space>
        )
      }
    >
      {body}
    </Card>
  );

  return (
    <section>
      <PageTitle>{t('staff.menu.statistics')}</PageTitle>
      <Form layout="inline" onFinish={(values: { dates?: DateRange }) => setRange(statisticsRange(values))} style={{ marginBottom: 16 }}>
        <Form.Item name="dates" label={t('staff.statistics.dates')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('staff.statistics.search')}
        </Button>
      </Form>
      {error && <Alert type="error" role="alert" title={errorText(error)} style={{ marginBottom: 16 }} />}
      {data && <Figures data={data} />}
      {data && (
        <>
          {card(
            'days',
            t('staff.statistics.byDay'),
            <>
              <div role="img" aria-label={t('staff.statistics.chartDays')} data-testid="chart-days" style={{ height: 260 }}>
                <Column data={dayPoints(data.days, t)} xField="day" yField="count" colorField="kind" group height={260} autoFit />
              </div>
              <Table rowKey="day" size="small" dataSource={[...data.days].reverse()} pagination={{ pageSize: 7 }} columns={[{ title: t('staff.statistics.day'), dataIndex: 'day' }, ...counts<StatisticsAnswer['days'][number]>()]} />
            </>,
          )}
          {card(
            'businesses',
            t('staff.statistics.byBusiness'),
            <>
              {completionBars(data.businesses, t).length > 0 && (
                <div role="img" aria-label={t('staff.statistics.chartBusiness')} data-testid="chart-businesses" style={{ height: 220 }}>
                  <Column data={completionBars(data.businesses, t)} xField="business" yField="days" colorField="measure" group height={220} autoFit />
                </div>
              )}
              <Table
                rowKey="prodefid"
                size="small"
                pagination={false}
                dataSource={data.businesses}
                columns={[
                  { title: t('staff.statistics.business'), dataIndex: 'name' },
                  ...counts<StatisticsAnswer['businesses'][number]>(),
                  { title: t('staff.statistics.medianDays'), dataIndex: 'medianDays', align: 'right', render: daysText },
                  { title: t('staff.statistics.p90Days'), dataIndex: 'p90Days', align: 'right', render: daysText },
                  { title: t('staff.statistics.withoutReturn'), dataIndex: 'completedWithoutReturn', align: 'right' },
                ]}
              />
            </>,
          )}
          {card(
            'regions',
            t('staff.statistics.byRegion'),
            <Table rowKey="xzqdm" size="small" pagination={false} dataSource={data.regions} columns={[{ title: t('staff.statistics.region'), dataIndex: 'name' }, ...counts<StatisticsAnswer['regions'][number]>()]} />,
          )}
          {card(
            'members',
            t('staff.statistics.byMember'),
            <Table
              rowKey="username"
              size="small"
              pagination={false}
              dataSource={data.members}
              columns={[
                { title: t('staff.statistics.member'), dataIndex: 'name' },
                ...counts<StatisticsAnswer['members'][number]>(COUNT_KINDS.filter((kind) => kind !== 'received')),
                { title: t('staff.statistics.actions'), dataIndex: 'actions', align: 'right' },
                { title: t('staff.statistics.holding'), dataIndex: 'holding', align: 'right' },
              ]}
            />,
          )}
          {card(
            'stages',
            t('staff.statistics.byStage'),
            <Table
              rowKey="stage"
              size="small"
              pagination={false}
              dataSource={data.stages}
              columns={[
                { title: t('staff.statistics.stage'), dataIndex: 'name' },
                { title: t('staff.statistics.open'), dataIndex: 'open', align: 'right' },
                { title: t('staff.statistics.overdue'), dataIndex: 'overdue', align: 'right' },
                { title: t('staff.statistics.dueSoon', { n: data.soonDays }), dataIndex: 'dueSoon', align: 'right' },
              ]}
            />,
          )}
        </>
      )}
    </section>
  );
}

/** The range's totals: the five counts, days to completion, the share completed without a return. */
function Figures({ data }: { data: StatisticsAnswer }) {
  const t = useT();
  const figures: Array<[string, string | number]> = [
    ...COUNT_KINDS.map((kind): [string, number] => [t(`staff.statistics.count.${kind}`), data.totals[kind]]),
    [t('staff.statistics.medianDays'), daysText(data.totals.medianDays)],
    [t('staff.statistics.p90Days'), daysText(data.totals.p90Days)],
    [t('staff.statistics.withoutReturnShare'), shareText(data.withoutReturnShare)],
  ];
  return (
    <Card size="small" style={{ marginBottom: 16 }} title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('staff.statistics.range', { from: data.from, to: data.to })}</h2>}>
      <Row gutter={[16, 8]} data-testid="statistics-totals">
        {figures.map(([title, value]) => (
          <Col span={3} key={title}>
            <Statistic title={title} value={value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
