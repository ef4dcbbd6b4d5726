import type { FieldProps } from '@rjsf/utils';
import { asNumber, getDecimalSeparator, getUiOptions, resolveDefaultWidget } from '@rjsf/utils';
import { useCallback, useState } from 'react';

let separatorOfBrowser: string | undefined;

/**
 * The browser's decimal separator, asked once: RJSF's NumberField asks `new Intl.NumberFormat` on
 * every render of every number field, and building it was a fifth of the mortgage form's first
 * render at 4x CPU, the first one alone 44 ms (decision 0080). The browser's languages do not
 * change while the page lives.
 */
export function decimalSeparator(): string {
  separatorOfBrowser ??= getDecimalSeparator();
  return separatorOfBrowser;
}

const trailingCharMatcherWithPrefix = /\.([0-9]*0)*$/;
const trailingCharMatcher = /[0.]0*$/;

/**
 * @rjsf/core's NumberField (6.x) as it is, with the separator asked once (decimalSeparator) and
 * only when there is a number to show or typing to read: an empty field (a new record's) never
 * builds the browser's number format. The typed text is kept while it ends in a point or zeros,
 * the value committed is the number.
 */
export function NumberField(props: FieldProps) {
  const { registry, onChange, formData } = props;
  const [lastValue, setLastValue] = useState<unknown>((props as { value?: unknown }).value);
  const StringField = registry.fields.StringField!;
  let value: unknown = formData;
  const handleChange = useCallback(
    (newValue: unknown, ...rest: unknown[]) => {
      const separator = decimalSeparator();
      setLastValue(newValue);
      const standardValue = typeof newValue === 'string' ? newValue.replace(separator, '.') : newValue;
      const normalizedValue = `${String(standardValue)}`.startsWith('.') ? `0${String(standardValue)}` : standardValue;
      const processed =
        typeof normalizedValue === 'string' && trailingCharMatcherWithPrefix.exec(normalizedValue)
          ? asNumber(normalizedValue.replace(trailingCharMatcher, ''))
          : asNumber(normalizedValue as string | null);
      (onChange as (...args: unknown[]) => void)(processed, ...rest);
    },
    [onChange],
  );
  if (typeof lastValue === 'string' && typeof value === 'number') {
    const canonicalLastValue = lastValue.replace(decimalSeparator(), '.');
    const escapedValue = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (canonicalLastValue.match(new RegExp(`^(${escapedValue})?\\.?0*$`))) value = lastValue;
  }
  let displayValue = value;
  if (typeof value === 'number' && decimalSeparator() !== '.') {
    const { schema, uiSchema } = props;
    const { defaultWidget } = resolveDefaultWidget(schema, uiSchema, registry.schemaUtils, registry.widgets);
    const { widget = defaultWidget, inputType } = getUiOptions(uiSchema);
    if (widget === 'text' && inputType !== 'number') displayValue = String(value).replace('.', decimalSeparator());
  }
  return <StringField {...props} formData={displayValue} onChange={handleChange} />;
}
