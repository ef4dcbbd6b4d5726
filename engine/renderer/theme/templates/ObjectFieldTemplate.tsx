import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The form body: its rows in order, in one card (antd-mobile list look). */
export function ObjectFieldTemplate({ properties, title }: ObjectFieldTemplateProps) {
  return (
    <div className="engine-object" aria-label={title}>
      {properties.map((property) => (property.hidden ? <div key={property.name} className="engine-hidden">{property.content}</div> : property.content))}
    </div>
  );
}
