import type { ReactNode } from 'react';
import { Card, Empty, Image, Space, Tag } from 'antd';
import type { MaterialGroupView } from '../../../engine/attachments/materialGroups';
import { useStaffT as useT } from './i18n';
import { materialPages } from './materialPages';

/**
 * An application's papers by group, read-only: thumbnails that open full size in antd's preview
 * (zoom, rotate, flip), which pages through every picture of every group with the group named
 * ("身份证明（3 / 12）", issue 31). `pictureUrl` says where each picture is served to
 * this reader (the case file's or the partner's call); `extra` adds a group's own button.
 */
export function MaterialGroupCards(props: { groups: MaterialGroupView[]; pictureUrl: (pictureId: string, thumb: boolean) => string; extra?: (group: MaterialGroupView) => ReactNode }) {
  const t = useT();
  const pages = materialPages(props.groups);
  return (
    <Image.PreviewGroup preview={{ countRender: (current, total) => t('staff.caseFile.pictureOf', { group: pages.groupOf(current), current, total }) }}>
      <Space wrap align="start">
        {props.groups.map((group) => (
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
            extra={props.extra?.(group)}
            style={{ width: 280 }}
          >
            {group.pictures.length ? (
              <Space wrap>
                {group.pictures.map((picture) => (
                  <Image key={picture.id} width={72} height={72} style={{ objectFit: 'cover' }} src={props.pictureUrl(picture.id, true)} preview={{ src: props.pictureUrl(picture.id, false) }} alt={group.name} />
                ))}
              </Space>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.caseFile.noPictures')} />
            )}
          </Card>
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
