import type { WidgetProps } from '@rjsf/utils';
import { memo, useRef } from 'react';
import { engineContextOf } from '../../engineFormContext';
import { useUncontrolledText } from './useUncontrolledText';
import { validateOnLeave } from './validateOnLeave';

/**
 * Multi-line text with a character counter (the schema's maxLength), drawn like antd-mobile's
 * TextArea. The counter is written straight into its element on input: typing renders nothing.
 */
function TextareaWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, placeholder, options, schema } = props;
  const context = engineContextOf(props.registry);
  const { ref, commit, initial } = useUncontrolledText<HTMLTextAreaElement>(value, onChange, context);
  const counter = useRef<HTMLDivElement>(null);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <div className="adm-text-area engine-textarea">
      <textarea
        ref={ref}
        id={id}
        name={name}
        className="adm-text-area-element"
        defaultValue={initial}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        readOnly={readonly}
        placeholder={placeholder || context?.t('form.pleaseEnter')}
        onInput={(event) => {
          if (counter.current) counter.current.textContent = `${[...event.currentTarget.value].length}/${maxLength}`;
        }}
        onBlur={() => validateOnLeave(context, name, commit() || undefined)}
      />
      {maxLength !== undefined && (
        <div ref={counter} className="adm-text-area-count">
          {`${[...initial].length}/${maxLength}`}
        </div>
      )}
    </div>
  );
}

const TextareaWidgetMemo = memo(TextareaWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function TextareaWidget(props: WidgetProps) {
  return <TextareaWidgetMemo {...props} />;
}
