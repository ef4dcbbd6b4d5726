import type { WidgetProps } from '@rjsf/utils';
import Picker from 'antd-mobile/es/components/picker';
import { memo, useState } from 'react';
import { engineContextOf } from '../../engineFormContext';
import { validateOnLeave } from './validateOnLeave';

/** A dictionary field: shows the chosen text; a bottom picker with 完成 and 取消 chooses. */
function PickerWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, options, placeholder } = props;
  const context = engineContextOf(props.registry);
  const [visible, setVisible] = useState(false);
  const choices = (options.enumOptions ?? []).map((option) => ({ label: option.label, value: String(option.value) }));
  const chosen = choices.find((option) => option.value === (value === undefined || value === null ? '' : String(value)));
  return (
    <>
      <div
        id={id}
        role="button"
        tabIndex={0}
        className={`engine-picker${chosen ? '' : ' engine-placeholder'}`}
        aria-haspopup="dialog"
        onClick={() => !disabled && !readonly && setVisible(true)}
        onKeyDown={(event) => event.key === 'Enter' && !disabled && !readonly && setVisible(true)}
      >
        {chosen?.label ?? (placeholder || context?.t('form.pleaseSelect'))}
      </div>
      <Picker
        columns={[choices]}
        visible={visible}
        value={chosen ? [chosen.value] : []}
        confirmText={context?.t('common.done') ?? '完成'}
        cancelText={context?.t('common.cancel') ?? '取消'}
        onClose={() => setVisible(false)}
        onConfirm={(picked) => {
          const next = picked[0] === null || picked[0] === undefined ? undefined : String(picked[0]);
          onChange(next);
          validateOnLeave(context, name, next);
        }}
      />
    </>
  );
}

const PickerWidgetMemo = memo(PickerWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function PickerWidget(props: WidgetProps) {
  return <PickerWidgetMemo {...props} />;
}
