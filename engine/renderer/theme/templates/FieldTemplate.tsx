import type { FieldTemplateProps } from '@rjsf/utils';
import { memo } from 'react';
import { engineContextOf } from '../../engineFormContext';
import { useFieldError } from '../../fieldErrorStore';

/**
 * One row: label (with * when required) and its control, the field's note (a review's request
 * for correction) and error below it. Errors
 * come from the form's error store, so marking one field re-renders only that row. Memoised:
 * a commit elsewhere in the form does not redraw this row.
 */
function FieldTemplateImpl(props: FieldTemplateProps) {
  const { id, label, required, hidden, children, displayLabel, schema, fieldPathId, registry } = props;
  const context = engineContextOf(registry);
  const field = fieldPathId.path.map(String).join('/');
  const error = useFieldError(context?.errors, field);
  const notice = context?.notices?.[field];
  if (hidden) return <div className="engine-hidden">{children}</div>;
  if (schema.type === 'object' || schema.type === 'array') return children;
  return (
    <div className={`engine-field${error ? ' engine-field-error' : ''}`} data-field={field}>
      {displayLabel !== false && (
        <label className="engine-label" htmlFor={id}>
          {required && <span className="engine-required">*</span>}
          {label}
        </label>
      )}
      <div className="engine-control">{children}</div>
      {notice && (
        <div className="engine-notice" role="note">
          {context.t('form.correction', { text: notice })}
        </div>
      )}
      {error && (
        <div className="engine-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export const FieldTemplate = memo(FieldTemplateImpl);
