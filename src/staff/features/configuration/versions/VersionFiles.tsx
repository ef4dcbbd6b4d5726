import { Spin, Typography } from 'antd';
import useSWR from 'swr';
import { useStaffT as useT } from '../../../lib/i18n';
import { getVersion, versionKey } from '../api';
import { ProblemsTable } from '../ProblemsTable';

/** One version's files and what the check says of them today. */
export function VersionFiles({ number }: { number: number }) {
  const t = useT();
  const { data } = useSWR(versionKey(number), getVersion);
  if (!data) return <Spin />;
  const paths = Object.keys(data.files).sort();
  const counts = new Map<string, number>();
  for (const problem of data.problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
  return (
    <section aria-label={t('staff.configuration.versionFiles', { number })}>
      <Typography.Title level={5}>{t('staff.configuration.versionFiles', { number })}</Typography.Title>
      <ProblemsTable problems={data.problems} />
      <details>
        <summary>{t('staff.configuration.fileCount', { count: paths.length })}</summary>
        <ul style={{ columns: 3 }}>
          {paths.map((path) => (
            <li key={path}>
              <code>{path}</code> {counts.has(path) ? `(${counts.get(path)})` : ''}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
