import { Button } from 'antd';
import { pictureUrl, type CaseFile } from '../api/caseFile';
import { useStaffT as useT } from '../../../lib/i18n';
import { MaterialGroupCards } from '../../../lib/MaterialGroupCards';
import type { CommentTarget } from './RecordCard';

/** The material groups with their pictures, and a 批注 button per group while the member may return it. */
export function MaterialsPanel(props: { file: CaseFile; onAnnotate?: ((target: CommentTarget) => void) | undefined }) {
  const t = useT();
  const id = props.file.application.id;
  const annotate = props.onAnnotate;
  return (
    <MaterialGroupCards
      groups={props.file.materials}
      pictureUrl={(pictureId, thumb) => pictureUrl(id, pictureId, thumb)}
      extra={
        annotate &&
        ((group) => (
          <Button size="small" type="link" aria-label={t('staff.caseFile.annotateOn', { target: group.name })} onClick={() => annotate({ group: group.group, target: group.name })}>
            {t('staff.caseFile.annotate')}
          </Button>
        ))
      }
    />
  );
}
