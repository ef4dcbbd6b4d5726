import type { WidgetProps } from '@rjsf/utils';
import Switch from 'antd-mobile/es/components/switch';
import { memo } from 'react';

/** A yes/no code as a switch; ui:options.on / off give the codes (default "1" / "0"). */
function SwitchWidgetImpl(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options, schema } = props;
  const boolean = schema.type === 'boolean';
  const on = boolean ? true : ((options.on as string | undefined) ?? '1');
  const off = boolean ? false : ((options.off as string | undefined) ?? '0');
  return (
    <span id={id}>
      <Switch checked={value === on} disabled={disabled || readonly} onChange={(checked) => onChange(checked ? on : off)} />
    </span>
  );
}

const SwitchWidgetMemo = memo(SwitchWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function SwitchWidget(props: WidgetProps) {
  return <SwitchWidgetMemo {...props} />;
}
