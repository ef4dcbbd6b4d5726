import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { isIdCard } from '../../../validation/idCard';
import { engineContextOf } from '../../engineFormContext';
import { markFieldError } from '../../feedback/markFieldError';
import { useUncontrolledText } from './useUncontrolledText';

/**
 * An identity number. Owns its check: while the ID type next to it (ui:options.idTypeField) is the
 * identity card (idCardCode, "1"), it takes at most 18 characters, writes the check letter as X
 * and runs the full ID-card check when left; the message comes from the form (请输入合法的证件号码
 * on the applicant form). For other ID types, and without an ID-type field, it checks what the
 * schema says (the agent ID pattern, 代理人身份证号有误!).
 */
function IdNumberWidgetImpl(props: WidgetProps) {
  const { name, options } = props;
  const context = engineContextOf(props.registry);
  const idTypeField = options.idTypeField as string | undefined;
  const idCardCode = (options.idCardCode as string | undefined) ?? '1';
  const isIdentityCard = () => idTypeField !== undefined && String(context?.getData()[idTypeField] ?? '') === idCardCode;
  const { commit, fieldProps } = useUncontrolledText<HTMLInputElement>(props, (element) => {
    // The check letter is always a capital X.
    if (isIdentityCard() && /x$/.test(element.value)) element.value = element.value.replace(/x$/, 'X');
  });

  const leave = () => {
    const text = commit();
    const message = context?.validateField(name, text || undefined);
    // The widget's own check agrees with the schema's idcard format; it also covers a form whose
    // schema forgot the conditional format.
    const ownFailure = isIdentityCard() && text !== '' && !isIdCard(text);
    const shown = message ?? (ownFailure ? context?.t('applicant.idInvalid') : undefined);
    markFieldError(context, name, shown);
  };

  return (
    <div className="adm-input engine-input">
      <input
        {...fieldProps}
        className="adm-input-element"
        onBlur={leave}
        maxLength={50}
        autoComplete="off"
        autoCapitalize="characters"
      />
    </div>
  );
}

const IdNumberWidgetMemo = memo(IdNumberWidgetImpl);

/** RJSF (with React 19) accepts plain function widgets only; the memoised body sits inside. */
export function IdNumberWidget(props: WidgetProps) {
  return <IdNumberWidgetMemo {...props} />;
}
