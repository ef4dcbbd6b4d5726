import { Button, Card, Empty, Image, Space, Tag } from 'antd';
import { pictureUrl, type CaseFile } from '../api/caseFile';
import { useStaffT as useT } from '../i18n';
import type { CommentTarget } from './RecordCard';

/**
 * The material groups with their pictures: thumbnails that open full size in antd's preview (zoom,
 * rotate, flip, one group paged through), and a 批注 button per group while the member may return it.
 */
export function MaterialsPanel(props: { file: CaseFile; onAnnotate?: ((target: CommentTarget) => void) | undefined }) {
  const t = useT();
  const id = props.file.application.id;
  return (
    <Space wrap align="start">
      {props.file.materials.map((group) => (
        <Card
          key={group.group}
          size="small"
          data-group={group.group}
          title={
            <Space>
              {group.name}
              {group.required && <Tag>{t('staff.caseFile.requiredGroup')}</Tag>}
            </Space>
          }
          extra={
            props.onAnnotate && (
              <Button size="small" type="link" aria-label={t('staff.caseFile.annotateOn', { target: group.name })} onClick={() => props.onAnnotate!({ group: group.group, target: group.name })}>
                {t('staff.caseFile.annotate')}
              </Button>
            )
          }
          style={{ width: 280 }}
        >
          {group.pictures.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {group.pictures.map((picture) => (
                  <Image key={picture.id} width={72} height={72} style={{ objectFit: 'cover' }} src={pictureUrl(id, picture.id, true)} preview={{ src: pictureUrl(id, picture.id) }} alt={group.name} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.caseFile.noPictures')} />
          )}
        </Card>
      ))}
    </Space>
  );
}
