import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd-mobile';
import { memo, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { engineContextOf } from '../../engineFormContext';
import { useDeferredCommit } from './useDeferredCommit';
import { validateOnLeave } from './validateOnLeave';

type InputMode = 'text' | 'tel' | 'decimal' | 'numeric' | 'email';

/** One-line text, numbers and phone numbers. Typing is local; the value commits when the field is left. */
function TextWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, placeholder, options, schema } = props;
  const context = engineContextOf(props.registry);
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const { draft, type, commit } = useDeferredCommit(value, onChange, context);
  const inputType = (options.inputType as string | undefined) ?? (numeric ? 'text' : 'text');
  const inputMode: InputMode = numeric ? 'decimal' : inputType === 'tel' ? 'tel' : 'text';

  const leave = () => validateOnLeave(context, name, commit() || undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter submits the form: the typed value must be in the form's state before that happens.
    if (event.key === 'Enter') flushSync(() => void commit());
  };

  return (
    <Input
      id={id}
      name={name}
      value={draft}
      onChange={type}
      onBlur={leave}
      onKeyDown={onKeyDown}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || context?.t('form.pleaseEnter')}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      inputMode={inputMode}
      type={inputType === 'tel' ? 'tel' : 'text'}
      clearable
      onClear={() => {
        type('');
        commit();
      }}
    />
  );
}

export const TextWidget = memo(TextWidgetImpl);
