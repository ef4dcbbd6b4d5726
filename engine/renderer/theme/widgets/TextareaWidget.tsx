import type { WidgetProps } from '@rjsf/utils';
import { TextArea } from 'antd-mobile';
import { memo } from 'react';
import { engineContextOf } from '../../engineFormContext';
import { useDeferredCommit } from './useDeferredCommit';
import { validateOnLeave } from './validateOnLeave';

/** Multi-line text with a character counter (the schema's maxLength); commits when left. */
function TextareaWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, placeholder, options, schema } = props;
  const context = engineContextOf(props.registry);
  const { draft, type, commit } = useDeferredCommit(value, onChange, context);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <TextArea
      id={id}
      value={draft}
      onChange={type}
      onBlur={() => validateOnLeave(context, name, commit() || undefined)}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || context?.t('form.pleaseEnter')}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      autoSize={{ minRows: typeof options.rows === 'number' ? options.rows : 2, maxRows: 8 }}
      maxLength={maxLength}
      showCount={maxLength !== undefined}
    />
  );
}

export const TextareaWidget = memo(TextareaWidgetImpl);
