import { Select, type SelectProps } from 'antd';
import useSWR from 'swr';
import { caseOptionsKey, getCaseOptions, pickerOptions } from './caseOptions';
import { useStaffT as useT } from './i18n';

/** The pickers' names, and the failure of their call (a page shows it with its own). */
export const useCaseOptions = () => useSWR(caseOptionsKey, getCaseOptions);

type PickerProps = Omit<SelectProps, 'options'>;

/** A business picked by its name from the catalogue (its id is sent); typed letters search the names. */
export function BusinessPicker(props: PickerProps) {
  const t = useT();
  const { data } = useCaseOptions();
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('staff.search.businessPlaceholder')} style={{ width: 220 }} {...props} options={pickerOptions(data?.businesses)} />;
}

/** A region picked by its name from the region dictionary (its code is sent). */
export function RegionPicker(props: PickerProps) {
  const t = useT();
  const { data } = useCaseOptions();
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('staff.search.regionPlaceholder')} style={{ width: 180 }} {...props} options={pickerOptions(data?.regions)} />;
}
