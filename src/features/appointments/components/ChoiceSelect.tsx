import Button from 'antd-mobile/es/components/button';
import { useT } from '../../../lib/i18n';

export interface ChoiceSelectProps {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** Read-only until the choice before it is made (spec 001 section 4). */
  disabled: boolean;
  onChange: (value: string) => void;
  /** Set when the options failed to load: the failure and 重试 show under the selector. */
  onRetry?: (() => void) | undefined;
}

/** One selector of a booking chain: a labelled native select with 请选择 first. */
export function ChoiceSelect({ id, label, value, options, disabled, onChange, onRetry }: ChoiceSelectProps) {
  const t = useT();
  return (
    <div className="apt-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        <option value="">{t('appoint.pick')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {onRetry ? (
        <p className="apt-retry" role="alert">
          <span>{t('common.loadFailed')}</span>
          <Button size="mini" color="primary" fill="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
