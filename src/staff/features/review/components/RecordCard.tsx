import { Button, Card, Descriptions } from 'antd';
import type { CaseRecord, CaseRow } from '../api/caseFile';
import { useStaffT as useT } from '../../../lib/i18n';

/** Where a comment goes: a field of a record, or a material group; `target` is what the member reads. */
export interface CommentTarget {
  form?: string;
  field?: string;
  record?: string;
  group?: string;
  target: string;
}

/**
 * A stored record as labelled rows (the form's labels, dictionary codes as text), each with a
 * small 批注 button while the member may return the application for correction. A comment names
 * the record, and the button says which (`name`, e.g. 抵押人 李秀英), so two equal labels differ.
 */
export function RecordCard(props: { title: string; name?: string; record: CaseRecord; rows?: CaseRow[]; onAnnotate?: ((target: CommentTarget) => void) | undefined }) {
  const t = useT();
  const rows = props.rows ?? props.record.rows;
  const name = props.name ?? props.title;
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
                  aria-label={t('staff.caseFile.annotateOn', { target: `${name} ${row.label}` })}
                  onClick={() => props.onAnnotate!({ form: props.record.form, field: row.field, record: props.record.id, target: `${name} · ${row.label}` })}
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
