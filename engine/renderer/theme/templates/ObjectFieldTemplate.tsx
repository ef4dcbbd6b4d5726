import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { engineContextOf } from '../../engineFormContext';
import { groupRows } from '../../layout/groupRows';

/**
 * The form body: its rows in order, in one card (antd-mobile list look). The top-level rows are
 * drawn in groups (layout/rowGroups.ts) the browser skips while off screen; nested objects are
 * drawn inside their parent's group.
 */
export function ObjectFieldTemplate({ properties, title, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const rowGroups = fieldPathId.path.length === 0 ? engineContextOf(registry)?.rowGroups : undefined;
  const row = (property: (typeof properties)[number]) => (property.hidden ? <div key={property.name} className="engine-hidden">{property.content}</div> : property.content);
  return (
    <div className="engine-object" aria-label={title}>
      {rowGroups
        ? groupRows(properties, rowGroups).map((group) => (
            <div key={group.key} className="engine-rows">
              {group.rows.map(row)}
            </div>
          ))
        : properties.map(row)}
    </div>
  );
}
