import { Alert, Button, Col, Input, Row, Space, Spin, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { kindOfPath, META_SCHEMA_FILES } from '../../../../../engine/schemas/schemaKinds';
import { useStaffT as useT } from '../../../lib/i18n';
import { getVersion, versionKey, type ConfigProblem, type ConfigVersionRow } from '../api';
import { fileTree } from '../fileTree';
import { PhonePreview } from '../preview/PhonePreview';
import { ProblemsTable } from '../ProblemsTable';
import { PublishPanel } from '../publish/PublishPanel';
import { changedFiles, isNewFilePath, parseCandidate, textsOf, type CandidateTexts } from './candidate';
import { JsonEditor } from './JsonEditor';
import { useCandidateCheck, useSettled } from './useCandidateCheck';
import { SectionTitle } from '../../../lib/PageTitle';

const NONE: ConfigProblem[] = [];

/** A pause in typing before the candidate is checked and previewed again. */
const SETTLE_MS = 600;

/** The candidate: the files of the version it started from, as edited here. */
function Candidate({ base, baseNumber, versions, onRestart }: { base: CandidateTexts; baseNumber: number; versions: ConfigVersionRow[]; onRestart: () => void }) {
  const t = useT();
  const [texts, setTexts] = useState(base);
  const [selected, setSelected] = useState(Object.hasOwn(base, 'forms/dyqxx.json') ? 'forms/dyqxx.json' : Object.keys(base).sort()[0]!);
  const [newPath, setNewPath] = useState('');
  const settled = useSettled(texts, SETTLE_MS);
  const parsed = useMemo(() => parseCandidate(settled), [settled]);
  const broken = parsed.syntax.length > 0;
  const check = useCandidateCheck(broken ? undefined : parsed.files);
  const problems = broken ? parsed.syntax : (check.problems ?? NONE);
  const fileProblems = useMemo(() => problems.filter((problem) => problem.file === selected), [problems, selected]);
  const edited = changedFiles(texts, base);
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
  const mark = (path: string) => `${edited.includes(path) ? ' •' : ''}${counts.has(path) ? ` (${counts.get(path)})` : ''}`;

  const kind = kindOfPath(selected);
  const metaFile = kind ? META_SCHEMA_FILES[kind] : undefined;
  const formId = kind === 'form' ? (parsed.files[selected] as { id?: unknown } | undefined)?.id : undefined;
  const addFile = () => {
    setTexts({ ...texts, [newPath]: '{\n}\n' });
    setSelected(newPath);
    setNewPath('');
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Space wrap>
        <Typography.Text>{t('staff.configuration.candidateFrom', { number: baseNumber, edited: edited.length })}</Typography.Text>
        <Button onClick={onRestart} disabled={edited.length === 0}>
          {t('staff.configuration.restart')}
        </Button>
        <Input aria-label={t('staff.configuration.newFile')} placeholder="forms/new-form.json" value={newPath} onChange={(event) => setNewPath(event.target.value.trim())} style={{ width: 240 }} />
        <Button disabled={!isNewFilePath(newPath, texts)} onClick={addFile}>
          {t('staff.configuration.newFile')}
        </Button>
      </Space>
      <Row gutter={16} wrap={false}>
        <Col flex="220px" style={{ maxHeight: 640, overflow: 'auto' }}>
          <nav aria-label={t('staff.configuration.files')}>
            <Tree.DirectoryTree treeData={fileTree(Object.keys(texts), mark)} selectedKeys={[selected]} defaultExpandedKeys={[`${selected.split('/')[0]}/`]} onSelect={([key]) => typeof key === 'string' && !key.endsWith('/') && setSelected(key)} />
          </nav>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Typography.Text code>{selected}</Typography.Text>
          <div style={{ height: 600, border: '1px solid #d9d9d9', marginTop: 8 }}>
            <JsonEditor
              key={selected}
              path={selected}
              text={texts[selected] ?? ''}
              onChange={(text) => setTexts((current) => ({ ...current, [selected]: text }))}
              files={parsed.files}
              metaFile={metaFile}
              problems={fileProblems}
              syntaxText={t('staff.configuration.notJson')}
            />
          </div>
        </Col>
        {typeof formId === 'string' && (
          <Col flex="400px">
            <PhonePreview files={parsed.files} formId={formId} />
          </Col>
        )}
      </Row>
      <section aria-label={t('staff.configuration.problems')}>
        <SectionTitle>{t('staff.configuration.problems')}</SectionTitle>
        {check.failure && <Alert type="warning" showIcon message={check.failure} />}
        {!broken && !check.problems && !check.failure ? <Spin /> : <ProblemsTable problems={problems} onOpen={setSelected} />}
      </section>
      <PublishPanel files={broken ? undefined : parsed.files} versions={versions} blocked={broken || problems.some((problem) => problem.severity === 'error')} />
    </Space>
  );
}

/**
 * Editing a candidate from the version current when the page opened (or when restarted): a publish
 * made here does not pull the candidate from under its result.
 */
export function EditTab({ versions }: { versions: ConfigVersionRow[] }) {
  const t = useT();
  const current = versions.find((row) => row.current)?.number;
  const [start, setStart] = useState({ from: current, restarts: 0 });
  const { data } = useSWR(start.from === undefined ? null : versionKey(start.from), getVersion);
  const base = useMemo(() => (data ? textsOf(data.files) : undefined), [data]);
  if (start.from === undefined) return <Alert type="info" message={t('staff.configuration.noVersion')} />;
  if (!base || !data) return <Spin />;
  return <Candidate key={`${data.number}:${start.restarts}`} base={base} baseNumber={data.number} versions={versions} onRestart={() => setStart({ from: current, restarts: start.restarts + 1 })} />;
}
