import { useState } from 'react';
import { Badge, Button, Table, Typography } from 'antd';
import type { StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import useSWR from 'swr';
import { useNavigate } from 'react-router-dom';
import { getPartnerList, PARTNER_PAGE_ROWS, partnerListKey, type PartnerRow } from './api';
import { useStaffT as useT } from '../../lib/i18n';
import { useStaffMe } from '../../lib/staffContext';
import { PageTitle } from '../../lib/PageTitle';
import { CallFailed } from '../../lib/CallFailed';

/** The badge of a confirmation the institution has to act on: asked, or asked again after a change voided it (docs/decisions/0079). */
const BADGE: Partial<Record<NonNullable<PartnerRow['confirmation']>, 'processing' | 'warning' | 'success' | 'error'>> = {
  requested: 'processing',
  void: 'warning',
  confirmed: 'success',
  declined: 'error',
};
const awaitsUs = (row: PartnerRow) => row.confirmation === 'requested' || row.confirmation === 'void';

/**
 * The partner's home (docs/decisions/0056): the applications that name the member's institution,
 * newest first, a page at a time, each with where the institution's confirmation stands (a badge
 * on those it must act on); each opens read-only.
 */
export default function PartnerListPage() {
  const t = useT();
  const me = useStaffMe();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, error } = useSWR(partnerListKey(page), getPartnerList, { shouldRetryOnError: false });
  const open = (row: PartnerRow) => navigate(`/partner/${encodeURIComponent(row.id)}`);

  return (
    <section>
      <PageTitle>{t('staff.menu.partner')}</PageTitle>
      {me?.institution && (
        <Typography.Paragraph type="secondary">
          {t('staff.partner.institution')}：{me.institution.name}（{t('staff.partner.creditCode')} {me.institution.creditCode}）
        </Typography.Paragraph>
      )}
      {Boolean(data?.list.some(awaitsUs)) && (
        <div style={{ marginBottom: 12 }}>
          <Badge status="processing" text={t('staff.partner.awaiting', { count: data!.list.filter(awaitsUs).length })} />
        </div>
      )}
      <CallFailed error={error} />
      <Table<PartnerRow>
        rowKey="id"
        loading={!data && !error}
        dataSource={data?.list}
        size="small"
        locale={{ emptyText: t('staff.partner.empty') }}
        pagination={{ current: page, pageSize: PARTNER_PAGE_ROWS, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('staff.partner.business'), dataIndex: 'name' },
          { title: t('staff.partner.number'), dataIndex: 'prolsh' },
          { title: t('staff.partner.area'), dataIndex: 'areaname' },
          { title: t('staff.partner.filer'), dataIndex: 'filer' },
          { title: t('staff.partner.state'), dataIndex: 'state' },
          {
            title: t('staff.partner.confirmation'),
            key: 'confirmation',
            render: (_, row) => row.confirmation && <Badge status={BADGE[row.confirmation] ?? 'default'} text={t(`staff.partner.confirmationState.${row.confirmation}` as StaffMessageKey)} />,
          },
          { title: t('staff.partner.submittedAt'), dataIndex: 'submittedAt' },
          {
            title: t('staff.actions'),
            key: 'open',
            render: (_, row) => (
              <Button size="small" type="link" onClick={() => open(row)}>
                {t('staff.partner.open')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
