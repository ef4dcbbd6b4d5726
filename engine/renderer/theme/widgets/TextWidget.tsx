import type { WidgetProps } from '@rjsf/utils';
import { memo, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { engineContextOf } from '../../engineFormContext';
import { useUncontrolledText } from './useUncontrolledText';
import { validateOnLeave } from './validateOnLeave';

/**
 * One-line text, amounts and phone numbers, drawn like antd-mobile's Input (adm-input classes).
 * The browser keeps the text while typing (no render per keystroke); it commits when left.
 */
function TextWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, placeholder, options, schema } = props;
  const context = engineContextOf(props.registry);
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const tel = options.inputType === 'tel';
  const { ref, commit, initial } = useUncontrolledText<HTMLInputElement>(value, onChange, context);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter submits the form: the typed value must be in the form's state before that happens.
    if (event.key === 'Enter') flushSync(() => void commit());
  };

  return (
    <div className="adm-input engine-input">
      <input
        ref={ref}
        id={id}
        name={name}
        className="adm-input-element"
        defaultValue={initial}
        onBlur={() => validateOnLeave(context, name, commit() || undefined)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        readOnly={readonly}
        placeholder={placeholder || context?.t('form.pleaseEnter')}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        inputMode={numeric ? 'decimal' : tel ? 'tel' : 'text'}
        type={tel ? 'tel' : 'text'}
        autoComplete="off"
      />
    </div>
  );
}

const TextWidgetMemo = memo(TextWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function TextWidget(props: WidgetProps) {
  return <TextWidgetMemo {...props} />;
}
