import { Button, Card, Descriptions } from 'antd';
import type { CaseRecord, CaseRow } from '../api/caseFile';
import { useStaffT as useT } from '../i18n';

/** Where a comment goes: a field of a record's form, or a material group; `target` is what the member reads. */
export interface CommentTarget {
  form?: string;
  field?: string;
  group?: string;
  target: string;
}

/**
 * A stored record as labelled rows (the form's labels, dictionary codes as text), each with a
 * small 批注 button while the member may return the application for correction.
 */
export function RecordCard(props: { title: string; record: CaseRecord; rows?: CaseRow[]; onAnnotate?: ((target: CommentTarget) => void) | undefined }) {
  const t = useT();
  const rows = props.rows ?? props.record.rows;
  return (
    <Card size="small" title={props.title} style={{ marginBottom: 12 }}>
      <Descriptions
        size="small"
        column={3}
        items={rows.map((row) => ({
          key: row.field,
          label: row.label,
          children: (
            <span data-field={`${props.record.form}.${row.field}`}>
              {row.text || '—'}
              {props.onAnnotate && (
                <Button
                  size="small"
                  type="link"
                  aria-label={t('staff.caseFile.annotateOn', { target: `${props.title} ${row.label}` })}
                  onClick={() => props.onAnnotate!({ form: props.record.form, field: row.field, target: `${props.title} · ${row.label}` })}
                >
                  {t('staff.caseFile.annotate')}
                </Button>
              )}
            </span>
          ),
        }))}
      />
    </Card>
  );
}
