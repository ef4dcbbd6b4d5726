import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { useUncontrolledText } from './useUncontrolledText';
import { validateOnLeave } from './validateOnLeave';

/**
 * One-line text, amounts and phone numbers, drawn like antd-mobile's Input (adm-input classes).
 * The browser keeps the text while typing (no render per keystroke); it commits when left or on Enter.
 */
function TextWidgetImpl(props: WidgetProps) {
  const { name, options, schema } = props;
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const tel = options.inputType === 'tel';
  const { context, commit, fieldProps } = useUncontrolledText<HTMLInputElement>(props);

  return (
    <div className="adm-input engine-input">
      <input
        {...fieldProps}
        className="adm-input-element"
        onBlur={() => validateOnLeave(context, name, commit() || undefined)}
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
