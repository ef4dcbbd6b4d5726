import type { Problem } from '../../../../engine/check/types';
import { useT } from '../../../lib/i18n';

/** schemas:check results for one file: file, JSON pointer, reason — or that all checks pass. */
export function CheckResults({ problems }: { problems: Problem[] }) {
  const t = useT();
  if (problems.length === 0) return <p className="schema-preview-ok">✓ {t('schemaPreview.checkOk')}</p>;
  return (
    <ul className="schema-preview-problems">
      {problems.map((problem, index) => (
        <li key={index}>
          <code>{problem.file}</code> <code>{problem.pointer || '/'}</code> {problem.reason}
        </li>
      ))}
    </ul>
  );
}
