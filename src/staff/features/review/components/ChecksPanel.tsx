import { Card, List, Space, Tag, Typography } from 'antd';
import useSWR from 'swr';
import type { CaseCheck } from '../../../../../engine/contract/staff/review';
import { getChecks } from '../api/caseFile';
import { useStaffT as useT } from '../../../lib/i18n';
import { CallFailed } from '../../../lib/CallFailed';

/**
 * 受理前检查: the pre-acceptance checks against the registry with their evidence, as the server
 * answers them (GET …/checks); nothing until they answer. Once accepted, the result acceptance
 * judged comes first and what the register says now apart (docs/decisions/0074): a registered
 * mortgage is no failure of its own case. 阻断性检查 / 提示性检查 say the check's kind, not its verdict.
 */
export function ChecksPanel(props: { caseKey: string }) {
  const t = useT();
  const { data, error } = useSWR(`${props.caseKey}/checks`, () => getChecks(props.caseKey));
  if (!data) return <CallFailed error={error} />;
  return (
    <Card size="small" title={t('staff.caseFile.checks')} style={{ marginBottom: 16 }} data-testid="checks">
      {data.frozen && (
        <div data-testid="checks-frozen">
          <Typography.Text strong>{t('staff.caseFile.checksFrozen', { at: data.frozen.at })}</Typography.Text>
          <CheckList checks={data.frozen.checks} verdict={(passed) => ({ color: passed ? 'green' : 'red', word: t(passed ? 'staff.caseFile.passed' : 'staff.caseFile.failed') })} />
        </div>
      )}
      <div data-testid="checks-now">
        {data.frozen && <Typography.Text strong>{t('staff.caseFile.checksNow')}</Typography.Text>}
        <CheckList
          checks={data.checks}
          verdict={(passed) =>
            data.frozen
              ? { color: passed ? 'default' : 'orange', word: t(passed ? 'staff.caseFile.holdsNow' : 'staff.caseFile.failsNow') }
              : { color: passed ? 'green' : 'red', word: t(passed ? 'staff.caseFile.passed' : 'staff.caseFile.failed') }
          }
        />
      </div>
    </Card>
  );
}

function CheckList(props: { checks: CaseCheck[]; verdict: (passed: boolean) => { color: string; word: string } }) {
  const t = useT();
  return (
    <List
      size="small"
      dataSource={props.checks}
      renderItem={(check) => {
        const verdict = props.verdict(check.passed);
        return (
          <List.Item key={check.id}>
            <Space orientation="vertical" size={2}>
              <Space>
                <Tag color={verdict.color}>{verdict.word}</Tag>
                <Tag>{t(check.blocking ? 'staff.caseFile.blocking' : 'staff.caseFile.advisory')}</Tag>
                <Typography.Text strong>{check.title}</Typography.Text>
              </Space>
              {check.evidence.map((line, index) => (
                <Typography.Text key={index} type="secondary">
                  {line}
                </Typography.Text>
              ))}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
