import type { WidgetProps } from '@rjsf/utils';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import { memo } from 'react';
import { engineContextOf } from '../../engineFormContext';
import { validateOnLeave } from './validateOnLeave';

/** A short dictionary as radio buttons (mortgage way, yes/no); a choice commits at once. */
function RadioWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, options } = props;
  const context = engineContextOf(props.registry);
  return (
    <span id={id} className="engine-radio">
      <Radio.Group
        value={value === undefined || value === null ? undefined : String(value)}
        disabled={disabled || readonly}
        onChange={(next) => {
          onChange(String(next));
          validateOnLeave(context, name, String(next));
        }}
      >
        <Space direction="horizontal" wrap>
          {(options.enumOptions ?? []).map((option) => (
            <Radio key={String(option.value)} value={String(option.value)}>
              {option.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </span>
  );
}

const RadioWidgetMemo = memo(RadioWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function RadioWidget(props: WidgetProps) {
  return <RadioWidgetMemo {...props} />;
}
