import { useState } from 'react';
import { Alert, Button, Table, Typography } from 'antd';
import useSWR from 'swr';
import { useNavigate } from 'react-router-dom';
import { getPartnerList, PARTNER_PAGE_ROWS, partnerListKey, type PartnerRow } from '../api/partner';
import { useStaffT as useT } from '../i18n';
import { useStaffMe } from '../layout/staffContext';

/**
 * The partner's home (docs/decisions/0056): the applications that name the member's institution,
 * newest first, a page at a time; each opens read-only.
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
      <Typography.Title level={3}>{t('staff.menu.partner')}</Typography.Title>
      {me?.institution && (
        <Typography.Paragraph type="secondary">
          {t('staff.partner.institution')}：{me.institution.name}（{t('staff.partner.creditCode')} {me.institution.creditCode}）
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" role="alert" title={error instanceof Error ? error.message : String(error)} style={{ marginBottom: 16 }} />}
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
