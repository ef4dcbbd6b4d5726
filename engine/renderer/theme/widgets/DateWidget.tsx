import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { MAX_YEAR, MIN_YEAR } from '../../../validation/dateInRange';
import { engineContextOf } from '../../engineFormContext';
import { loadDatePicker } from '../../onDemand';
import { usePopupOnDemand } from './usePopupOnDemand';
import { validateOnLeave } from './validateOnLeave';

const MIN = new Date(MIN_YEAR, 0, 1);
const MAX = new Date(MAX_YEAR, 11, 31);

function toDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

function toText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date from 1949 to 2099 (spec 001 section 9), stored as YYYY-MM-DD; picker with 完成 and 取消. */
function DateWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, placeholder } = props;
  const context = engineContextOf(props.registry);
  const popup = usePopupOnDemand(loadDatePicker);
  const DatePicker = popup.component;
  const current = toDate(value);
  return (
    <>
      <div
        id={id}
        role="button"
        tabIndex={0}
        className={`engine-picker${current ? '' : ' engine-placeholder'}`}
        onClick={() => !disabled && !readonly && popup.open()}
        onKeyDown={(event) => event.key === 'Enter' && !disabled && !readonly && popup.open()}
      >
        {current ? toText(current) : placeholder || context?.t('form.pleaseSelect')}
      </div>
      {DatePicker && (
        <DatePicker
          visible={popup.visible}
          min={MIN}
          max={MAX}
          value={current ?? null}
          confirmText={context?.t('common.done') ?? '完成'}
          cancelText={context?.t('common.cancel') ?? '取消'}
          onClose={popup.close}
          onConfirm={(date) => {
            const text = toText(date);
            onChange(text);
            validateOnLeave(context, name, text);
          }}
        />
      )}
    </>
  );
}

const DateWidgetMemo = memo(DateWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function DateWidget(props: WidgetProps) {
  return <DateWidgetMemo {...props} />;
}
