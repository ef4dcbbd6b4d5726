import type { WidgetProps } from '@rjsf/utils';
import { memo, useRef } from 'react';
import { useUncontrolledText } from './useUncontrolledText';
import { validateOnLeave } from './validateOnLeave';

/**
 * Multi-line text with a character counter (the schema's maxLength), drawn like antd-mobile's
 * TextArea. The counter is written straight into its element on input: typing renders nothing.
 */
function TextareaWidgetImpl(props: WidgetProps) {
  const { name, options, schema } = props;
  const counter = useRef<HTMLDivElement>(null);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  const { context, commit, initial, fieldProps } = useUncontrolledText<HTMLTextAreaElement>(props, (element) => {
    if (counter.current) counter.current.textContent = `${[...element.value].length}/${maxLength}`;
  });
  return (
    <div className="adm-text-area engine-textarea">
      <textarea
        {...fieldProps}
        className="adm-text-area-element"
        rows={rows}
        maxLength={maxLength}
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
