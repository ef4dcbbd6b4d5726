import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { NumberField } from './fields/NumberField';
import { ErrorListTemplate } from './templates/ErrorListTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { SubmitButton } from './templates/SubmitButton';
import { DateWidget } from './widgets/DateWidget';
import { HiddenWidget } from './widgets/HiddenWidget';
import { IdNumberWidget } from './widgets/IdNumberWidget';
import { PickerWidget } from './widgets/PickerWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { TextWidget } from './widgets/TextWidget';

/**
 * Our mobile theme for RJSF on antd-mobile widgets. Names used in uiSchema (see
 * engine/schemas/widgetNames.ts) plus RJSF's default widget names, so a field without ui:widget
 * also gets the mobile control (text → TextWidget, enum → picker, date format → date picker).
 */
export const mobileWidgets: RegistryWidgetsType = {
  text: TextWidget,
  TextWidget,
  number: TextWidget,
  UpDownWidget: TextWidget,
  textarea: TextareaWidget,
  TextareaWidget,
  picker: PickerWidget,
  SelectWidget: PickerWidget,
  date: DateWidget,
  DateWidget,
  radio: RadioWidget,
  RadioWidget,
  switch: SwitchWidget,
  CheckboxWidget: SwitchWidget,
  idNumber: IdNumberWidget,
  hidden: HiddenWidget,
  HiddenWidget,
};

export const mobileTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']> } = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  ButtonTemplates: { SubmitButton },
};

/** RJSF's own fields, but for the number field, whose decimal separator is asked once (decision 0080). */
export const mobileFields: RegistryFieldsType = { NumberField };
