import { useT } from '../../../lib/i18n';

export interface ChoiceSelectProps {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** Read-only until the choice before it is made (spec 001 section 4). */
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One selector of a booking chain: a labelled native select with 请选择 first. */
export function ChoiceSelect({ id, label, value, options, disabled, onChange }: ChoiceSelectProps) {
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
    </div>
  );
}
