import type { WidgetProps } from '@rjsf/utils';

/** System fields (ids, the applicant's party type): kept in the data, never drawn. */
export function HiddenWidget({ id, value }: WidgetProps) {
  return <input type="hidden" id={id} value={value === undefined || value === null ? '' : String(value)} />;
}
