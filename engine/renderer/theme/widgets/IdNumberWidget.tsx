import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd-mobile';
import { memo } from 'react';
import { isIdCard } from '../../../validation/idCard';
import { engineContextOf } from '../../engineFormContext';
import { showFieldError } from '../../feedback/showFieldError';
import { useDeferredCommit } from './useDeferredCommit';

/**
 * An identity number. Owns its check: while the ID type next to it (ui:options.idTypeField) is the
 * identity card (idCardCode, "1"), it takes at most 18 characters, writes the check letter as X
 * and runs the full ID-card check when left; the message comes from the form (请输入合法的证件号码
 * on the applicant form). For other ID types it is plain text.
 */
function IdNumberWidgetImpl(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, placeholder, options } = props;
  const context = engineContextOf(props.registry);
  const { draft, type, commit } = useDeferredCommit(value, onChange, context);
  const idTypeField = options.idTypeField as string | undefined;
  const idCardCode = (options.idCardCode as string | undefined) ?? '1';
  const isIdentityCard = !idTypeField || String(context?.getData()[idTypeField] ?? '') === idCardCode;

  const leave = () => {
    const text = commit();
    const message = context?.validateField(name, text || undefined);
    // Belt and braces: the widget's own check agrees with the schema's idcard format.
    const ownFailure = isIdentityCard && idTypeField && text !== '' && !isIdCard(text);
    const shown = message ?? (ownFailure ? context?.t('applicant.idInvalid') : undefined);
    context?.errors.set(name, shown);
    if (shown) showFieldError(shown);
  };

  return (
    <Input
      id={id}
      name={name}
      value={draft}
      onChange={(next) => type(isIdentityCard ? next.replace(/x$/, 'X').replace(/\s/g, '') : next)}
      onBlur={leave}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || context?.t('form.pleaseEnter')}
      maxLength={isIdentityCard ? 18 : 50}
      autoComplete="off"
      clearable
    />
  );
}

export const IdNumberWidget = memo(IdNumberWidgetImpl);
