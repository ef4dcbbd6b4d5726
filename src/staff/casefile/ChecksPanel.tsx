import { Card, List, Space, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { getChecks } from '../api/caseFile';
import { useStaffT as useT } from '../i18n';

/**
 * 受理前检查: the pre-acceptance checks against the registry with their evidence, as the server
 * answers them (GET …/checks); nothing while that call is not there (404).
 */
export function ChecksPanel(props: { caseKey: string }) {
  const t = useT();
  const { data } = useSWR(`${props.caseKey}/checks`, () => getChecks(props.caseKey));
  if (!data) return null;
  return (
    <Card size="small" title={t('staff.caseFile.checks')} style={{ marginBottom: 16 }} data-testid="checks">
      <List
        size="small"
        dataSource={data.checks}
        renderItem={(check) => (
          <List.Item key={check.id}>
            <Space orientation="vertical" size={2}>
              <Space>
                <Tag color={check.passed ? 'green' : 'red'}>{t(check.passed ? 'staff.caseFile.passed' : 'staff.caseFile.failed')}</Tag>
                {check.blocking && <Tag color="volcano">{t('staff.caseFile.blocking')}</Tag>}
                <Typography.Text strong>{check.title}</Typography.Text>
              </Space>
              {check.evidence.map((line, index) => (
                <Typography.Text key={index} type="secondary">
                  {line}
                </Typography.Text>
              ))}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
