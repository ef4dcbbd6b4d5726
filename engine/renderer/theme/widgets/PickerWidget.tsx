import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { engineContextOf } from '../../engineFormContext';
import { loadPicker } from '../../onDemand';
import { usePopupOnDemand } from './usePopupOnDemand';
import { validateOnLeave } from './validateOnLeave';

/** A dictionary field: shows the chosen text; a bottom picker with 完成 and 取消 chooses. */
function PickerWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, options, placeholder } = props;
  const context = engineContextOf(props.registry);
  const popup = usePopupOnDemand(loadPicker);
  const Picker = popup.component;
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
        onClick={() => !disabled && !readonly && popup.open()}
        onKeyDown={(event) => event.key === 'Enter' && !disabled && !readonly && popup.open()}
      >
        {chosen?.label ?? (placeholder || context?.t('form.pleaseSelect'))}
      </div>
      {Picker && (
        <Picker
          columns={[choices]}
          visible={popup.visible}
          value={chosen ? [chosen.value] : []}
          confirmText={context?.t('common.done') ?? '完成'}
          cancelText={context?.t('common.cancel') ?? '取消'}
          onClose={popup.close}
          onConfirm={(picked) => {
            const next = picked[0] === null || picked[0] === undefined ? undefined : String(picked[0]);
            onChange(next);
            validateOnLeave(context, name, next);
          }}
        />
      )}
    </>
  );
}

const PickerWidgetMemo = memo(PickerWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function PickerWidget(props: WidgetProps) {
  return <PickerWidgetMemo {...props} />;
}
